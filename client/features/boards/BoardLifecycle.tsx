import { useNavigate } from 'react-router-dom';
import type { BoardDetail } from '../../../shared/contracts/board';
import { formatCount } from '../../../shared/domain/formats';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { useBoardDeleteMutation, useBoardUpdateMutation } from './boardsApi';
import { ConfirmButton } from '../../ui/ConfirmButton';

/** Archive keeps the board and its pins but takes it out of board lists; unarchive brings it back. */
export function ArchiveBoardButton({ board }: { board: BoardDetail }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useBoardUpdateMutation();
  const toggle = async () => {
    const result = await update({ board_id: board.id, archived: !board.archived });
    dispatch(showToast({ parts: result.error ? apiErrorMessage(result.error) : `${board.name} ${board.archived ? 'unarchived' : 'archived'}` }));
  };
  return (
    <Button onClick={() => void toggle()} disabled={isLoading}>
      {board.archived ? 'Unarchive board' : 'Archive board'}
    </Button>
  );
}

/**
 * Delete board, after a confirmation naming the board and how many pins go with it. Afterwards the owner's profile,
 * where the board was listed, says it is gone.
 */
export function DeleteBoardButton({ board }: { board: BoardDetail }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { isLoading }] = useBoardDeleteMutation();

  const confirm = async () => {
    const result = await remove({ board_id: board.id });
    if (result.error) {
      dispatch(showToast({ parts: apiErrorMessage(result.error) }));
      return;
    }
    navigate(`/${board.owner.username}/_saved/`);
    dispatch(showToast({ parts: `${board.name} deleted` }));
  };

  const pins = board.pinCount === 0 ? 'It has no pins.' : `Its ${formatCount(board.pinCount, 'pin', 'pins')} will be deleted with it.`;
  return (
    <ConfirmButton label="Delete board" title={`Delete ${board.name}?`} confirmLabel="Delete board" onConfirm={confirm} busy={isLoading}>
      {pins} Its sections go too, and this cannot be undone.
    </ConfirmButton>
  );
}
