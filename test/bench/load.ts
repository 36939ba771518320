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
