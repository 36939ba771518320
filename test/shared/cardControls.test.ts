import type { Board } from '../../shared/contracts/board';
import type { Pin } from '../../shared/contracts/pin';
import {
  canDoBoardAction,
  hasWriteAccess,
  isBoardCollaborator,
  isNewUser,
  showEditButton,
  showAdMenu,
  showOverflowMenu,
  showShareButton,
  statsButton,
  type CardViewer,
  type StatsButton,
} from '../../shared/domain/cardControls';
import type { GridSurface } from '../../shared/domain/surfaces';
import { makeBoard, makePin, makeUser } from '../client/helpers/factories';

const ME = 'me';
const viewer: CardViewer = { viewerId: ME, surface: 'AuthHomefeed', isProfileManager: false };
const othersPin = makePin('1'); // pinned by someone else onto their own board
const myBoard = makeBoard('b', ME);
const groupBoard = { ...makeBoard('g', 'other'), isCollaborative: true };
const saved: Pin['savedInfo'] = { localPinId: '2', boardId: 'b', title: 'Mine', type: 'board', url: '/me/mine/', layout: 'default' };
const story = {
  isDeleted: false,
  hasProductPins: false,
  hasAffiliateProducts: false,
  staticPageCount: 1,
  totalVideoDuration: 0,
  metadata: { pinTitle: '' },
  pages: [],
};

describe('hasWriteAccess ("Access action 4 or \'write\' allows edit")', () => {
  it.each<[string[], boolean]>([
    [['write'], true],
    [['4'], true],
    [['read'], false],
    [[], false],
  ])('%j -> %s', (access, expected) => expect(hasWriteAccess(access)).toBe(expected));
});

describe('showEditButton', () => {
  it.each<[string, Partial<Pin>, Partial<CardViewer>, boolean]>([
    ['"shown for own non-group boards"', { board: myBoard }, {}, true],
    ['own group board without write: not by ownership', { board: { ...myBoard, isCollaborative: true } }, {}, false],
    ['"write access on a profile grid"', { access: ['write'] }, { surface: 'UserProfilePinGrid' }, true],
    ['write access off profile and group grids: hidden', { access: ['write'] }, {}, false],
    ['"group-board writers"', { board: groupBoard, access: ['4'] }, {}, true],
    ['group board reader: hidden', { board: groupBoard, access: [] }, {}, false],
    // Joining by invite adds a collaborator without marking the board collaborative: it is a group board all the same.
    ['writer on a board that has collaborators', { board: { ...makeBoard('c', 'other'), collaboratorCount: 1 }, access: ['write'] }, {}, true],
    ['own board with collaborators, without write: not by ownership', { board: { ...myBoard, collaboratorCount: 1 } }, {}, false],
    ['"profile managers"', {}, { isProfileManager: true }, true],
    ['"or a locally saved pin"', { savedInfo: saved }, {}, true],
    ['"not on collage creation"', { board: myBoard, savedInfo: saved }, { surface: 'CollageCreation' }, false],
    ["someone else's pin: hidden", {}, {}, false],
    ['signed-out: hidden', { savedInfo: saved }, { viewerId: null }, false],
  ])('%s', (_rule, pin, v, expected) => expect(showEditButton({ ...othersPin, ...pin }, { ...viewer, ...v })).toBe(expected));
});

describe('showOverflowMenu ("shown unless promoted, own board, group board, collage, creator grids, profile managers or an experiment")', () => {
  it.each<[string, Partial<Pin>, Partial<CardViewer>, boolean, boolean]>([
    ['shown by default', {}, {}, false, true],
    ['promoted', { isPromoted: true }, {}, false, false],
    ['own board', { board: myBoard }, {}, false, false],
    ['group board', { board: groupBoard }, {}, false, false],
    ['group board by its collaborators', { board: { ...makeBoard('c', 'other'), collaboratorCount: 2 } }, {}, false, false],
    ['collage', {}, { surface: 'CollageCreation' }, false, false],
    ['creator story grid', {}, { surface: 'CreatorProfileStoryPinGrid' }, false, false],
    ['creator activity grid', {}, { surface: 'CreatorProfileActivityPinGrid' }, false, false],
    ['profile managers', {}, { isProfileManager: true }, false, false],
    ['an experiment', {}, {}, true, false],
    ['signed-out', {}, { viewerId: null }, false, false],
  ])('%s', (_rule, pin, v, experiment, expected) => {
    expect(showOverflowMenu({ ...othersPin, ...pin }, { ...viewer, ...v }, experiment)).toBe(expected);
  });
});

describe('showAdMenu (the ad menu where the overflow menu is refused for a promoted pin)', () => {
  it.each<[string, Partial<Pin>, Partial<CardViewer>, boolean]>([
    ['a promoted pin, signed in', { isPromoted: true }, {}, true],
    ['an organic pin has the overflow menu instead', {}, {}, false],
    ['signed out', { isPromoted: true }, { viewerId: null }, false],
    ["the promoter's own board", { isPromoted: true, board: myBoard }, {}, false],
    ['collage', { isPromoted: true }, { surface: 'CollageCreation' }, false],
  ])('%s', (_rule, pin, v, expected) => {
    expect(showAdMenu({ ...othersPin, ...pin }, { ...viewer, ...v })).toBe(expected);
  });
});

