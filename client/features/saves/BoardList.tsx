import { useEffect, useId, useRef, useState } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { CreateBoardButton } from '../boards/CreateBoardButton';
import { useWritableBoardsInfiniteQuery } from './savesApi';
import './BoardList.css';

interface BoardListProps {
  /** The board the pin is on now, marked and not offered again. */
  currentBoardId?: string;
  onPick: (boardId: string, sectionId?: string) => void;
  disabled?: boolean;
}

/**
 * The boards (and their sections) the viewer may save to, as a list of buttons, and 'Create board'. A board made here
 * comes first at once, with the focus on it, whatever the list's order (a board without pins sorts last): picking it
 * saves there, as the picker is about where this pin goes.
 */
export function BoardList({ currentBoardId, onPick, disabled = false }: BoardListProps) {
  // A save may have just created a board (the quick-saves one): every showing of the list asks afresh.
  const { data, error, isError, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useWritableBoardsInfiniteQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [created, setCreated] = useState<Board[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const archivedHeading = useId();
  const newest = created[0]?.id;

  useEffect(() => {
    if (newest !== undefined) list.current?.querySelector<HTMLElement>(`[data-board-id="${newest}"]`)?.focus();
  }, [newest]);

  if (isLoading) return <Spinner label="Loading boards" />;
  if (isError) return <ErrorNotice error={error} onRetry={refetch} />;
  const createdIds = new Set(created.map((b) => b.id));
  const boards = [...created, ...(data?.pages.flatMap((page) => page.boards) ?? []).filter((b) => !createdIds.has(b.id))];
  const create = <CreateBoardButton onCreated={(board) => setCreated((before) => [board, ...before])} />;
  if (boards.length === 0) {
    return (
      <>
        <p className="board-list__empty">You have no boards to save to yet.</p>
        {create}
      </>
    );
  }

  // Archived boards still take saves, but they are out of the way: grouped last, under their own heading.
  const active = boards.filter((b) => !b.archived);
  const archived = boards.filter((b) => b.archived);
  const items = (group: Board[]) =>
    group.map((board) => (
      <li key={board.id}>
        <button
          type="button"
          className="board-list__board"
          data-board-id={board.id}
          disabled={disabled || board.id === currentBoardId}
          aria-current={board.id === currentBoardId ? 'true' : undefined}
          onClick={() => onPick(board.id)}
        >
          {board.name}
          {board.id === currentBoardId && <span className="board-list__note"> (saved here)</span>}
        </button>
        {board.sections.length > 0 && (
          <ul className="board-list__sections">
            {board.sections.map((section) => (
              <li key={section.id}>
                <button
                  type="button"
                  className="board-list__section"
                  disabled={disabled}
                  aria-label={`${section.title} in ${board.name}`}
                  onClick={() => onPick(board.id, section.id)}
                >
                  {section.title}
                </button>
              </li>
            ))}
          </ul>
        )}
      </li>
    ));

  return (
    <>
      <div ref={list}>
        {active.length > 0 && (
          <ul className="board-list" aria-label="Boards">
            {items(active)}
          </ul>
        )}
        {archived.length > 0 && (
          <section aria-labelledby={archivedHeading}>
            <h3 id={archivedHeading} className="board-list__heading">
              Archived
            </h3>
            <ul className="board-list" aria-labelledby={archivedHeading}>
              {items(archived)}
            </ul>
          </section>
        )}
      </div>
      {hasNextPage && (
        <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          More boards
        </Button>
      )}
      {create}
    </>
  );
}
