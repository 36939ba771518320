import type { Response } from 'supertest';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const names = (res: Response) => (rr(res).data as { name: string }[]).map((b) => b.name);

let people: Awaited<ReturnType<typeof signUpAll<'owner' | 'friend' | 'stranger' | 'orderer' | 'settler'>>>;
const boards: Record<string, number> = {};

beforeAll(async () => {
  people = await signUpAll(app, ['owner', 'friend', 'stranger', 'orderer', 'settler']);
  const { owner, friend } = people.ids;
  boards.Profile = f.board(owner, 'Profile', { layout: 'quick_saves', created_at: 1 });
  boards.Alpha = f.board(owner, 'Alpha', { created_at: 2 });
  boards.beta = f.board(owner, 'beta', { privacy: 'secret', created_at: 3 });
  boards.Gamma = f.board(owner, 'Gamma', { is_collaborative: 1, created_at: 4 });
  boards.Delta = f.board(owner, 'Delta', { archived: 1, created_at: 5 });
  boards.Shared = f.board(friend, 'Shared', { created_at: 6 });
  f.collaborator(boards.Gamma, friend, ['save']);
  f.collaborator(boards.Shared, owner, ['save']);
  // Alpha then beta was saved to: beta is the board pinned to last.
  f.pin(owner, boards.Alpha);
  f.pin(owner, boards.beta);
});

describe('BoardsResource get, every list option (the owner looking at their own profile)', () => {
  it.each([
    [{}, ['beta', 'Alpha', 'Shared', 'Delta', 'Gamma', 'Profile']],
    [{ sort: 'last_pinned_to' }, ['beta', 'Alpha', 'Shared', 'Delta', 'Gamma', 'Profile']],
    [{ sort: 'alphabetical' }, ['Alpha', 'beta', 'Delta', 'Gamma', 'Profile', 'Shared']],
    [{ sort: 'oldest' }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'newest' }, ['Shared', 'Delta', 'Gamma', 'beta', 'Alpha', 'Profile']],
    [{ sort: 'group_boards_at_top' }, ['Shared', 'Gamma', 'Delta', 'beta', 'Alpha', 'Profile']],
    // No stored order yet: creation order.
    [{ sort: 'custom' }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', privacy_filter: 'secret' }, ['beta']],
    [{ sort: 'oldest', privacy_filter: 'public' }, ['Profile', 'Alpha', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', group_by: 'visibility' }, ['Profile', 'Alpha', 'Gamma', 'Delta', 'Shared', 'beta']],
    [{ sort: 'oldest', group_by: 'mix_public_private' }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', include_archived: true }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', include_archived: false }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Shared']],
    [{ sort: 'oldest', filter_all_pins: true }, ['Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', filter_all_pins: false }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', board_filter: 'NONE' }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', board_filter: 'GROUP' }, ['Gamma', 'Shared']],
    [{ sort: 'oldest', board_filter: 'SECRET' }, ['beta']],
    [{ sort: 'oldest', board_filter: 'ARCHIVED' }, ['Delta']],
    [{ sort: 'oldest', board_filter: 'ARCHIVED', include_archived: false }, []],
    [{ sort: 'oldest', field_set_key: 'profile_grid_item' }, ['Profile', 'Alpha', 'beta', 'Gamma', 'Delta', 'Shared']],
    [{ sort: 'oldest', page_size: 2 }, ['Profile', 'Alpha']],
  ] as const)('%j lists %j', async (options, expected) => {
    const res = await people.browsers.owner.call('boardsGet', options);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it('shows another viewer only what they may see, in the same order options', async () => {
    const res = await people.browsers.stranger.call('boardsGet', { username: 'owner', sort: 'alphabetical' });
    expect(names(res)).toEqual(['Alpha', 'Delta', 'Gamma', 'Profile', 'Shared']);
    const anon = await browser(app);
    expect(names(await anon.call('boardsGet', { username: 'owner', sort: 'oldest', board_filter: 'SECRET' }))).toEqual([]);
  });

  it('offers archived boards in the board picker, marked as archived, unless include_archived is false', async () => {
    const picker = rr(await people.browsers.owner.call('boardsGet', { writable_only: true, sort: 'alphabetical' })).data as {
      name: string;
      archived: boolean;
    }[];
    expect(picker.map((b) => [b.name, b.archived])).toEqual([
      ['Alpha', false],
      ['beta', false],
      ['Delta', true],
      ['Gamma', false],
      ['Profile', false],
      ['Shared', false],
    ]);
    const live = await people.browsers.owner.call('boardsGet', { writable_only: true, sort: 'alphabetical', include_archived: false });
    expect(names(live)).not.toContain('Delta');
  });

  it('answers 400 naming a board filter it does not know', async () => {
    const res = await people.browsers.owner.callUnchecked('boardsGet', { board_filter: 'FRIENDS' });
    expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, ['board_filter']]);
  });
});

describe('BoardOrderResource update (the custom order)', () => {
  const order: Record<string, number> = {};
  beforeAll(() => {
    const { orderer, friend } = people.ids;
    order.One = f.board(orderer, 'One', { created_at: 1 });
    order.Two = f.board(orderer, 'Two', { created_at: 2 });
    order.Three = f.board(orderer, 'Three', { created_at: 3 });
    order.Theirs = f.board(friend, 'Theirs', { created_at: 4 });
    f.collaborator(order.Theirs, orderer, ['save']);
  });
  const ids = (...boardNames: string[]) => boardNames.map((n) => String(order[n] ?? boards[n]));
  const custom = () => people.browsers.orderer.call('boardsGet', { sort: 'custom' });

  it('answers 401 signed out', async () => {
    const anon = await browser(app);
    expect((await anon.callUnchecked('boardOrderUpdate', { board_ids: ids('One') })).status).toBe(401);
  });

  it.each([
    ['a board left out', ['One', 'Two', 'Three']],
    ['a board twice', ['One', 'Two', 'Three', 'Theirs', 'One']],
    ["another person's board", ['One', 'Two', 'Three', 'Theirs', 'Alpha']],
    ["another person's board in place of one of theirs", ['One', 'Two', 'Three', 'Alpha']],
  ])('answers 400 naming board_ids for %s, storing nothing', async (_case, boardNames) => {
    const res = await people.browsers.orderer.call('boardOrderUpdate', { board_ids: ids(...boardNames) });
    expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, ['board_ids']]);
    expect(names(await custom())).toEqual(['One', 'Two', 'Three', 'Theirs']);
  });

  it('answers 400 naming board_ids for ids that are not ids', async () => {
    const res = await people.browsers.orderer.callUnchecked('boardOrderUpdate', { board_ids: ['first'] });
    expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, ['board_ids.0']]);
  });

  it('stores the order for sort custom, seen by every viewer, with boards made since at the end', async () => {
    const res = await people.browsers.orderer.call('boardOrderUpdate', { board_ids: ids('Theirs', 'Three', 'One', 'Two') });
    expect([res.status, rr(res).data]).toEqual([200, ids('Theirs', 'Three', 'One', 'Two')]);
    expect(names(await custom())).toEqual(['Theirs', 'Three', 'One', 'Two']);
    expect(names(await people.browsers.stranger.call('boardsGet', { username: 'orderer', sort: 'custom' }))).toEqual([
      'Theirs',
      'Three',
      'One',
      'Two',
    ]);

    const made = await people.browsers.orderer.call('boardCreate', { name: 'Four' });
    expect(names(await custom())).toEqual(['Theirs', 'Three', 'One', 'Two', 'Four']);
    // The new board must now be in a new order.
    const stale = await people.browsers.orderer.call('boardOrderUpdate', { board_ids: ids('Theirs', 'Three', 'One', 'Two') });
    expect(stale.status).toBe(400);
    const fresh = await people.browsers.orderer.call('boardOrderUpdate', { board_ids: [rr(made).data.id, ...ids('One', 'Two', 'Three', 'Theirs')] });
    expect(fresh.status).toBe(200);
    expect(names(await custom())).toEqual(['Four', 'One', 'Two', 'Three', 'Theirs']);
    // Other sorts ignore the stored order.
    expect(names(await people.browsers.orderer.call('boardsGet', { sort: 'alphabetical' }))).toEqual(['Four', 'One', 'Theirs', 'Three', 'Two']);
  });
});

