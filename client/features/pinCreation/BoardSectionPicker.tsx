import { useEffect } from 'react';
import type { Board } from '../../../shared/contracts/board';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectField } from '../../ui/SelectField';
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

  const boardOptions = offered.map((board) => ({ value: board.id, label: board.name }));
  const sectionOptions = sections.map((section) => ({ value: section.id, label: section.title }));

  return (
    <div className="pin-form__pair">
      <SelectField
        label="Board"
        value={boardId}
        options={boardId === '' ? [{ value: '', label: 'Choose a board' }, ...boardOptions] : boardOptions}
        onChange={(next) => onChange(next, '')}
        error={errors.board_id}
      />
      <SelectField
        label="Section"
        value={sectionId}
        options={[{ value: '', label: 'No section' }, ...sectionOptions]}
        onChange={(next) => onChange(boardId, next)}
        error={errors.section}
      />
    </div>
  );
}
