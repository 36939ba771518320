import type { Response } from 'supertest';
import type { z } from 'zod';
import type { userPins } from '../../shared/contracts/feeds';
import { anonCall, rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const ids = (res: Response) => (rr(res).data as { id: string }[]).map((p) => Number(p.id));
const fieldsOf = (res: Response) => [res.status, Object.keys(rr(res).error.fields ?? {})];

/** A row's filter options, the interest by its key in `interest`. */
type Filtering = Pick<z.input<typeof userPins.options>, 'pin_filter' | 'color'> & { interest?: string };

let people: Awaited<ReturnType<typeof signUpAll<'owner' | 'stranger'>>>;
const pin: Record<string, number> = {};
const interest: Record<string, number> = {};

beforeAll(async () => {
  people = await signUpAll(app, ['owner', 'stranger']);
  const { owner, stranger } = people.ids;
  const maker = f.user('maker');
  const makerBoard = f.board(maker, 'Finds');
  const board = f.board(owner, 'Mine');
  const secret = f.board(owner, 'Hidden', { privacy: 'secret' });
  interest.baking = f.interest('Baking');
  interest.travel = f.interest('Travel');
  const colored = (pinner: number, on: number, hex: string) => f.pin(pinner, on, { image_id: f.image({ dominant_color: hex }) });

  pin.x = colored(maker, makerBoard, '#28a828');
  pin.y = colored(maker, makerBoard, '#c81818');
  f.tag(pin.x, interest.baking);
  // Newest first on the profile: r2, r1, c, b, a.
  pin.a = colored(owner, board, '#d81818');
  pin.b = colored(owner, board, '#1848c8');
  pin.c = colored(owner, secret, '#2858b8');
  pin.r1 = f.repin(pin.x, owner, board);
  pin.r2 = f.repin(pin.y, owner, board);
  f.tag(pin.a, interest.baking);
  f.tag(pin.c, interest.travel);
  f.favorite(pin.b, owner);
  f.favorite(pin.r1, owner);
  // Someone else's favorite is not the owner's: it never makes a pin 'Favorited' on the owner's profile.
  f.favorite(pin.a, stranger);
});

describe('UserPinsResource get with pin_filter (the own-profile pin filter)', () => {
  it('401: signed out, a pin filter is refused', async () => {
    const res = await anonCall(app, 'userPins', { username: 'owner', filter: 'saved', pin_filter: 'FAVORITED' });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ pin_filter: 'COLORS' }, 'color'],
    [{ pin_filter: 'CREATED_BY_ME', color: 'red' }, 'color'],
    [{ color: 'red' }, 'color'],
    [{ pin_filter: 'COLORS', color: 'mauve' }, 'color'],
    [{ pin_filter: 'INTERESTS' }, 'interest_id'],
    [{ pin_filter: 'FAVORITED', interest_id: '1' }, 'interest_id'],
    [{ pin_filter: 'INTERESTS', interest_id: 'baking' }, 'interest_id'],
    [{ pin_filter: 'EVERYTHING' }, 'pin_filter'],
  ])('400: %j is refused naming %s', async (options, field) => {
    const res = await people.browsers.owner.callUnchecked('userPins', { username: 'owner', filter: 'saved', ...options });
    expect(fieldsOf(res)).toEqual([400, [field]]);
  });

  it("400: another viewer cannot filter someone's pins, so nobody's favorites are revealed", async () => {
    for (const pin_filter of ['FAVORITED', 'CREATED_BY_ME', 'FAVORITED_AND_CREATED_BY_ME'] as const) {
      const res = await people.browsers.stranger.call('userPins', { username: 'owner', filter: 'saved', pin_filter });
      expect(fieldsOf(res)).toEqual([400, ['pin_filter']]);
    }
    const colors = await people.browsers.stranger.call('userPins', { username: 'owner', filter: 'saved', pin_filter: 'COLORS', color: 'red' });
    expect(fieldsOf(colors)).toEqual([400, ['pin_filter']]);
    // Without a filter they see the public pins as before; 'none' is no filter.
    const plain = await people.browsers.stranger.call('userPins', { username: 'owner', filter: 'saved', pin_filter: 'none' });
    expect(ids(plain)).toEqual([pin.r2, pin.r1, pin.b, pin.a]);
  });

  it('404: an unknown interest, or an unknown profile', async () => {
    const unknownInterest = await people.browsers.owner.call('userPins', { username: 'owner', pin_filter: 'INTERESTS', interest_id: '9999' });
    expect([unknownInterest.status, rr(unknownInterest).error.message]).toEqual([404, 'Interest not found.']);
    const unknownUser = await people.browsers.owner.call('userPins', { username: 'nobody', pin_filter: 'FAVORITED' });
    expect(unknownUser.status).toBe(404);
  });

  it.each([
    ['saved', {}, ['r2', 'r1', 'c', 'b', 'a']],
    ['saved', { pin_filter: 'none' }, ['r2', 'r1', 'c', 'b', 'a']],
    ['saved', { pin_filter: 'CREATED_BY_ME' }, ['c', 'b', 'a']],
    ['saved', { pin_filter: 'FAVORITED' }, ['r1', 'b']],
    ['saved', { pin_filter: 'FAVORITED_AND_CREATED_BY_ME' }, ['b']],
    ['saved', { pin_filter: 'COLORS', color: 'red' }, ['r2', 'a']],
    ['saved', { pin_filter: 'COLORS', color: 'blue' }, ['c', 'b']],
    ['saved', { pin_filter: 'COLORS', color: 'green' }, ['r1']],
    ['saved', { pin_filter: 'COLORS', color: 'yellow' }, []],
    ['saved', { pin_filter: 'INTERESTS', interest: 'baking' }, ['r1', 'a']],
    ['saved', { pin_filter: 'INTERESTS', interest: 'travel' }, ['c']],
    ['created', {}, ['c', 'b', 'a']],
    ['created', { pin_filter: 'CREATED_BY_ME' }, ['c', 'b', 'a']],
    ['created', { pin_filter: 'FAVORITED' }, ['b']],
    ['created', { pin_filter: 'FAVORITED_AND_CREATED_BY_ME' }, ['b']],
    ['created', { pin_filter: 'COLORS', color: 'red' }, ['a']],
    ['created', { pin_filter: 'INTERESTS', interest: 'baking' }, ['a']],
  ] as const)('the owner, tab %s with %j, sees %j', async (filter, given, expected) => {
    const { interest: name, ...options }: Filtering = given;
    const interest_id = name === undefined ? undefined : String(interest[name]);
    const res = await people.browsers.owner.call('userPins', { username: 'owner', filter, ...options, interest_id });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(expected.map((k) => pin[k]));
  });

  it('pages a filtered list by bookmark to the end', async () => {
    const first = await people.browsers.owner.call('userPins', { username: 'owner', filter: 'saved', pin_filter: 'FAVORITED', page_size: 1 });
    expect(ids(first)).toEqual([pin.r1]);
    const second = await people.browsers.owner.call('userPins', {
      username: 'owner',
      filter: 'saved',
      pin_filter: 'FAVORITED',
      page_size: 1,
      bookmark: rr(first).bookmark,
    });
    expect([ids(second), rr(second).bookmark]).toEqual([[pin.b], '-end-']);
  });
});

