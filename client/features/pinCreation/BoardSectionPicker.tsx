import { useEffect, useId } from 'react';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useWritableBoardsInfiniteQuery } from '../saves/savesApi';

/** The section select's value for "leave the section as it is" (the pin answer does not say which section it is in). */
export const KEEP_SECTION = 'keep';

interface BoardSectionPickerProps {
  boardId: string;
  sectionId: string;
  onChange: (boardId: string, sectionId: string) => void;
  errors: { board_id?: string; section?: string };
  /** A board the pin is on that the viewer may not save to (a collaborator editing): still offered, by name. */
  currentBoard?: { id: string; name: string };
  /** Offer "keep its section" while the board is unchanged. */
  keepSectionOf?: string;
}

/** Board and section as two labelled selects over the boards the viewer may save to (BoardsResource get writable_only). */
export function BoardSectionPicker({ boardId, sectionId, onChange, errors, currentBoard, keepSectionOf }: BoardSectionPickerProps) {
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
  const sections = boards.find((b) => b.id === boardId)?.sections ?? [];
  const keeping = keepSectionOf !== undefined && keepSectionOf === boardId;

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
          onChange={(event) => onChange(event.target.value, event.target.value === keepSectionOf ? KEEP_SECTION : '')}
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
          {keeping && <option value={KEEP_SECTION}>Keep its section</option>}
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
