import { mayAct, type BoardRole } from './boardPermissions';

/** A pin as far as who may change it: who pinned it and who owns its board. */
export interface PinOwnership {
  pinnerId: string;
  boardOwnerId: string;
}

/**
 * PinResource update's and delete's rule, for the client to offer only what the server will do: the pinner always;
 * otherwise the board's owner, or a collaborator whose permissions on the board (the Board entity's `permissions`,
 * empty when unknown) list the action.
 */
export function mayChangePin(
  pin: PinOwnership,
  viewerId: string | null,
  action: 'edit' | 'delete',
  boardPermissions: readonly string[] = [],
): boolean {
  if (viewerId === null) return false;
  if (pin.pinnerId === viewerId) return true;
  const role: BoardRole = pin.boardOwnerId === viewerId ? { kind: 'owner' } : { kind: 'collaborator', permissions: boardPermissions };
  return mayAct(role, action);
}
