import type { Pin } from '../../../../shared/contracts/pin';
import type { Viewer } from '../../../../shared/contracts/user';
import type { GridSurface } from '../../../../shared/domain/surfaces';
import { toPinEntity } from '../../../../client/entities/normalize';
import { cardModel, type CardModel, type UnavailableCardModel } from '../../../../client/features/pinCard/cardModel';
import { UNAVAILABLE_PIN_HEIGHT } from '../../../../client/features/pinCard/UnavailablePin';
import { makeAdData, makeBoard, makePin, makeStoryPinData, makeUser, makeViewer } from '../../helpers/factories';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const signedOut: Viewer = { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null } };
/** The viewer the cases sign in as: id 77, an account older than the new-user window, in GB (a shopping country). */
const ann = makeViewer();
const newUser = makeViewer({ created_at: new Date(NOW - 3 * DAY).toISOString() });

interface Case {
  pin?: Partial<Pin>;
  viewer?: Viewer | null;
  surface?: GridSurface;
  /** 236 (a 236 x 472 media box for the factory's 600 x 1200 image) unless given. */
  width?: number;
  compact?: boolean;
  /** Leave the creator out of the store (it is makeUser('5') when the pin names one). */
  withoutBoard?: boolean;
}

function model({ pin: overrides = {}, viewer = ann, surface = 'AuthHomefeed', width = 236, compact = false, withoutBoard = false }: Case) {
  const pin = makePin('1', overrides);
  const people = {
    pinner: pin.pinner,
    nativeCreator: pin.nativeCreator ?? undefined,
    promoter: pin.promoter ?? undefined,
    board: withoutBoard ? undefined : pin.board,
  };
  return cardModel(toPinEntity(pin), viewer, surface, { people, width, compact, now: NOW });
}

const card = (c: Case) => {
  const answer = model(c);
  if (answer.unavailable) throw new Error('expected an available card');
  return answer;
};

const storyPinData = (isDeleted: boolean) => makeStoryPinData({ isDeleted });
const product: Pin['richSummary'] = {
  typeName: 'product',
  displayName: 'Mug',
  siteName: 'shop.example',
  url: 'https://shop.example/mug',
  displayCookTime: null,
  aggregateRating: null,
  products: [],
};
const chip = (n: number) => ({ id: `c${n}`, title: `Item ${n}`, link: `https://shop.example/${n}`, images: {} });
const adData = (collectionGridClickType: number | null) => makeAdData({ collectionGridClickType });
const ownBoard = makeBoard('81', '77');
const groupBoard = makeBoard('82', '91', { isCollaborative: true });
const creator = makeUser('5', { fullName: 'Cara Creator', username: 'cara' });

