import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
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
