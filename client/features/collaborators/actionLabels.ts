import type { BoardAction } from '../../../shared/domain/boardPermissions';

/** How the permissions control names each action of shared/domain/boardPermissions. */
export const ACTION_LABELS: Record<BoardAction, string> = {
  save: 'Save Pins',
  favorite: 'Favorite Pins',
  edit: 'Edit Pins',
  delete: 'Delete Pins',
  move: 'Move Pins to other boards',
  invite: 'Invite people',
  create_section: 'Add sections',
  edit_section: 'Rename and reorder sections',
  delete_section: 'Delete sections',
  edit_board: 'Edit the board',
  delete_board: 'Delete the board',
};
