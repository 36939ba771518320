import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prepareEnvelope } from '../../server/http/json';

/** A page of pin-like records, varied as real ones are (a fixed generator, so every run compresses alike). */
function page(): unknown[] {
  const words = ['kitchen', 'garden', 'blue', 'door', 'recipe', 'autumn', 'wool', 'tiles', 'cabin', 'lamp', 'linen', 'oak'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: 60 }, (_, i) => ({
    id: String(1000 + (next() % 90000)),
    title: Array.from({ length: 4 }, () => words[next() % words.length]).join(' '),
    description: Array.from({ length: 30 }, () => words[next() % words.length]).join(' '),
    images: { '236x': { url: `/media/${next().toString(36)}/236.jpg`, width: 236, height: 200 + (next() % 300) } },
    save_count: next() % 5000,
    position: i,
  }));
}

describe('a prepared envelope', () => {
  it('is the same envelope in every encoding', () => {
    const env = prepareEnvelope(page(), 'next');
    expect(gunzipSync(env.gzip)).toEqual(env.identity);
    expect(brotliDecompressSync(env.br)).toEqual(env.identity);
    expect(JSON.parse(env.identity.toString()).resource_response).toMatchObject({ status: 'success', bookmark: 'next' });
  });

  it('once sent often in brotli, is recompressed at the best quality off the request thread: smaller, the same envelope', async () => {
    const env = prepareEnvelope(page());
    const first = env.br;
    for (let i = 1; i < 20; i++) expect(env.sentBrotli()).toBeNull();
    const best = env.sentBrotli();
    expect(best).not.toBeNull();
    // Still the first bytes until the thread pool is done: no request waits for it.
    expect(env.br).toBe(first);
    await best;
    expect(env.br.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(env.br)).toEqual(env.identity);
    // Made once.
    for (let i = 0; i < 50; i++) expect(env.sentBrotli()).toBeNull();
  });

  it('recompresses one envelope at a time', async () => {
    const a = prepareEnvelope(page());
    const b = prepareEnvelope(page());
    for (let i = 1; i < 20; i++) {
      a.sentBrotli();
      b.sentBrotli();
    }
    const started = a.sentBrotli();
    expect(b.sentBrotli()).toBeNull();
    await started;
    const next = b.sentBrotli();
    expect(next).not.toBeNull();
    await next;
  });
});
