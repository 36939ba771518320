import { makeApp } from './helpers/app';
import { factories } from './helpers/factories';
import { anonGet, rr } from './helpers/feeds';

const HOME = '/resource/UserHomefeedResource/get/';

describe('the signed-out home feed page cache', () => {
  const { app, db } = makeApp();
  const f = factories(db);
  const owner = f.user('owner');
  const board = f.board(owner, 'Popular things');
  for (let i = 0; i < 5; i++) f.pin(owner, board, { save_count: 10 + i });

  it('answers the same page twice, then shows a write on the very next request', async () => {
    const first = rr(await anonGet(app, HOME, { page_size: 3 }));
    const again = rr(await anonGet(app, HOME, { page_size: 3 }));
    expect(again).toEqual(first);

    const hot = f.pin(owner, board, { save_count: 1000, title: 'Suddenly popular' });
    const after = rr(await anonGet(app, HOME, { page_size: 3 }));
    expect(after.data[0]).toMatchObject({ id: String(hot), title: 'Suddenly popular' });

    db.prepare('UPDATE pins SET title = ? WHERE id = ?').run('Renamed', hot);
    expect(rr(await anonGet(app, HOME, { page_size: 3 })).data[0].title).toBe('Renamed');
  });

  it('keeps pages of different sizes and positions apart', async () => {
    const three = rr(await anonGet(app, HOME, { page_size: 3 }));
    const two = rr(await anonGet(app, HOME, { page_size: 2 }));
    expect(two.data.map((p: { id: string }) => p.id)).toEqual(three.data.slice(0, 2).map((p: { id: string }) => p.id));
    const next = rr(await anonGet(app, HOME, { page_size: 3, bookmark: three.bookmark }));
    expect(next.data.map((p: { id: string }) => p.id)).not.toContain(three.data[0].id);
  });
});
