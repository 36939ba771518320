import { rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const saveCount = (pinId: number) => db.prepare('SELECT save_count FROM pins WHERE id = ?').pluck().get(pinId) as number;
const pinRow = (id: number) =>
  db.prepare('SELECT pinner_id, board_id, section_id, origin_pin_id, title FROM pins WHERE id = ?').get(id) as
    { pinner_id: number; board_id: number; section_id: number | null; origin_pin_id: number | null; title: string } | undefined;
const savesOf = (userId: number, boardId: number, originId: number) =>
  db.prepare('SELECT count(*) FROM pins WHERE pinner_id = ? AND board_id = ? AND origin_pin_id = ?').pluck().get(userId, boardId, originId) as number;
const savesOn = (userId: number, boardId: number, originId: number) =>
  db.prepare('SELECT id FROM pins WHERE pinner_id = ? AND board_id = ? AND origin_pin_id = ?').pluck().get(userId, boardId, originId) as number;
const events = (newPinId: number) =>
  db.prepare('SELECT event_type, user_id, pin_id, new_pin_id, did_repin, aux_json FROM events WHERE new_pin_id = ?').all(newPinId) as {
    event_type: number;
    user_id: number;
    pin_id: number;
    new_pin_id: number;
    did_repin: number;
    aux_json: string | null;
  }[];

let counter = 0;
/** A signed-in user with a board of their own; every test gets fresh ones so none depends on another. */
async function member(): Promise<{ b: Browser; id: number; username: string; board: number }> {
  const b = await browser(app);
  const username = `saver${++counter}`;
  const id = Number((await signUp(b, username)).id);
  return { b, id, username, board: f.board(id, 'My things') };
}

/** Someone else's public original pin on their public board. */
function someonesPin(o: { privacy?: 'public' | 'secret' } = {}) {
  const owner = f.user(`owner${++counter}`);
  const board = f.board(owner, 'Ideas', { privacy: o.privacy ?? 'public' });
  return { owner, board, pin: f.pin(owner, board) };
}

describe('RepinResource create', () => {
  it('saves a pin to a board: 201 with the board, one row copying the original, its save count, the pin-saved event', async () => {
    const me = await member();
    // Tracking params are kept only with analytics allowed (test/server/cookieConsent.test.ts).
    await me.b.call('userSettingsUpdate', { allow_analytic_cookies: true, allow_marketing_cookies: false, allow_personalization_cookies: false });
    const { pin } = someonesPin();
    const before = saveCount(pin);
    const res = await me.b.call('repinCreate', { pin_id: String(pin), board_id: String(me.board), clientTrackingParams: 'ctp', user_id: me.id });
    expect(res.status).toBe(201);
    const data = rr(res).data;
    const boardSlug = db.prepare('SELECT slug FROM boards WHERE id = ?').pluck().get(me.board);
    expect(data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      board: { id: String(me.board), url: `/${me.username}/${boardSlug}/`, name: 'My things', layout: 'default' },
      origin_pin_id: String(pin),
      save_count: before + 1,
      savedInfo: {
        localPinId: data.id,
        boardId: String(me.board),
        title: 'My things',
        type: 'board',
        url: `/${me.username}/${boardSlug}/`,
        layout: 'default',
      },
    });
    expect(data.section).toBeUndefined();
    const newId = Number(data.id);
    expect(pinRow(newId)).toMatchObject({ pinner_id: me.id, board_id: me.board, origin_pin_id: pin, title: pinRow(pin)!.title });
    expect(saveCount(pin)).toBe(before + 1);
    expect(events(newId)).toEqual([
      { event_type: 5, user_id: me.id, pin_id: pin, new_pin_id: newId, did_repin: 1, aux_json: JSON.stringify({ clientTrackingParams: 'ctp' }) },
    ]);
  });

  it('counts a save of a save toward the original and records the pin that was saved in the event', async () => {
    const me = await member();
    const { owner, pin: original } = someonesPin();
    const other = f.user(`other${++counter}`);
    const repin = f.repin(original, other, f.board(other, 'Saved'));
    const before = saveCount(original);
    const res = await me.b.call('repinCreate', { pin_id: repin, board_id: me.board });
    expect(res.status).toBe(201);
    const newId = Number(rr(res).data.id);
    expect(rr(res).data.origin_pin_id).toBe(String(original));
    expect(pinRow(newId)!.origin_pin_id).toBe(original);
    expect(saveCount(original)).toBe(before + 1);
    expect(saveCount(repin)).toBe(0);
    expect(events(newId)[0]).toMatchObject({ pin_id: repin, new_pin_id: newId });
    expect(owner).not.toBe(me.id);
  });

  it('leaves the client tracking params and event context out of the event when disable_event_log_info is true', async () => {
    const me = await member();
    const { pin } = someonesPin();
    const res = await me.b.call('repinCreate', {
      pin_id: pin,
      board_id: me.board,
      clientTrackingParams: 'ctp',
      eventContext: { view: 'home' },
      disable_event_log_info: true,
    });
    expect(res.status).toBe(201);
    expect(events(Number(rr(res).data.id))).toEqual([expect.objectContaining({ event_type: 5, did_repin: 1, aux_json: null })]);
  });

  it('saves into a section of the board and answers it', async () => {
    const me = await member();
    const section = f.section(me.board, 'Kitchen');
    const { pin } = someonesPin();
    const res = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board, section: String(section) });
    expect(res.status).toBe(201);
    const slug = db.prepare('SELECT slug FROM board_sections WHERE id = ?').pluck().get(section);
    expect(rr(res).data.section).toEqual({ id: String(section), slug, title: 'Kitchen' });
    expect(pinRow(Number(rr(res).data.id))!.section_id).toBe(section);
  });

  it('answers the existing save (200) when the same pin is saved to the same board again, without a second row, count or event', async () => {
    const me = await member();
    const { pin } = someonesPin();
    const first = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board });
    const count = saveCount(pin);
    const second = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board });
    expect(second.status).toBe(200);
    expect(rr(second).data).toEqual(rr(first).data);
    expect(savesOf(me.id, me.board, pin)).toBe(1);
    expect(saveCount(pin)).toBe(count);
    expect(events(Number(rr(first).data.id))).toHaveLength(1);
  });

  it('answers a repeat with the section the first save went to', async () => {
    const me = await member();
    const section = f.section(me.board, 'Corner');
    const { pin } = someonesPin();
    const first = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board, section });
    const again = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board });
    expect(again.status).toBe(200);
    expect(rr(again).data.section).toEqual(rr(first).data.section);
    expect(rr(again).data.section.id).toBe(String(section));
  });

  it("answers the viewer's own original when it is saved to the board it is already on", async () => {
    const me = await member();
    const own = f.pin(me.id, me.board);
    const res = await me.b.call('repinCreate', { pin_id: own, board_id: me.board });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ id: String(own), origin_pin_id: String(own), save_count: 0 });
    expect(db.prepare('SELECT count(*) FROM pins WHERE board_id = ?').pluck().get(me.board)).toBe(1);
  });

  it('lets a collaborator with the save permission save to a group board, and refuses one without it (403)', async () => {
    const me = await member();
    const { owner, pin } = someonesPin();
    const group = f.board(owner, 'Group', { is_collaborative: 1 });
    const favoriteOnly = f.board(owner, 'Favorites only', { is_collaborative: 1 });
    f.collaborator(group, me.id, ['save']);
    f.collaborator(favoriteOnly, me.id, ['favorite']);
    expect((await me.b.call('repinCreate', { pin_id: pin, board_id: group })).status).toBe(201);
    const refused = await me.b.call('repinCreate', { pin_id: pin, board_id: favoriteOnly });
    expect(refused.status).toBe(403);
    expect(rr(refused).error.code).toBe('forbidden');
    expect(db.prepare('SELECT count(*) FROM pins WHERE board_id = ?').pluck().get(favoriteOnly)).toBe(0);
  });

  it("refuses someone else's board (403) and changes nothing", async () => {
    const me = await member();
    const { pin, board } = someonesPin();
    const before = saveCount(pin);
    const res = await me.b.call('repinCreate', { pin_id: pin, board_id: board });
    expect(res.status).toBe(403);
    expect(saveCount(pin)).toBe(before);
  });

  it('refuses to save for another user (403 naming user_id)', async () => {
    const me = await member();
    const { pin, owner } = someonesPin();
    const res = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board, user_id: owner });
    expect(res.status).toBe(403);
    expect(rr(res).error.fields).toEqual({ user_id: expect.any(String) });
  });

  it('answers 404 for an unknown pin or board, and for a pin or board on a secret board the viewer cannot see', async () => {
    const me = await member();
    const { pin } = someonesPin();
    const hidden = someonesPin({ privacy: 'secret' });
    const cases = [
      { pin_id: 999999, board_id: me.board },
      { pin_id: pin, board_id: 999999 },
      { pin_id: hidden.pin, board_id: me.board },
      { pin_id: pin, board_id: hidden.board },
    ];
    for (const options of cases) {
      const res = await me.b.call('repinCreate', options);
      expect([res.status, rr(res).error.code]).toEqual([404, 'not_found']);
    }
  });

  it('refuses a section that is not on the board (400 naming section)', async () => {
    const me = await member();
    const elsewhere = f.section(f.board(me.id, 'Other'), 'Elsewhere');
    const { pin } = someonesPin();
    const res = await me.b.call('repinCreate', { pin_id: pin, board_id: me.board, section: elsewhere });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['section']);
    expect(savesOf(me.id, me.board, pin)).toBe(0);
  });

  it.each([
    ['no pin_id', { board_id: 1 }, 'pin_id'],
    ['a pin_id that is no id', { pin_id: 'abc', board_id: 1 }, 'pin_id'],
    ['a negative board_id', { pin_id: 1, board_id: -4 }, 'board_id'],
    ['an eventContext that is no object', { pin_id: 1, board_id: 1, eventContext: 'x' }, 'eventContext'],
    ['a disable_event_log_info that is no boolean', { pin_id: 1, board_id: 1, disable_event_log_info: 'yes' }, 'disable_event_log_info'],
    ['clientTrackingParams over 2000 characters', { pin_id: 1, board_id: 1, clientTrackingParams: 'x'.repeat(2001) }, 'clientTrackingParams'],
  ])('refuses %s (400 naming the field)', async (_label, options, field) => {
    const me = await member();
    const res = await me.b.callUnchecked('repinCreate', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toHaveProperty(field);
  });

  it('needs a signed-in viewer (401)', async () => {
    const b = await browser(app);
    const { pin, board } = someonesPin();
    const res = await b.call('repinCreate', { pin_id: pin, board_id: board });
    expect(res.status).toBe(401);
  });

  it('shows the save as savedInfo on the save, on the original and on other saves of it, for that viewer only', async () => {
    const me = await member();
    const { pin: original } = someonesPin();
    const other = f.user(`other${++counter}`);
    const theirSave = f.repin(original, other, f.board(other, 'Theirs'));
    const res = await me.b.call('repinCreate', { pin_id: theirSave, board_id: me.board });
    const boardUrl = rr(res).data.board.url;
    for (const id of [Number(rr(res).data.id), original, theirSave]) {
      const pin = rr(await me.b.call('pinGet', { id })).data;
      expect(pin.savedInfo).toEqual({
        localPinId: rr(res).data.id,
        boardId: String(me.board),
        title: 'My things',
        type: 'board',
        url: boardUrl,
        layout: 'default',
      });
    }
    const [inFeed] = rr(await me.b.call('boardFeed', { board_id: me.board })).data;
    expect(inFeed).toMatchObject({ id: rr(res).data.id, savedInfo: { boardId: String(me.board), localPinId: rr(res).data.id } });
    const stranger = await member();
    expect(rr(await stranger.b.call('pinGet', { id: original })).data.savedInfo).toBeNull();
  });
});