describe('UserSettingsResource get and update (profile_view)', () => {
  const DEFAULTS = {
    boardSortOrder: 'last_pinned_to',
    boardFilter: 'NONE',
    boardPinDensity: 'default',
    profilePinDensity: 'default',
    selfProfilePinFilter: 'none',
  };

  it('answers 401 signed out, for both', async () => {
    const anon = await browser(app);
    expect((await anon.callUnchecked('userSettingsGet', {})).status).toBe(401);
    expect((await anon.callUnchecked('userSettingsUpdate', { profile_view: { boardSortOrder: 'custom' } })).status).toBe(401);
  });

  it.each([
    [{ profile_view: { boardSortOrder: 'random' } }, 'profile_view.boardSortOrder'],
    [{ profile_view: { boardFilter: 'FRIENDS' } }, 'profile_view.boardFilter'],
    [{ profile_view: { boardPinDensity: 'tiny' } }, 'profile_view.boardPinDensity'],
    [{ profile_view: { profilePinDensity: 3 } }, 'profile_view.profilePinDensity'],
    [{ profile_view: { selfProfilePinFilter: 'ALL' } }, 'profile_view.selfProfilePinFilter'],
    [{ profile_view: { boardSortOrder: 'custom', colour: 'red' } }, 'profile_view'],
    [{ profile_view: 'custom' }, 'profile_view'],
    [{ cookie_consent: true }, 'options'],
  ])('answers 400 for %j naming %s, changing nothing', async (options, field) => {
    const res = await people.browsers.settler.callUnchecked('userSettingsUpdate', options);
    expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, [field]]);
    expect(rr(await people.browsers.settler.call('userSettingsGet', {})).data.profile_view).toEqual(DEFAULTS);
  });

  it('answers the defaults until changed, then changes only the fields sent, per person', async () => {
    const me = people.browsers.settler;
    expect(rr(await me.call('userSettingsGet', {})).data.profile_view).toEqual(DEFAULTS);
    const first = await me.call('userSettingsUpdate', { profile_view: { boardSortOrder: 'alphabetical', boardFilter: 'SECRET' } });
    expect([first.status, rr(first).data.profile_view]).toEqual([200, { ...DEFAULTS, boardSortOrder: 'alphabetical', boardFilter: 'SECRET' }]);
    await me.call('userSettingsUpdate', {
      profile_view: { boardPinDensity: 'compact', profilePinDensity: 'comfy', selfProfilePinFilter: 'FAVORITED' },
    });
    expect(rr(await me.call('userSettingsGet', {})).data.profile_view).toEqual({
      boardSortOrder: 'alphabetical',
      boardFilter: 'SECRET',
      boardPinDensity: 'compact',
      profilePinDensity: 'comfy',
      selfProfilePinFilter: 'FAVORITED',
    });
    // An empty update changes nothing and answers the settings.
    expect(rr(await me.call('userSettingsUpdate', {})).data.profile_view?.boardSortOrder).toBe('alphabetical');
    expect(rr(await people.browsers.stranger.call('userSettingsGet', {})).data.profile_view).toEqual(DEFAULTS);
  });
});
