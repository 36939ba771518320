import { isGroupBoard, showsFavoritesOnly } from '../../shared/domain/boards';

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

describe('showsFavoritesOnly: the board page’s favorites view', () => {
  const group = { isCollaborative: true, collaboratorCount: 0 };
  it('is on where the url asks for it on a group board, and a stale filter elsewhere is ignored', () => {
    expect(showsFavoritesOnly(group, new URLSearchParams('filter=favorited'))).toBe(true);
    expect(showsFavoritesOnly(group, new URLSearchParams('filter=other'))).toBe(false);
    expect(showsFavoritesOnly({ isCollaborative: false, collaboratorCount: 0 }, new URLSearchParams('filter=favorited'))).toBe(false);
  });
});
