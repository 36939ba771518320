// `npx tsx test/bench/impressionsOnly.ts`: the impressions part of `npm run bench` on its own (about 30 s whatever
// the machine: fixed-length rounds), on a fresh server and database, for checking a change to the write path.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/helpers/server';
import { IMPRESSION_BENCH_ENV, formatImpressionBench, impressionBench } from './impressions';
import type { LoadResult } from './load';

const fmt = (r: LoadResult) =>
  `${r.name.padEnd(38)} ${r.requestsPerSec.toFixed(0).padStart(6)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-impressions-'));
  const databasePath = path.join(dir, 'bench.sqlite');
  const server = await startServer(undefined, { databasePath, env: IMPRESSION_BENCH_ENV });
  try {
    process.stdout.write(formatImpressionBench(await impressionBench(server.url, databasePath), fmt) + '\n');
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
