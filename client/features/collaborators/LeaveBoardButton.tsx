import type { BoardDetail } from '../../../shared/contracts/board';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../toast/toastSlice';
import { useCollaboratorRemoveMutation } from './collaboratorsApi';

/**
 * Leave board, for a collaborator: the viewer leaves the member list at once; if the server refuses, the list is
 * restored (invitesApi) and the toast says why.
 */
export function LeaveBoardButton({ board, viewerId }: { board: BoardDetail; viewerId: string }) {
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useCollaboratorRemoveMutation();
  const onClick = async () => {
    const result = await remove({ boardId: board.id, userId: viewerId, self: true });
    dispatch(showToast({ parts: result.error ? apiErrorMessage(result.error) : ['You left ', { text: board.name, to: board.url }] }));
  };
  return (
    <Button disabled={isLoading} onClick={() => void onClick()}>
      Leave board
    </Button>
  );
}
