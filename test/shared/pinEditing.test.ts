import { mayChangePin, type PinOwnership } from '../../shared/domain/pinEditing';

const pin: PinOwnership = { pinnerId: '1', boardOwnerId: '2' };

describe('mayChangePin (PinResource update and delete)', () => {
  it.each<[string, string | null, 'edit' | 'delete', string[], boolean]>([
    ['the pinner may edit, whoever owns the board', '1', 'edit', [], true],
    ['the pinner may delete', '1', 'delete', [], true],
    ['the board owner may edit a pin someone else pinned', '2', 'edit', [], true],
    ['the board owner may delete it', '2', 'delete', [], true],
    ['a collaborator with edit may edit', '3', 'edit', ['save', 'edit'], true],
    ['a collaborator with edit may not delete without delete', '3', 'delete', ['save', 'edit'], false],
    ['a collaborator with delete may delete', '3', 'delete', ['delete'], true],
    ['a collaborator with only save may not edit', '3', 'edit', ['save'], false],
    ['a stranger may not edit', '3', 'edit', [], false],
    ['a signed-out visitor may not edit', null, 'edit', ['edit'], false],
  ])('%s', (_case, viewerId, action, permissions, expected) => {
    expect(mayChangePin(pin, viewerId, action, permissions)).toBe(expected);
  });
});