describe("savedInfo.localPinId: the viewer's copy, named wherever the pin is served", () => {
  it('the closeup, the home feed and board feeds name it in a later session, and deleting that id unsaves the pin', async () => {
    const me = await member();
    const { owner, board: theirBoard, pin: original } = someonesPin();
    const copy = rr(await me.b.call('repinCreate', { pin_id: original, board_id: me.board })).data.id;

    // Regression: only the session that saved knew the copy, so after a reload the unsave had nothing to delete.
    const later = await browser(app);
    expect((await later.call('login', { username_or_email: me.username, password: 'correct horse battery' })).status).toBe(200);
    await later.call('followUser', { user_id: owner });
    const byId = (pins: { id: string; savedInfo: unknown }[]) => pins.find((p) => p.id === String(original))?.savedInfo;
    expect(rr(await later.call('pinGet', { id: original })).data.savedInfo).toMatchObject({ localPinId: copy, boardId: String(me.board) });
    expect(byId(rr(await later.call('homefeed', {})).data)).toMatchObject({ localPinId: copy });
    expect(byId(rr(await later.call('boardFeed', { board_id: theirBoard })).data)).toMatchObject({ localPinId: copy });

    const res = await later.call('pinDelete', { id: copy });
    expect(res.status).toBe(200);
    expect(rr(res).data).toMatchObject({ origin_pin_id: String(original), savedInfo: null });
    expect(rr(await later.call('pinGet', { id: original })).data.savedInfo).toBeNull();
  });
});

