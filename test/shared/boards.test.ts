import { isGroupBoard } from '../../shared/domain/boards';

describe('isGroupBoard ("A group board is collaborative or has collaborators")', () => {
  it.each([
    [true, 0, true],
    [false, 2, true],
    [true, 3, true],
    [false, 0, false],
  ])('isCollaborative %s with %i collaborators -> %s', (isCollaborative, collaboratorCount, expected) => {
    expect(isGroupBoard({ isCollaborative, collaboratorCount })).toBe(expected);
  });
});
