import type { UserSummary } from '../../../shared/contracts/user';
import type { BoardAction } from '../../../shared/domain/boardPermissions';
import { apiErrorMessage } from '../../app/apiErrors';
import { useAppDispatch } from '../../app/hooks';
import { useInviteDenyMutation } from '../invites/invitesApi';
import { showToast } from '../toast/toastSlice';
import { collaboratorsApi, useCollaboratorUpdateMutation, useCollaboratorRemoveMutation } from './collaboratorsApi';

/**
 * What the members page changes. Each change shows at once; if the server refuses, it is put back (the removed member
 * or the denied invite re-added) and a toast says why.
 */
export function useMemberChanges(boardId: string, viewerId: string) {
  const dispatch = useAppDispatch();
  const [remove] = useCollaboratorRemoveMutation();
  const [deny] = useInviteDenyMutation();
  const [update] = useCollaboratorUpdateMutation();
  const toast = (parts: string) => dispatch(showToast({ parts }));
  const patchPage = (recipe: Parameters<typeof collaboratorsApi.util.updateQueryData<'collaboratorsGet'>>[2]) =>
    dispatch(collaboratorsApi.util.updateQueryData('collaboratorsGet', boardId, recipe));

  /** true when the member is off the board. */
  async function removeMember(user: UserSummary): Promise<boolean> {
    const self = user.id === viewerId;
    const patch = patchPage((page) => {
      page.collaborators = page.collaborators.filter((c) => c.user.id !== user.id);
    });
    const result = await remove({ boardId, userId: user.id, self });
    if (result.error) {
      patch.undo();
      toast(apiErrorMessage(result.error));
      return false;
    }
    toast(self ? 'You left the board' : `${user.fullName} was removed from the board`);
    return true;
  }

  async function cancelInvite(user: UserSummary) {
    const patch = patchPage((page) => {
      page.pendingInvites = page.pendingInvites.filter((i) => i.user.id !== user.id);
    });
    const result = await deny({ board_id: boardId, invited_user_id: user.id });
    if (result.error) {
      patch.undo();
      toast(apiErrorMessage(result.error));
    } else toast(`Invite to ${user.fullName} cancelled`);
  }

  async function setPermissions(user: UserSummary, permissions: BoardAction[]) {
    const result = await update({ board_id: boardId, invited_user_id: user.id, permissions });
    if (result.error) toast(apiErrorMessage(result.error));
  }

  return { removeMember, cancelInvite, setPermissions };
}
