import { useEffect, useId } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useWritableBoardsInfiniteQuery } from '../saves/savesApi';

interface BoardSectionPickerProps {
  boardId: string;
  sectionId: string;
  onChange: (boardId: string, sectionId: string) => void;
  errors: { board_id?: string; section?: string };
  /**
   * The board the pin is on, offered even when the viewer may not save to it (a collaborator editing), with its
   * sections once they are known.
   */
  currentBoard?: Pick<Board, 'id' | 'name'> & Partial<Pick<Board, 'sections'>>;
}

/** Board and section as two labelled selects over the boards the viewer may save to (BoardsResource get writable_only). */
export function BoardSectionPicker({ boardId, sectionId, onChange, errors, currentBoard }: BoardSectionPickerProps) {
  const id = useId();
  const { data, error, isError, isLoading, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useWritableBoardsInfiniteQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // A select cannot page: every board the viewer may save to is loaded, a page at a time.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const boards = data?.pages.flatMap((page) => page.boards) ?? [];
  // Nothing chosen yet: the first board (the list's order: most recently saved to) is the likely one.
  const firstId = boards[0]?.id;
  useEffect(() => {
    if (boardId === '' && firstId) onChange(firstId, '');
  }, [boardId, firstId, onChange]);

  if (isLoading) return <Spinner label="Loading boards" />;
  if (isError) return <ErrorNotice error={error} onRetry={refetch} />;
  const offered = currentBoard && !boards.some((b) => b.id === currentBoard.id) ? [currentBoard, ...boards] : boards;
  if (offered.length === 0) return <p className="pin-form__note">You have no boards to save to yet. Create a board on your profile first.</p>;
  const sections = offered.find((b) => b.id === boardId)?.sections ?? [];

  return (
    <div className="pin-form__pair">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-board`}>
          Board
        </label>
        <select
          id={`${id}-board`}
          className="field__input"
          value={boardId}
          aria-invalid={errors.board_id ? true : undefined}
          aria-describedby={errors.board_id ? `${id}-board-error` : undefined}
          onChange={(event) => onChange(event.target.value, '')}
        >
          {boardId === '' && <option value="">Choose a board</option>}
          {offered.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
        </select>
        {errors.board_id && (
          <p id={`${id}-board-error`} className="field__error">
            {errors.board_id}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-section`}>
          Section
        </label>
        <select
          id={`${id}-section`}
          className="field__input"
          value={sectionId}
          aria-invalid={errors.section ? true : undefined}
          aria-describedby={errors.section ? `${id}-section-error` : undefined}
          onChange={(event) => onChange(boardId, event.target.value)}
        >
          <option value="">No section</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </select>
        {errors.section && (
          <p id={`${id}-section-error`} className="field__error">
            {errors.section}
          </p>
        )}
      </div>
    </div>
  );
}