describe('PinResource delete', () => {
  async function saved() {
    const me = await member();
    const { pin: original, owner, board } = someonesPin();
    const res = await me.b.call('repinCreate', { pin_id: original, board_id: me.board });
    return { me, original, owner, ownerBoard: board, save: Number(rr(res).data.id) };
  }

  it("deletes the viewer's save, lowers the original's save count in the same step, and answers for the 'Pin deleted!' toast", async () => {
    const { me, original, save } = await saved();
    const before = saveCount(original);
    const res = await me.b.call('pinDelete', { id: String(save), board_id: me.board, client_tracking_params: 'ctp' });
    expect(res.status).toBe(200);
    expect(rr(res).data).toEqual({
      id: String(save),
      board_id: String(me.board),
      origin_pin_id: String(original),
      save_count: before - 1,
      savedInfo: null,
    });
    expect(pinRow(save)).toBeUndefined();
    expect(saveCount(original)).toBe(before - 1);
    expect(rr(await me.b.call('pinGet', { id: original })).data.savedInfo).toBeNull();
  });

  it('answers the board the pin is still saved to when the viewer saved it twice', async () => {
    const { me, original, save } = await saved();
    const second = f.board(me.id, 'Second');
    await me.b.call('repinCreate', { pin_id: original, board_id: second });
    const res = await me.b.call('pinDelete', { id: save });
    const secondSave = savesOn(me.id, second, original);
    expect(rr(res).data.savedInfo).toEqual(
      expect.objectContaining({ localPinId: String(secondSave), boardId: String(second), title: 'Second', layout: 'default' }),
    );
  });

  it("lets the board's owner and a collaborator allowed 'delete' remove a pin, and refuses others (403)", async () => {
    const owner = await member();
    const group = f.board(owner.id, 'Group', { is_collaborative: 1 });
    const [deleter, saver, stranger] = [await member(), await member(), await member()];
    f.collaborator(group, deleter.id, ['save', 'delete']);
    f.collaborator(group, saver.id, ['save']);
    const { pin } = someonesPin();
    const a = Number(rr(await saver.b.call('repinCreate', { pin_id: pin, board_id: group })).data.id);
    const b = Number(rr(await deleter.b.call('repinCreate', { pin_id: pin, board_id: group })).data.id);
    const ownPin = f.pin(deleter.id, group);

    expect((await stranger.b.call('pinDelete', { id: a })).status).toBe(403);
    expect((await saver.b.call('pinDelete', { id: ownPin })).status).toBe(403);
    expect(pinRow(a)).toBeDefined();
    expect((await deleter.b.call('pinDelete', { id: a })).status).toBe(200);
    expect((await owner.b.call('pinDelete', { id: b })).status).toBe(200);
    expect([pinRow(a), pinRow(b)]).toEqual([undefined, undefined]);
  });

  it('answers 404 for an unknown pin or one on a secret board the viewer cannot see', async () => {
    const me = await member();
    const hidden = someonesPin({ privacy: 'secret' });
    for (const id of [999999, hidden.pin]) expect((await me.b.call('pinDelete', { id })).status).toBe(404);
    expect(pinRow(hidden.pin)).toBeDefined();
  });

  it("refuses a board_id that is not the pin's board (400 naming board_id) and bad ids (400 naming id)", async () => {
    const { me, save } = await saved();
    const wrongBoard = await me.b.call('pinDelete', { id: save, board_id: f.board(me.id, 'Else') });
    expect([wrongBoard.status, Object.keys(rr(wrongBoard).error.fields)]).toEqual([400, ['board_id']]);
    const badId = await me.b.call('pinDelete', { id: 'nope' });
    expect([badId.status, Object.keys(rr(badId).error.fields)]).toEqual([400, ['id']]);
    expect(pinRow(save)).toBeDefined();
  });

  it('needs a signed-in viewer (401)', async () => {
    const { save } = await saved();
    const b = await browser(app);
    expect((await b.call('pinDelete', { id: save })).status).toBe(401);
    expect(pinRow(save)).toBeDefined();
  });
});
