import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import type { Pin } from '../../../shared/contracts/pin';
import { mayChangePin } from '../../../shared/domain/pinEditing';
import { isNotFound } from '../../app/apiErrors';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { MessagePage } from '../../ui/MessagePage';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { formErrors } from '../auth/formErrors';
import { DELETE_FAILED, PIN_DELETED } from '../saves/saveMessages';
import { showToast } from '../toast/toastSlice';
import { BoardSectionPicker } from './BoardSectionPicker';
import { FormAlert } from './FormAlert';
import { PinDetailsFields } from './PinDetailsFields';
import { DETAIL_FIELDS, detailOptions } from './pinDetails';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { SignInToCreate } from './SignInToCreate';
import './PinForm.css';
import { useBoardGetQuery } from '../boards/boardsApi';
import { pinsApi, usePinGetQuery, usePinUpdateMutation } from '../pins/pinsApi';

const PLACED = [...DETAIL_FIELDS, 'board_id', 'section'] as const;

/** The owner and slug in a board's url ('/ann/trips/'), for BoardResource get. */
function boardAddress(url: string) {
  const [username = '', slug = ''] = url.split('/').filter(Boolean);
  return { username, slug };
}

interface PinEditFormProps {
  pin: Pin;
  /** The pin's board, for its sections when the viewer may not save to it; undefined while it loads. */
  board: BoardDetail | undefined;
  mayDelete: boolean;
}

function PinEditForm({ pin, board, mayDelete }: PinEditFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [details, setDetails] = useState({ title: pin.title, description: pin.description, link: pin.link ?? '', altText: pin.altText ?? '' });
  const pinPlace = { boardId: pin.board.id, sectionId: pin.sectionId ?? '' };
  const [place, setPlace] = useState(pinPlace);
  const [update, { isLoading, error }] = usePinUpdateMutation();
  const { askOn401 } = useLoginGate();
  const [deleting, setDeleting] = useState(false);
  const errors = formErrors(error, PLACED);
  const image = pin.images['236x'] ?? pin.images.orig;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = askOn401(
      { trigger: 'edit' },
      await update({ id: pin.id, ...detailOptions(details), board_id: place.boardId, section: place.sectionId || null }),
    );
    if (!result.data) return;
    dispatch(showToast({ parts: 'Pin saved!' }));
    navigate(`/pin/${pin.id}/`);
  };

  const remove = async () => {
    setDeleting(true);
    const result = await dispatch(pinsApi.endpoints.pinDelete.initiate({ id: pin.id }));
    setDeleting(false);
    if (result.error) {
      dispatch(showToast({ parts: DELETE_FAILED }));
      return;
    }
    // The pin leaves its board, the profile and any feed it was in.
    dispatch(api.util.invalidateTags(['Feed', 'Board']));
    dispatch(showToast({ parts: PIN_DELETED }));
    navigate(pin.board.url);
  };

  return (
    <div className="pin-form pin-form--builder">
      <PageTitle page="Edit Pin" />
      <h1>Edit Pin</h1>
      <form className="pin-form__columns" onSubmit={save} noValidate aria-busy={isLoading} aria-label="Edit Pin">
        <figure className="image-picker__preview">
          <img src={image.url} width={image.width} height={image.height} alt={pin.altText ?? pin.autoAltText ?? ''} />
        </figure>
        <div className="pin-form__fields">
          <PinDetailsFields details={details} onChange={setDetails} errors={errors.fields} />
          <BoardSectionPicker
            boardId={place.boardId}
            sectionId={place.sectionId}
            // Back on the pin's own board, its section comes back too.
            onChange={(boardId, sectionId) => setPlace(boardId !== place.boardId && boardId === pinPlace.boardId ? pinPlace : { boardId, sectionId })}
            errors={errors.fields}
            currentBoard={board ?? pin.board}
          />
          <FormAlert errors={errors} />
          <div className="pin-form__actions">
            {mayDelete && (
              <ConfirmButton label="Delete" title="Delete this Pin?" confirmLabel="Delete Pin" onConfirm={remove} busy={deleting}>
                Once you delete a Pin, you can't undo it.
              </ConfirmButton>
            )}
            <ButtonLink to={`/pin/${pin.id}/`}>Cancel</ButtonLink>
            <Button type="submit" variant="primary" disabled={isLoading || deleting}>
              {isLoading ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}

/**
 * `/pin/{id}/edit`: for whoever PinResource update lets edit the pin. Its pinner and its board's owner are known from
 * the pin; anyone else needs their permissions on the board, which only the board answer carries.
 */
export default function PinEditPage() {
  const { id = '' } = useParams();
  const viewer = useAppSelector(selectViewer);
  const { data: pin, error, isError, refetch } = usePinGetQuery(id);
  const viewerId = viewer?.isAuth ? viewer.id : null;
  const ownership = pin ? { pinnerId: pin.pinner.id, boardOwnerId: pin.board.ownerId } : null;
  const needsBoard = ownership !== null && viewerId !== null && !mayChangePin(ownership, viewerId, 'edit');
  // Asked even when the pin tells enough to decide: it also carries the board's sections.
  const board = useBoardGetQuery(boardAddress(pin?.board.url ?? ''), { skip: !pin || viewerId === null });

  if (viewer?.isAuth === false) return <SignInToCreate title="Edit Pin" trigger="edit" />;
  if (isNotFound(error)) return <NotFound what="pin" />;
  if (!pin || viewer === null || (needsBoard && board.isLoading)) {
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading pin" />;
  }
  const permissions = board.data?.permissions ?? [];
  if (!mayChangePin(ownership!, viewerId, 'edit', permissions)) {
    return (
      <MessagePage title="You can't edit this Pin">
        Only the person who saved it, its board's owner and collaborators allowed to edit Pins can change it.
      </MessagePage>
    );
  }
  return <PinEditForm key={pin.id} pin={pin} board={board.data} mayDelete={mayChangePin(ownership!, viewerId, 'delete', permissions)} />;
}