describe('UserPinFacetsResource get (what the own pins can be filtered by)', () => {
  it('401: signed out', async () => {
    expect((await anonCall(app, 'userPinFacets', { filter: 'saved' })).status).toBe(401);
  });

  it('400: an unknown tab names filter', async () => {
    expect(fieldsOf(await people.browsers.owner.callUnchecked('userPinFacets', { filter: 'boards' }))).toEqual([400, ['filter']]);
  });

  it("answers the hues of the viewer's own pins in palette order, each by its most frequent colour, and their interests", async () => {
    const saved = rr(await people.browsers.owner.call('userPinFacets', { filter: 'saved' })).data;
    expect(saved).toEqual({
      colors: [
        // Two reds, one each: the first counted of a tie stays.
        { hue: 'red', color: expect.stringMatching(/^#(d81818|c81818)$/), count: 2 },
        { hue: 'green', color: '#28a828', count: 1 },
        { hue: 'blue', color: expect.stringMatching(/^#(1848c8|2858b8)$/), count: 2 },
      ],
      interests: [
        { id: String(interest.baking), name: 'Baking', count: 2 },
        { id: String(interest.travel), name: 'Travel', count: 1 },
      ],
    });
    const created = rr(await people.browsers.owner.call('userPinFacets', { filter: 'created' })).data;
    expect(created.colors.map((c: { hue: string; count: number }) => [c.hue, c.count])).toEqual([
      ['red', 1],
      ['blue', 2],
    ]);
    expect(created.interests.map((i: { name: string }) => i.name)).toEqual(['Baking', 'Travel']);
  });

  it("answers only the viewer's own pins, whoever asks", async () => {
    const res = await people.browsers.stranger.call('userPinFacets', { filter: 'saved' });
    expect(rr(res).data).toEqual({ colors: [], interests: [] });
  });

  it('names a hue by its most frequent colour', async () => {
    const board = f.board(people.ids.stranger, 'Blues');
    for (const hex of ['#1848c8', '#2858b8', '#2858b8']) f.pin(people.ids.stranger, board, { image_id: f.image({ dominant_color: hex }) });
    const res = await people.browsers.stranger.call('userPinFacets', { filter: 'created' });
    expect(rr(res).data.colors).toEqual([{ hue: 'blue', color: '#2858b8', count: 3 }]);
  });
});
