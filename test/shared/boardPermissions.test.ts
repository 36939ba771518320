import {
  BOARD_ACTIONS,
  OWNER_ACTIONS,
  allowedActions,
  boardPermissions,
  mayAct,
  type BoardAction,
  type BoardRole,
  type OwnerAction,
} from '../../shared/domain/boardPermissions';

const owner: BoardRole = { kind: 'owner' };
const saver: BoardRole = { kind: 'collaborator', permissions: ['save', 'favorite'] };
const editor: BoardRole = { kind: 'collaborator', permissions: ['save', 'edit_board', 'create_section'] };
const nobody: BoardRole = { kind: 'none' };

describe('mayAct (pin-card-and-grid.md section 6)', () => {
  // One row per sentence: "allowed for the board owner", "or a collaborator whose collaboratorPermissions list
  // contains the action", and, by omission, nobody else.
  it.each<[string, BoardRole, BoardAction | OwnerAction, boolean]>([
    ['the owner may delete the board', owner, 'delete_board', true],
    ['the owner may invite', owner, 'invite', true],
    ['a collaborator may save when listed', saver, 'save', true],
    ['a collaborator may favorite when listed', saver, 'favorite', true],
    ['a collaborator may not delete a pin when not listed', saver, 'delete', false],
    ['a collaborator may not edit the board when not listed', saver, 'edit_board', false],
    ['a collaborator may edit the board when listed', editor, 'edit_board', true],
    ['a collaborator may create a section when listed', editor, 'create_section', true],
    ['a collaborator may not delete a section when not listed', editor, 'delete_section', false],
    ['a collaborator with an empty list may do nothing', { kind: 'collaborator', permissions: [] }, 'save', false],
    ['anyone else may not save', nobody, 'save', false],
    ['anyone else may not delete the board', nobody, 'delete_board', false],
    // A board's privacy is the owner's alone (edit_privacy is never grantable), whatever a collaborator's list holds.
    ['the owner may change the privacy', owner, 'edit_privacy', true],
    ['a collaborator who may edit the board may not change its privacy', editor, 'edit_privacy', false],
    [
      'a collaborator may not change the privacy even when their list names it',
      { kind: 'collaborator', permissions: ['edit_privacy'] },
      'edit_privacy',
      false,
    ],
    ['anyone else may not change the privacy', nobody, 'edit_privacy', false],
  ])('%s', (_case, role, action, expected) => {
    expect(mayAct(role, action)).toBe(expected);
  });

  it('gives the owner every action, and nobody none', () => {
    expect(allowedActions(owner)).toEqual([...BOARD_ACTIONS]);
    expect(allowedActions(nobody)).toEqual([]);
  });

  it("answers the Board entity's permissions: the table's actions, then the owner's own for the owner alone", () => {
    expect(boardPermissions(owner)).toEqual([...BOARD_ACTIONS, ...OWNER_ACTIONS]);
    expect(boardPermissions({ kind: 'collaborator', permissions: [...BOARD_ACTIONS, ...OWNER_ACTIONS] })).toEqual([...BOARD_ACTIONS]);
    expect(boardPermissions(nobody)).toEqual([]);
  });

  it("lists a collaborator's actions in table order, ignoring stored names that are no action", () => {
    expect(allowedActions({ kind: 'collaborator', permissions: ['invite', 'save', 'fly'] })).toEqual(['save', 'invite']);
  });
});
