/**
 * Board and pin actions: an action is allowed for the board's owner, or a collaborator whose collaboratorPermissions
 * list contains it. The names are the values stored in a
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

/**
 * Actions that stay with the board's owner whatever a collaborator's list holds, so no owner can grant them (privacy
 * stays with the owner: a collaborator with edit_board could otherwise make the owner's secret board
 * public). The Board entity's `permissions` lists them for the owner, so the client offers the control only there.
 */
export const OWNER_ACTIONS = ['edit_privacy'] as const;

export type OwnerAction = (typeof OWNER_ACTIONS)[number];

const isOwnerAction = (action: string): action is OwnerAction => (OWNER_ACTIONS as readonly string[]).includes(action);

/** The viewer's relation to a board: its owner, a collaborator holding `permissions`, or nobody to it. */
export type BoardRole = { kind: 'owner' } | { kind: 'collaborator'; permissions: readonly string[] } | { kind: 'none' };

export function mayAct(role: BoardRole, action: BoardAction | OwnerAction): boolean {
  switch (role.kind) {
    case 'owner':
      return true;
    case 'collaborator':
      return !isOwnerAction(action) && role.permissions.includes(action);
    case 'none':
      return false;
  }
}

/** Every action of the table the role allows, in BOARD_ACTIONS order (what a collaborator's list can hold). */
export function allowedActions(role: BoardRole): BoardAction[] {
  return BOARD_ACTIONS.filter((action) => mayAct(role, action));
}

/** The Board entity's `permissions`: allowedActions, then the owner's own actions when the role is the owner's. */
export function boardPermissions(role: BoardRole): (BoardAction | OwnerAction)[] {
  return [...allowedActions(role), ...OWNER_ACTIONS.filter((action) => mayAct(role, action))];
}
