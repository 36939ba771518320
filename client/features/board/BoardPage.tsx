import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import { sectionOf } from '../../../shared/domain/boardSections';
import { FAVORITES_PARAM, isGroupBoard, showsFavoritesOnly } from '../../../shared/domain/boards';
import { isNotFound } from '../../app/apiErrors';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { useHydrated } from '../../ui/useHydrated';
import { useBoardFeedInfiniteQuery, type BoardFeedArgs } from '../feeds/boardFeed/boardFeedApi';
import { PinFeed } from '../grid/PinFeed';
import { BulkEditBar } from '../bulkEdit/BulkEditBar';
import { useSelectionMode } from '../bulkEdit/useSelectionMode';
import { BoardInvite } from '../invites/BoardInvite';
import { usePinDensity } from '../boardList/useProfileView';
import { BoardHeader } from './BoardHeader';
import '../../ui/Chip.css';
import './BoardPage.css';
import { useBoardGetQuery } from '../boards/boardsApi';

/** The actions that make selection mode worth offering; copying alone is what a pin's own Save button does. */
const ORGANIZE_ACTIONS = ['move', 'delete', 'create_section'];

function BoardPins({ args, cellOverlay }: { args: BoardFeedArgs; cellOverlay?: (id: string) => ReactNode }) {
  // Who favorites what changes under a cached favorites view; turning the filter on asks the server again. Not when
  // hydrating the server's render: its answer is this page load's own.
  const hydrated = useHydrated();
  const feed = useBoardFeedInfiniteQuery(args, { refetchOnMountOrArgChange: hydrated && args.favoritesOnly });
  const emptyText = args.favoritesOnly
    ? 'Nobody has favorited a pin here yet.'
    : args.sectionId
      ? 'No pins in this section yet.'
      : 'No pins on this board yet.';
  const density = usePinDensity('BaseBoardPinGrid');
  return <PinFeed feed={feed} surface="BaseBoardPinGrid" emptyText={emptyText} cellOverlay={cellOverlay} density={density} />;
}

/** The pins, with selection mode for those allowed to organize them (its state is forgotten with the view). */
function OrganizablePins({ board, section, args }: { board: BoardDetail; section?: BoardDetail['sections'][number]; args: BoardFeedArgs }) {
  const mode = useSelectionMode();
  // Favorites are a filtered view: 'select all' there would reach pins the viewer cannot see.
  const mayOrganize = !args.favoritesOnly && board.permissions.some((action) => ORGANIZE_ACTIONS.includes(action));
  return (
    <>
      {mayOrganize &&
        (mode.selecting ? (
          <BulkEditBar board={board} section={section} selection={mode.selection} onSelectionChange={mode.setSelection} onDone={mode.done} />
        ) : (
          <div className="board-page__organize">
            <Button onClick={mode.start}>Organize</Button>
          </div>
        ))}
      <BoardPins args={args} cellOverlay={mode.overlay} />
    </>
  );
}

function SectionTabs({ board, current }: { board: BoardDetail; current?: string }) {
  return (
    <nav className="board-page__sections" aria-label="Sections">
      <Link to={board.url} className="board-page__section" aria-current={current === undefined ? 'page' : undefined}>
        All pins
      </Link>
      {board.sections.map((s) => (
        <Link key={s.id} to={`${board.url}${s.slug}/`} className="board-page__section" aria-current={s.id === current ? 'page' : undefined}>
          {s.title}
        </Link>
      ))}
    </nav>
  );
}

/** `/{username}/{slug}/` and `/{username}/{slug}/{section}/`: the board's header and its pins as a board grid. */
export default function BoardPage() {
  const { username = '', slug = '', section: sectionSlug } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: board, error, isError, refetch } = useBoardGetQuery({ username, slug });

  // An invite is answered whatever the board's state (a secret board is a 404 until its invitee has joined). It comes
  // first in every branch, so it stays mounted while the board loads and asks or joins only once.
  const invite = <BoardInvite board={board} />;
  if (!board) {
    return (
      <>
        {invite}
        {isNotFound(error) ? (
          <NotFound what="board" />
        ) : isError ? (
          <ErrorNotice error={error} onRetry={refetch} />
        ) : (
          <Spinner label="Loading board" />
        )}
      </>
    );
  }
  const section = sectionSlug === undefined ? undefined : sectionOf(board.sections, sectionSlug);
  if (sectionSlug !== undefined && !section) return <NotFound what="section" />;

  const group = isGroupBoard(board);
  const favoritesOnly = showsFavoritesOnly(board, params);
  const toggleFavorites = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (favoritesOnly) next.delete(FAVORITES_PARAM.name);
        else next.set(FAVORITES_PARAM.name, FAVORITES_PARAM.value);
        return next;
      },
      { replace: true },
    );
  const args: BoardFeedArgs = { boardId: board.id, sectionId: section?.id, favoritesOnly };

  return (
    <>
      {invite}
      <PageTitle page={section ? `${section.title} · ${board.name}` : board.name} />
      <BoardHeader board={board} section={section} />
      {(board.sections.length > 0 || group) && (
        <div className="board-page__toolbar">
          {board.sections.length > 0 && <SectionTabs board={board} current={section?.id} />}
          {group && (
            <button type="button" className="chip" aria-pressed={favoritesOnly} onClick={toggleFavorites}>
              Favorites
            </button>
          )}
        </div>
      )}
      <OrganizablePins key={`${args.sectionId ?? ''}:${favoritesOnly}`} board={board} section={section} args={args} />
    </>
  );
}
