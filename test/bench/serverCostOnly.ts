// `npx tsx test/bench/serverCostOnly.ts`: the server's cost per request alone (the trivial route against a bare Express
// 5 hello, the home feed against the trivial route; about 75 s), on a fresh server and database, for checking a change
// to the middleware. One run is noisy on a shared machine: compare runs taken the same hour.
import { startServer } from '../e2e/helpers/server';
import { formatServerCost, serverCost } from './serverCost';
import type { LoadResult } from './load';

const fmt = (r: LoadResult) =>
  `${r.name.padEnd(34)} ${r.requestsPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;

async function main() {
  const server = await startServer();
  try {
    process.stdout.write(formatServerCost(await serverCost(server.url), fmt) + '\n');
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
