import {
  cardLayout,
  hasHoverOverlay,
  isCompactViewport,
  isImageOnlyCard,
  isImageOnlyGrid,
  productBlockHeight,
  showPinContextMenu,
  type CardLayout,
} from '../../shared/domain/cardLayout';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const createdDaysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

describe('isCompactViewport: the viewport where the grid uses compact 175 px columns is the phone layout', () => {
  it.each([
    [390, true],
    [629, true],
    [630, false],
    [1280, false],
  ])('%i px -> %s', (width, expected) => expect(isCompactViewport(width)).toBe(expected));
});

describe('cardLayout ("layouts differ for signed-in desktop, signed-in product, signed-in mobile and signed-out")', () => {
  it.each<[boolean, boolean, boolean, CardLayout]>([
    [false, false, false, 'signedOutDesktop'],
    [false, false, true, 'signedOutDesktop'],
    [false, true, true, 'signedOutMobile'],
    [true, false, false, 'signedInDesktop'],
    [true, false, true, 'signedInProduct'],
    [true, true, false, 'signedInMobile'],
    [true, true, true, 'signedInMobile'],
  ])('signedIn %s, compact %s, product %s -> %s', (signedIn, compact, isProduct, expected) =>
    expect(cardLayout({ signedIn, compact, isProduct })).toBe(expected),
  );
});

describe('hasHoverOverlay: phones have no hover', () => {
  it.each<[CardLayout, boolean]>([
    ['signedInDesktop', true],
    ['signedInProduct', true],
    ['signedOutDesktop', true],
    ['signedInMobile', false],
    ['signedOutMobile', false],
  ])('%s -> %s', (layout, expected) => expect(hasHoverOverlay(layout)).toBe(expected));
});

test('product block heights ("product attribution heights 68 or 90")', () => {
  expect(productBlockHeight(false)).toBe(68);
  expect(productBlockHeight(true)).toBe(90);
});

describe('showPinContextMenu ("on right-click for signed-out desktop users on pins with a creator")', () => {
  it.each<[CardLayout, boolean, boolean]>([
    ['signedOutDesktop', true, true],
    ['signedOutDesktop', false, false],
    ['signedOutMobile', true, false],
    ['signedInDesktop', true, false],
    ['signedInProduct', true, false],
  ])('%s, has creator %s -> %s', (layout, hasCreator, expected) => expect(showPinContextMenu(layout, hasCreator)).toBe(expected));
});

describe('isImageOnlyGrid ("image-only grid setting (new users, non-partners)")', () => {
  it.each<[string, { createdAt: string; isPartner: boolean } | null, boolean]>([
    ['new non-partner user', { createdAt: createdDaysAgo(5), isPartner: false }, true],
    ['new partner', { createdAt: createdDaysAgo(5), isPartner: true }, false],
    ['established user (28 days)', { createdAt: createdDaysAgo(28), isPartner: false }, false],
    ['signed-out visitor', null, false],
  ])('%s -> %s', (_name, viewer, expected) => expect(isImageOnlyGrid(viewer, NOW)).toBe(expected));
});

describe('isImageOnlyCard ("image-only grid setting (new users, non-partners); promoted and sponsored pins keep a footer")', () => {
  const organic = { isPromoted: false, isSponsored: false };
  it.each<[string, { createdAt: string; isPartner: boolean } | null, { isPromoted: boolean; isSponsored: boolean }, boolean]>([
    ['new non-partner user, organic pin', { createdAt: createdDaysAgo(5), isPartner: false }, organic, true],
    ['new partner', { createdAt: createdDaysAgo(5), isPartner: true }, organic, false],
    ['established user (28 days)', { createdAt: createdDaysAgo(28), isPartner: false }, organic, false],
    ['signed-out visitor', null, organic, false],
    ['promoted pin keeps its footer', { createdAt: createdDaysAgo(5), isPartner: false }, { isPromoted: true, isSponsored: false }, false],
    ['sponsored pin keeps its footer', { createdAt: createdDaysAgo(5), isPartner: false }, { isPromoted: false, isSponsored: true }, false],
  ])('%s -> %s', (_name, viewer, pin, expected) => expect(isImageOnlyCard(viewer, pin, NOW)).toBe(expected));
});
