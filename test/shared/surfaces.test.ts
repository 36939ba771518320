import { GRID_SURFACES, isBoardGrid, isSourceLinkIconOnly, type GridSurface } from '../../shared/domain/surfaces';

describe('isSourceLinkIconOnly ("Source link is icon-only on ShoppingGridSmall, UserProfilePinGrid, ...")', () => {
  const iconOnly: GridSurface[] = ['ShoppingGridSmall', 'UserProfilePinGrid', 'BaseBoardPinGrid', 'BoardlessPins', 'RetrievalHub'];
  it.each(GRID_SURFACES.map((s) => [s, iconOnly.includes(s)] as const))('%s -> %s', (surface, expected) => {
    expect(isSourceLinkIconOnly(surface)).toBe(expected);
  });
});

describe('isBoardGrid ("Pin note ... used only on board grids")', () => {
  it.each<[GridSurface, boolean]>([
    ['BaseBoardPinGrid', true],
    ['AuthHomefeed', false],
    ['UserProfilePinGrid', false],
  ])('%s -> %s', (surface, expected) => expect(isBoardGrid(surface)).toBe(expected));
});
