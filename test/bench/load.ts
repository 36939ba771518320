import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon keeps each answer's body as a string (`req.body += data`), decoding its bytes as UTF-8: for a brotli answer
 * that is not text, 124 µs per 9.8 KB feed page, more than the server spends on the whole request, taken from the same
 * two cores. A browser decompresses in native code and never does it. A comparison that reads no body (the server's
 * cost per request) gives this as `setupClient`, so the load generator spends on every route only what a client
 * must: the parsing of each answer. (The saves and impressions read theirs, to check what was acknowledged.)
 */
export function dropBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon no longer keeps bodies in pipelinedRequests.addBody: revisit dropBodies');
  queue.addBody = () => undefined;
}

export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ connections: 50, duration: 10, pipelining: 1, ...opts });
  return {
    name,
    requestsPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Equal-length rounds of one route as one result: mean rate and p50, worst p99, summed failures. */
export function combine(name: string, rounds: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) => rounds.reduce((sum, r) => sum + f(r), 0) / rounds.length;
  return {
    name,
    requestsPerSec: mean((r) => r.requestsPerSec),
    p50: Math.round(mean((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}
