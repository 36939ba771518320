import { rr } from './helpers/api';
import { browser, makeApp, signUp } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const savedCounts = (ids: number[]) =>
  db.prepare(`SELECT save_count FROM pins WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`).pluck().all(JSON.stringify(ids)) as number[];
const rowsOn = (boardId: number) => db.prepare('SELECT count(*) FROM pins WHERE board_id = ?').pluck().get(boardId) as number;
const savedEvents = (userId: number) => db.prepare('SELECT count(*) FROM events WHERE event_type = 5 AND user_id = ?').pluck().get(userId) as number;

async function saver(username: string) {
  const b = await browser(app);
  const id = Number((await signUp(b, username)).id);
  return { b, id, board: f.board(id, 'Everything') };
}

describe('saves under concurrency', () => {
  const owner = f.user('popular');
  const ownerBoard = f.board(owner, 'Originals');
  const originals = Array.from({ length: 100 }, () => f.pin(owner, ownerBoard));

  it('100 concurrent saves of distinct pins leave exactly 100 rows, 100 events and each original counted once', async () => {
    const me = await saver('hundred');
    const answers = await Promise.all(originals.map((pin) => me.b.call('repinCreate', { pin_id: pin, board_id: me.board })));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(new Set(answers.map((r) => rr(r).data.id)).size).toBe(100);
    expect(rowsOn(me.board)).toBe(100);
    expect(savedEvents(me.id)).toBe(100);
    expect(savedCounts(originals)).toEqual(Array(100).fill(1));
  });

  it('20 concurrent identical saves make one row and count once; concurrent deletes of it count down once', async () => {
    const me = await saver('twenty');
    const [pin] = originals;
    const before = savedCounts([pin])[0];
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.b.call('repinCreate', { pin_id: pin, board_id: me.board })));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((r) => rr(r).data.id)).size).toBe(1);
    expect(rowsOn(me.board)).toBe(1);
    expect(savedCounts([pin])).toEqual([before + 1]);

    const id = rr(answers[0]).data.id;
    const deletes = await Promise.all(Array.from({ length: 10 }, () => me.b.call('pinDelete', { id })));
    expect(deletes.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect(rowsOn(me.board)).toBe(0);
    expect(savedCounts([pin])).toEqual([before]);
  });
});
