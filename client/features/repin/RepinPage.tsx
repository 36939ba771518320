import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { pinAltText } from '../../../shared/domain/altText';
import { isNotFound } from '../../app/apiErrors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPinById } from '../../entities/pinsSlice';
import { Button, ButtonLink } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { selectViewer } from '../auth/authSlice';
import { useLoginGate } from '../loginPrompt/useLoginGate';
import { BoardList } from '../saves/BoardList';
import { moveSavedPin, savedPinIdOf, savePin } from '../saves/saveFlow';
import { selectInFlight } from '../saves/saveSlice';
import './RepinPage.css';
import { usePinGetQuery } from '../pins/pinsApi';

function SignedOut() {
  const { askToLogIn } = useLoginGate();
  const { pathname, search } = useLocation();
  return (
    <div className="repin">
      <PageTitle page="Save this Pin" />
      <h1>Log in to save this Pin</h1>
      <Button variant="primary" onClick={() => askToLogIn({ trigger: 'save', next: `${pathname}${search}` })}>
        Log in
      </Button>
    </div>
  );
}

/**
 * `/pin/{id}/repin/`: where a pin is saved to, and a board list to save it (or, once saved, move it) elsewhere. The
 * toast's Change and Organize open it as `?isEditingPin=true&pinBoardId=…&isFromToast=true&originalPinId=…`, where
 * `{id}` is the viewer's saved copy; a signed-out save returns here after login.
 */
function RepinForm({ originalPinId, pinBoardId }: { originalPinId: string; pinBoardId?: string }) {
  const dispatch = useAppDispatch();
  const pin = useAppSelector((state) => selectPinById(state, originalPinId));
  const inFlight = useAppSelector((state) => selectInFlight(state, originalPinId));
  const savedPinId = useAppSelector((state) => savedPinIdOf(state, originalPinId));
  if (!pin) return null;
  const { savedInfo } = pin;
  const image = pin.images['236x'] ?? pin.images.orig;

  const pick = (boardId: string, sectionId?: string) => {
    if (savedPinId) void dispatch(moveSavedPin({ pinId: originalPinId, boardId, sectionId, savedPinId }));
    else void dispatch(savePin({ pinId: originalPinId, boardId, sectionId }));
  };

  return (
    <div className="repin">
      <PageTitle page={savedInfo ? 'Move saved Pin' : 'Save this Pin'} />
      <h1>{savedInfo ? 'Move your saved Pin' : 'Save this Pin'}</h1>
      <div className="repin__pin">
        <img src={image.url} width={image.width} height={image.height} alt={pinAltText(pin)} className="repin__image" />
        <div className="repin__status" role="status">
          {inFlight === 'saving' ? (
            'Saving…'
          ) : savedInfo ? (
            <>
              Saved to <Link to={savedInfo.url}>{savedInfo.title}</Link>
            </>
          ) : (
            'Not saved yet'
          )}
        </div>
      </div>
      <h2 className="repin__choose">{savedInfo ? 'Move it to another board' : 'Choose a board'}</h2>
      {/* Keyed by where the pin is saved: after a save (which may have made the board) the list is fetched again. */}
      <BoardList key={savedInfo?.boardId} currentBoardId={savedInfo?.boardId ?? pinBoardId} disabled={inFlight !== undefined} onPick={pick} />
      <ButtonLink to={`/pin/${originalPinId}/`} variant="secondary" className="repin__done">
        Done
      </ButtonLink>
    </div>
  );
}

export default function RepinPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const originalPinId = params.get('originalPinId') || id;
  const viewer = useAppSelector(selectViewer);
  const { error, isError, refetch } = usePinGetQuery(originalPinId);
  const known = useAppSelector((state) => selectPinById(state, originalPinId) !== undefined);

  if (viewer?.isAuth === false) return <SignedOut />;
  if (isNotFound(error)) return <NotFound what="pin" />;
  if (!known || viewer === null) {
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading pin" />;
  }
  return <RepinForm originalPinId={originalPinId} pinBoardId={params.get('pinBoardId') ?? undefined} />;
}
