/**
 * Board and pin actions (pin-card-and-grid.md section 6: "board actions allowed for the board owner, or a
 * collaborator whose collaboratorPermissions list contains the action"). The names are the values stored in a
 * collaborator's permissions: 'save', 'favorite', 'edit' (a pin), 'delete' (a pin) and 'invite' were stored before
 * this table existed, so they keep their short names; the later actions say what they act on.
 */
export const BOARD_ACTIONS = [
  'save',
  'favorite',
  'edit',
  'delete',
  'move',
  'invite',
  'create_section',
  'edit_section',
  'delete_section',
  'edit_board',
  'delete_board',
] as const;

export type BoardAction = (typeof BOARD_ACTIONS)[number];

/** The viewer's relation to a board: its owner, a collaborator holding `permissions`, or nobody to it. */
export type BoardRole = { kind: 'owner' } | { kind: 'collaborator'; permissions: readonly string[] } | { kind: 'none' };

export function mayAct(role: BoardRole, action: BoardAction): boolean {
  switch (role.kind) {
    case 'owner':
      return true;
    case 'collaborator':
      return role.permissions.includes(action);
    case 'none':
      return false;
  }
}

/** Every action the role allows, in BOARD_ACTIONS order (the Board entity's `permissions`). */
export function allowedActions(role: BoardRole): BoardAction[] {
  return BOARD_ACTIONS.filter((action) => mayAct(role, action));
}
