import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIMITS } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { MessagePage } from '../../ui/MessagePage';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { BoardSectionPicker } from './BoardSectionPicker';
import { FormAlert } from './FormAlert';
import { PinDetailsFields } from './PinDetailsFields';
import { EMPTY_DETAILS } from './pinDetails';
import { SignInToCreate } from './SignInToCreate';
import { usePublishPin } from './usePublishPin';
import './PinForm.css';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function BookmarkletSave({ media, url, description }: { media: string; url: string; description: string }) {
  const [details, setDetails] = useState({
    ...EMPTY_DETAILS,
    link: isWebAddress(url) ? url : '',
    description: description.slice(0, LIMITS.pinDescription),
  });
  const [place, setPlace] = useState({ boardId: '', sectionId: '' });
  const { publish, busy, errors } = usePublishPin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (place.boardId === '') return;
    void publish({ source: { kind: 'url', url: media }, details, ...place, method: 'button' });
  };

  return (
    <form className="pin-form pin-form--compact" onSubmit={submit} noValidate aria-busy={busy}>
      <PageTitle page="Save to Pinboard" />
      <h1>Save to Pinboard</h1>
      <figure className="image-picker__preview">
        <img src={media} alt="What you are saving" referrerPolicy="no-referrer" />
      </figure>
      {errors.fields.image_url && (
        // Shown beside the image; FormAlert below already announces it, so it is not an alert of its own.
        <p className="field__error">{errors.fields.image_url}</p>
      )}
      <BoardSectionPicker
        boardId={place.boardId}
        sectionId={place.sectionId}
        onChange={(boardId, sectionId) => setPlace({ boardId, sectionId })}
        errors={errors.fields}
      />
      <PinDetailsFields details={details} onChange={setDetails} errors={errors.fields} />
      <FormAlert errors={errors} />
      <Button type="submit" variant="primary" disabled={busy || place.boardId === ''}>
        {busy ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}

/** `/pin/create/button/?url=…&media=…&description=…`: where the bookmarklet opens, the image and page prefilled. */
export default function BookmarkletPage() {
  const [params] = useSearchParams();
  const viewer = useAppSelector(selectViewer);
  const media = params.get('media')?.trim() ?? '';
  if (!isWebAddress(media)) {
    return <MessagePage title="No image to save">The bookmarklet sends the address of an image on a web page; this link has none.</MessagePage>;
  }
  if (viewer === null) return <Spinner label="Loading" />;
  if (!viewer.isAuth) return <SignInToCreate title="Save to Pinboard" trigger="createPinOrBoard" />;
  return <BookmarkletSave media={media} url={params.get('url')?.trim() ?? ''} description={params.get('description') ?? ''} />;
}
