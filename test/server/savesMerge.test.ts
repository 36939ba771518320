import { rr } from './helpers/api';
import { browser, makeApp, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const quickSaves = (ownerId: number) =>
  db.prepare(`SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'`).pluck().all(ownerId) as number[];
const savesBy = (userId: number) => db.prepare('SELECT origin_pin_id FROM pins WHERE pinner_id = ? ORDER BY id').pluck().all(userId) as number[];
const savesIds = (userId: number) => db.prepare('SELECT id FROM pins WHERE pinner_id = ? ORDER BY id').pluck().all(userId) as number[];
const saveCount = (pinId: number) => db.prepare('SELECT save_count FROM pins WHERE id = ?').pluck().get(pinId) as number;

let counter = 0;
async function member(): Promise<{ b: Browser; id: number; username: string }> {
  const b = await browser(app);
  const username = `merger${++counter}`;
  return { b, id: Number((await signUp(b, username)).id), username };
}

function pins(n: number, privacy: 'public' | 'secret' = 'public'): number[] {
  const owner = f.user(`pinner${++counter}`);
  const board = f.board(owner, 'Ideas', { privacy });
  return Array.from({ length: n }, () => f.pin(owner, board));
}

describe('LocalSavesResource create (merge of signed-out saves)', () => {
  it("saves the entries into the viewer's quick-saves board, created on the way, and answers what it merged", async () => {
    const me = await member();
    const [a, b] = pins(2);
    const res = await me.b.call('localSavesMerge', { saves: [{ pin_id: String(a) }, { pin_id: b, user_id: null }] });
    expect(res.status).toBe(200);
    const [board] = quickSaves(me.id);
    const data = rr(res).data;
    expect(data.board).toEqual({ id: String(board), url: `/${me.username}/profile/`, name: 'Profile', layout: 'quick_saves' });
    const savedOn = (id: string) => ({
      localPinId: id,
      boardId: String(board),
      title: 'Profile',
      type: 'board',
      url: data.board.url,
      layout: 'quick_saves',
    });
    const [first, second] = savesIds(me.id);
    // Each entry answers as a repin does, so the client can show the merged pins saved at once.
    expect(data.merged).toEqual([
      { index: 0, pin_id: String(a), id: String(first), created: true, origin_pin_id: String(a), save_count: 1, savedInfo: savedOn(String(first)) },
      { index: 1, pin_id: String(b), id: String(second), created: true, origin_pin_id: String(b), save_count: 1, savedInfo: savedOn(String(second)) },
    ]);
    expect(data.ignored).toEqual([]);
    expect(savesBy(me.id)).toEqual([a, b]);
    expect([saveCount(a), saveCount(b)]).toEqual([1, 1]);
  });

  it('ignores malformed, unknown, invisible, foreign and repeated entries without failing the rest, and keeps at most 2', async () => {
    const me = await member();
    const other = await member();
    const [a, b, c] = pins(3);
    const [hidden] = pins(1, 'secret');
    const res = await me.b.call('localSavesMerge', {
      saves: [
        'not an entry',
        { pin_id: 'abc' },
        { pin_id: 999999 },
        { pin_id: hidden },
        { pin_id: a, user_id: other.id },
        { pin_id: a, user_id: me.id },
        { pin_id: a },
        { pin_id: b },
        { pin_id: c },
        null,
      ],
    });
    expect(res.status).toBe(200);
    const data = rr(res).data;
    expect(data.merged.map((m: { index: number }) => m.index)).toEqual([5, 7]);
    expect(data.ignored).toEqual([
      { index: 0, reason: 'malformed' },
      { index: 1, reason: 'malformed' },
      { index: 2, reason: 'not_found' },
      { index: 3, reason: 'not_found' },
      { index: 4, reason: 'other_user' },
      { index: 6, reason: 'duplicate' },
      { index: 8, reason: 'over_limit' },
      { index: 9, reason: 'malformed' },
    ]);
    expect(savesBy(me.id)).toEqual([a, b]);
    expect(saveCount(c)).toBe(0);
  });

  it('is idempotent: the same merge again adds no row, count or board', async () => {
    const me = await member();
    const [a, b] = pins(2);
    const saves = [{ pin_id: a }, { pin_id: b }];
    const first = rr(await me.b.call('localSavesMerge', { saves })).data;
    const second = rr(await me.b.call('localSavesMerge', { saves })).data;
    expect(second.merged).toEqual(first.merged.map((m: object) => ({ ...m, created: false })));
    expect(savesBy(me.id)).toEqual([a, b]);
    expect([saveCount(a), saveCount(b)]).toEqual([1, 1]);
    expect(quickSaves(me.id)).toHaveLength(1);
  });

  it('creates no board when nothing is merged', async () => {
    const me = await member();
    const res = await me.b.call('localSavesMerge', { saves: [{ pin_id: 999999 }] });
    expect(rr(res).data).toEqual({ board: null, merged: [], ignored: [{ index: 0, reason: 'not_found' }] });
    expect(quickSaves(me.id)).toEqual([]);
  });

  it('refuses a list that is not one, or longer than 10 entries (400 naming saves), and a signed-out caller (401)', async () => {
    const me = await member();
    for (const saves of ['x', Array.from({ length: 11 }, () => ({ pin_id: 1 }))]) {
      const res = await me.b.callUnchecked('localSavesMerge', { saves });
      expect([res.status, Object.keys(rr(res).error.fields)]).toEqual([400, ['saves']]);
    }
    const anon = await browser(app);
    expect((await anon.call('localSavesMerge', { saves: [] })).status).toBe(401);
    expect(savesBy(me.id)).toEqual([]);
  });
});
