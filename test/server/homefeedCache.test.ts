import request from 'supertest';
import { anonCall, httpCall, rr } from './helpers/api';
import { makeApp } from './helpers/app';
import { factories } from './helpers/factories';

describe('the signed-out home feed page cache', () => {
  const { app, db } = makeApp();
  const f = factories(db);
  const owner = f.user('owner');
  const board = f.board(owner, 'Popular things');
  for (let i = 0; i < 5; i++) f.pin(owner, board, { save_count: 10 + i });

  it('answers the same page twice, then shows a write on the very next request', async () => {
    const first = rr(await anonCall(app, 'homefeed', { page_size: 3 }));
    const again = rr(await anonCall(app, 'homefeed', { page_size: 3 }));
    expect(again).toEqual(first);

    const hot = f.pin(owner, board, { save_count: 1000, title: 'Suddenly popular' });
    const after = rr(await anonCall(app, 'homefeed', { page_size: 3 }));
    expect(after.data[0]).toMatchObject({ id: String(hot), title: 'Suddenly popular' });

    db.prepare('UPDATE pins SET title = ? WHERE id = ?').run('Renamed', hot);
    expect(rr(await anonCall(app, 'homefeed', { page_size: 3 })).data[0].title).toBe('Renamed');
  });

  it('keeps pages of different sizes and positions apart', async () => {
    const three = rr(await anonCall(app, 'homefeed', { page_size: 3 }));
    const two = rr(await anonCall(app, 'homefeed', { page_size: 2 }));
    expect(two.data.map((p: { id: string }) => p.id)).toEqual(three.data.slice(0, 2).map((p: { id: string }) => p.id));
    const next = rr(await anonCall(app, 'homefeed', { page_size: 3, bookmark: three.bookmark }));
    expect(next.data.map((p: { id: string }) => p.id)).not.toContain(three.data[0].id);
  });
});

describe('compression of the shared signed-out pages', () => {
  const { app, db } = makeApp();
  const f = factories(db);
  const owner = f.user('owner');
  const board = f.board(owner, 'Things');
  for (let i = 0; i < 30; i++) f.pin(owner, board, { save_count: i });
  const { url } = httpCall('homefeed', {});

  it('answers brotli, else gzip, to a client that accepts it, and the same envelope uncompressed to one that does not', async () => {
    const brotli = await request(app).get(url).set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    const zipped = await request(app).get(url).set('Accept-Encoding', 'gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const gzipFirst = await request(app).get(url).set('Accept-Encoding', 'br;q=0.5, gzip');
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await request(app).get(url).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(brotli.body).toEqual(plain.body);
    expect(zipped.body).toEqual(plain.body);
    expect(plain.body.resource_response).toMatchObject({ status: 'success', code: 0, error: null });
    expect(plain.body.resource_response.data).toHaveLength(25);
    expect(plain.body.resource_response.bookmark).not.toBe('-end-');
  });

  it('says how long each prepared answer is, so it goes in one piece rather than in chunks', async () => {
    for (const accept of ['gzip, deflate, br', 'gzip', 'identity']) {
      const res = await request(app)
        .get(url)
        .set('Accept-Encoding', accept)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    }
  });
});