describe('statsButton', () => {
  const mine: Partial<Pin> = { pinner: makeUser(ME) };
  it.each<[string, Partial<Pin>, Partial<CardViewer>, boolean, StatsButton]>([
    ['"only for signed-in users"', mine, { viewerId: null }, false, null],
    ['"when viewer owns the pin": icon elsewhere', mine, {}, false, 'icon'],
    ['"or manages the profile"', {}, { isProfileManager: true }, false, 'icon'],
    ['neither owner nor manager: none', {}, {}, false, null],
    ['"not for story pins"', { ...mine, storyPinData: story }, {}, false, null],
    ['"... unless partner"', { ...mine, storyPinData: story }, {}, true, 'icon'],
    ['"full button on own pins in creator grids"', mine, { surface: 'CreatorProfileActivityPinGrid' }, false, 'full'],
    ['manager on a creator grid, not own pin: icon', {}, { surface: 'CreatorProfileStoryPinGrid', isProfileManager: true }, false, 'icon'],
  ])('%s', (_rule, pin, v, partner, expected) => {
    expect(statsButton({ ...othersPin, ...pin }, { ...viewer, ...v }, partner)).toBe(expected);
  });
});

describe('showShareButton ("Share button hidden on some surfaces"; our set, see cardControls.ts)', () => {
  it.each<[GridSurface, boolean]>([
    ['AuthHomefeed', true],
    ['CollageCreation', false],
    ['BulkEditMode', false],
    ['ConversationView', false],
  ])('%s -> %s', (surface, expected) => expect(showShareButton(surface)).toBe(expected));
});

describe('canDoBoardAction ("owner, or a collaborator whose collaboratorPermissions list contains the action")', () => {
  const board = (o: Partial<Board>) => ({
    owner: makeUser('owner'),
    collaboratedByMe: false,
    isCollaborative: false,
    collaboratorPermissions: [],
    ...o,
  });
  it.each<[string, ReturnType<typeof board>, string | null, boolean]>([
    ['owner may do anything', board({ owner: makeUser(ME) }), ME, true],
    ['collaborator (collaboratedByMe) with the action', board({ collaboratedByMe: true, collaboratorPermissions: ['addPin'] }), ME, true],
    ['collaborator without the action', board({ collaboratedByMe: true, collaboratorPermissions: ['comment'] }), ME, false],
    ['permission listed but not a collaborator', board({ collaboratorPermissions: ['addPin'] }), ME, false],
    ['"the board is group and the viewer owns it" counts as collaborator', board({ isCollaborative: true, owner: makeUser(ME) }), ME, true],
    ['group board owned by someone else, not collaborating', board({ isCollaborative: true, collaboratorPermissions: ['addPin'] }), ME, false],
    ['signed-out', board({ collaboratedByMe: true, collaboratorPermissions: ['addPin'] }), null, false],
  ])('%s', (_rule, b, viewerId, expected) => expect(canDoBoardAction(b, viewerId, 'addPin')).toBe(expected));
});

describe('isBoardCollaborator ("collaborator if collaboratedByMe, or the board is group and the viewer owns it")', () => {
  const board = (o: Partial<Board>) => ({
    owner: makeUser('owner'),
    collaboratedByMe: false,
    isCollaborative: false,
    collaboratorPermissions: [],
    ...o,
  });
  it.each<[string, ReturnType<typeof board>, boolean]>([
    ['collaboratedByMe', board({ collaboratedByMe: true }), true],
    ['group board the viewer owns', board({ isCollaborative: true, owner: makeUser(ME) }), true],
    ['personal board the viewer owns', board({ owner: makeUser(ME) }), false],
    ['group board owned by someone else', board({ isCollaborative: true }), false],
  ])('%s', (_rule, b, expected) => expect(isBoardCollaborator(b, ME)).toBe(expected));
});

describe('isNewUser ("New-user status is derived from the account creation date"; 28-day window)', () => {
  const now = Date.UTC(2026, 1, 28);
  const DAY = 86_400_000;
  it.each<[string, string, boolean]>([
    ['created today', new Date(now - 1000).toISOString(), true],
    ['27 days ago', new Date(now - 27 * DAY).toISOString(), true],
    ['exactly 28 days ago: no longer new', new Date(now - 28 * DAY).toISOString(), false],
    ['a year ago', new Date(now - 365 * DAY).toISOString(), false],
    ['slightly in the future (clock skew)', new Date(now + 1000).toISOString(), true],
    ['unreadable date', 'not a date', false],
  ])('%s', (_rule, createdAt, expected) => expect(isNewUser(createdAt, now)).toBe(expected));
});
