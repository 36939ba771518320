import { useState, type FormEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { BoardSectionPicker } from './BoardSectionPicker';
import { BookmarkletLink } from './BookmarkletLink';
import { FormAlert } from './FormAlert';
import { ImagePicker, type ImageSource } from './ImagePicker';
import { PinDetailsFields } from './PinDetailsFields';
import { EMPTY_DETAILS } from './pinDetails';
import { SignInToCreate } from './SignInToCreate';
import { usePublishPin } from './usePublishPin';
import './PinForm.css';

function PinBuilder() {
  const [source, setSource] = useState<ImageSource>(null);
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [place, setPlace] = useState({ boardId: '', sectionId: '' });
  const [missingImage, setMissingImage] = useState(false);
  const { publish, busy, errors } = usePublishPin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissingImage(source === null);
    if (source === null || place.boardId === '') return;
    void publish({ source, details, ...place, method: source.kind === 'file' ? 'uploaded' : 'scraped' });
  };
  const imageErrors = {
    image: missingImage && !source ? 'Choose an image, or give its address.' : errors.fields.image,
    image_url: errors.fields.image_url,
  };

  return (
    <div className="pin-form pin-form--builder">
      <PageTitle page="Create Pin" />
      <h1>Create Pin</h1>
      <form className="pin-form__columns" onSubmit={submit} noValidate aria-busy={busy} aria-label="New Pin">
        <ImagePicker
          source={source}
          onChange={(next) => {
            setSource(next);
            setMissingImage(false);
          }}
          errors={imageErrors}
        />
        <div className="pin-form__fields">
          <PinDetailsFields details={details} onChange={setDetails} errors={errors.fields} />
          <BoardSectionPicker
            boardId={place.boardId}
            sectionId={place.sectionId}
            onChange={(boardId, sectionId) => setPlace({ boardId, sectionId })}
            errors={errors.fields}
          />
          <FormAlert errors={errors} />
          <Button type="submit" variant="primary" disabled={busy || place.boardId === ''}>
            {busy ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </form>
      <BookmarkletLink />
    </div>
  );
}

/** `/pin-builder` and `/pin/create/`: a new pin from an image file or address. */
export default function PinBuilderPage() {
  const viewer = useAppSelector(selectViewer);
  if (viewer === null) return <Spinner label="Loading" />;
  if (!viewer.isAuth) return <SignInToCreate title="Create Pin" trigger="createPinOrBoard" />;
  return <PinBuilder />;
}