// One case per rule cardModel derives: the case names the rule, the expectation holds the fields that rule decides.
const cases: Array<[string, Case, Partial<CardModel>]> = [
  ['layout: signed out on a desktop is the simplified desktop card', { viewer: signedOut }, { layout: 'signedOutDesktop', signedIn: false }],
  ['layout: signed out on a phone is the simplified mobile card', { viewer: signedOut, compact: true }, { layout: 'signedOutMobile' }],
  ['layout: signed in on a desktop is the full card', {}, { layout: 'signedInDesktop', signedIn: true }],
  ['layout: a product pin signed in on a desktop is the product card', { pin: { richSummary: product } }, { layout: 'signedInProduct' }],
  ['layout: signed in on a phone is the compact card', { compact: true }, { layout: 'signedInMobile' }],
  ['the viewer unknown yet (null) counts as signed out', { viewer: null }, { signedIn: false, layout: 'signedOutDesktop' }],
  ['height: the media box at this column width', {}, { height: 472 }],
  [
    'title: the pin title, which also names the closeup link',
    { pin: { title: 'Blue mug', gridTitle: 'Blue mug' } },
    { title: 'Blue mug', closeupLabel: 'Blue mug' },
  ],
  [
    'closeup label: without a title, the pin alt text',
    { pin: { title: '', gridTitle: '', altText: 'A blue mug' } },
    { title: '', closeupLabel: 'This contains: A blue mug' },
  ],
  ['closeup path: signed in, the bare pin path', { pin: { seoUrl: '/pin/blue-mug--1/' } }, { pinPath: '/pin/1/' }],
  ['closeup path: signed out, the slugged path', { viewer: signedOut, pin: { seoUrl: '/pin/blue-mug--1/' } }, { pinPath: '/pin/blue-mug--1/' }],
  ['header-only: media under 160 px shows the title alone', { width: 70 }, { headerOnly: true, footer: 'header', dataLayout: 'header-only' }],
  ['header-only without a title: no footer at all', { width: 70, pin: { title: '', gridTitle: '' } }, { headerOnly: true, footer: null }],
  ['footer: signed out, the simplified footer', { viewer: signedOut }, { footer: 'simplified', dataLayout: 'full' }],
  ['footer: signed in on the product card, the product footer', { pin: { richSummary: product } }, { footer: 'product' }],
  ['footer: signed in, the full footer', {}, { footer: 'full', imageOnly: false, imageOnlyGrid: false }],
  [
    'image-only: a new user sees media only, no footer',
    { viewer: newUser },
    { imageOnlyGrid: true, imageOnly: true, footer: null, dataLayout: 'image-only' },
  ],
  [
    'image-only: a promoted pin keeps its footer (the disclosure) on an image-only grid',
    { viewer: newUser, pin: { isPromoted: true } },
    { imageOnlyGrid: true, imageOnly: false, footer: 'full' },
  ],
  [
    'image-only: never for a partner',
    { viewer: makeViewer({ isPartner: true, created_at: new Date(NOW - DAY).toISOString() }) },
    { imageOnlyGrid: false, imageOnly: false },
  ],
  [
    'seo description: signed out, the description the simplified footer leaves out',
    { viewer: signedOut, pin: { description: 'A sturdy mug' } },
    { seoDescription: 'A sturdy mug', microdata: true },
  ],
  ['seo description and microdata: none signed in', { pin: { description: 'A sturdy mug' } }, { seoDescription: '', microdata: false }],
  ['thumbnail: the 236x image', {}, { thumbnailUrl: '/media/images/sig1/236x.jpg' }],
  ['creator: named by full name, else username', { pin: { nativeCreator: creator } }, { creator: { name: 'Cara Creator', username: 'cara' } }],
  [
    'context menu: signed out on a desktop, a pin with a creator',
    { viewer: signedOut, pin: { nativeCreator: creator } },
    { contextMenu: { name: 'Cara Creator', username: 'cara' } },
  ],
  ['context menu: not signed in', { pin: { nativeCreator: creator } }, { contextMenu: null }],
  ['hover overlay: the desktop layouts', {}, { hoverOverlay: true }],
  ['hover overlay: none on a phone', { compact: true }, { hoverOverlay: false }],
  ['share: signed in', {}, { share: true }],
  ['share: hidden while composing a collage', { surface: 'CollageCreation' }, { share: false }],
  ['share: never signed out', { viewer: signedOut }, { share: false }],
  ["menu: signed in, someone else's pin", {}, { menu: true, mobileMenu: false }],
  ['menu: not on the viewer own board', { pin: { board: ownBoard } }, { menu: false }],
  ['menu: never signed out', { viewer: signedOut }, { menu: false }],
  ['menu: a promoted pin gets the ad menu', { pin: { isPromoted: true } }, { menu: true }],
  ['menu: none until the board is in the store', { withoutBoard: true }, { menu: false, edit: false, favorite: false }],
  ['mobile menu: under the media on a phone', { compact: true }, { menu: true, mobileMenu: true, actions: true }],
  ['long press: opens the menu on related pins on a phone', { compact: true, surface: 'RelatedPinGrid' }, { longPressOpensMenu: true }],
  ['long press: not elsewhere', { compact: true }, { longPressOpensMenu: false }],
  [
    'favorite: signed in, a pin on a group board',
    { pin: { board: groupBoard } },
    { favorite: true, actions: true, className: 'pin-card pin-card--signedInDesktop pin-card--favorite-control' },
  ],
  ['favorite: never signed out', { viewer: signedOut, pin: { board: groupBoard } }, { favorite: false }],
  ['stats: the viewer own pin', { pin: { pinner: makeUser('77') } }, { stats: 'icon', actions: true }],
  ["stats: not someone else's pin", {}, { stats: null }],
  ['edit: the viewer own board', { pin: { board: ownBoard } }, { edit: true, actions: true }],
  ['actions: none to show, no actions row', {}, { favorite: false, stats: null, edit: false, mobileMenu: false, actions: false }],
  ['class names: layout and header-only', { width: 70 }, { className: 'pin-card pin-card--signedInDesktop pin-card--header-only' }],
  [
    'collection chips: a collection ad with click type 2 shows its first 3 items',
    { pin: { isPromoted: true, collectionPin: { items: [1, 2, 3, 4].map(chip) }, adData: adData(2) } },
    { collectionChips: [1, 2, 3].map(chip), collageChips: null },
  ],
  [
    'collage chips: a collage shows its first 3 sources',
    { pin: { collageItems: [1, 2, 3].map(chip) } },
    { collectionChips: null, collageChips: [1, 2, 3].map(chip) },
  ],
  [
    'shopping indicator: a product pin in a shopping country, over the media',
    { pin: { richSummary: product } },
    { shoppingIndicator: { placement: 'overlay', animated: true } },
  ],
  ['shopping indicator: none for a pin that is not a product', {}, { shoppingIndicator: { placement: 'none' } }],
  [
    'shopping indicator: signed out, a general feed is outside the shopping countries',
    { viewer: signedOut, pin: { richSummary: product } },
    { shoppingIndicator: { placement: 'none' } },
  ],
  [
    'see more: signed out, with the board it was saved to',
    { viewer: signedOut },
    { seeMore: { board: { name: 'Board 81', href: '/user91/board-81/' } } },
  ],
  ['see more: not on a header-only card', { viewer: signedOut, width: 70 }, { seeMore: null }],
  ['see more: not signed in', {}, { seeMore: null }],
];

describe('cardModel', () => {
  test.each(cases)('%s', (_rule, input, expected) => {
    expect(card(input)).toMatchObject(expected);
  });

  test('unavailable: a deleted story pin is a box at its media height, nothing else', () => {
    expect(model({ pin: { storyPinData: storyPinData(true) } })).toEqual<UnavailableCardModel>({
      unavailable: true,
      height: 472,
      longPressOpensMenu: false,
    });
  });

  test('unavailable: with no media height, the default unavailable box', () => {
    expect(model({ pin: { storyPinData: storyPinData(true) }, width: 0 })).toMatchObject({ unavailable: true, height: UNAVAILABLE_PIN_HEIGHT });
  });

  test('a story pin that is not deleted is a card', () => {
    expect(model({ pin: { storyPinData: storyPinData(false) } })).toMatchObject({ unavailable: false });
  });
});
