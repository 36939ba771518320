// `npm run bench`: measures the targets of the issues on this machine: the server's as ratios taken in one run, the
// pages' as Lighthouse measures a new visitor's visit on a phone, the grid's in Chromium.
// The server runs as `npm start` runs it (production bundle, real SQLite file seeded with the demo data) in its own
// process; autocannon drives it from this one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { residentBytes } from '../e2e/helpers/memory';
import { startServer } from '../e2e/helpers/server';
import { startBare } from './bare';
import { homeRouteBundle } from './bundleSize';
import { formatGridPerf, gridPerf } from './gridPerf';
import { IMPRESSION_BENCH_ENV, formatImpressionBench, impressionBench } from './impressions';
import { formatLighthouseBench, lighthouseBench } from './lighthouse';
import { load, type LoadResult } from './load';
import { formatRepinBench, repinBench } from './repins';
import { formatServerCost, serverCost } from './serverCost';

/**
 * Another Node to compare this one with: BENCH_OTHER_NODE, else the machine's own /usr/bin/node when it is another
 * major version (this machine's is the end-of-life Node 20 the project left). null when there is none.
 */
function otherNode(): { path: string; version: string } | null {
  const candidate = process.env.BENCH_OTHER_NODE ?? '/usr/bin/node';
  if (!existsSync(candidate)) return null;
  const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
  return version.split('.')[0] === process.version.split('.')[0] ? null : { path: candidate, version };
}

/** A bare Express 5 hello on this Node and on the other one, alternating so that passing load falls on both. */
async function runtimeComparison(): Promise<string> {
  const other = otherNode();
  if (!other) return `Runtime: no second Node to compare ${process.version} with (set BENCH_OTHER_NODE).`;
  const rounds = { here: [] as LoadResult[], there: [] as LoadResult[] };
  for (let i = 0; i < 2; i++) {
    for (const [side, node] of [
      ['here', process.execPath],
      ['there', other.path],
    ] as const) {
      const bare = await startBare(node, true);
      try {
        rounds[side].push(await load(`bare Express 5 on ${side === 'here' ? process.version : other.version}`, { url: bare.url, duration: 5 }));
      } finally {
        bare.stop();
      }
    }
  }
  const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + r.requestsPerSec, 0) / rs.length;
  return [
    'Runtime, a bare Express 5 hello, 50 connections, 2 alternating rounds of 5 s each:',
    `${process.version.padEnd(10)} ${mean(rounds.here).toFixed(0).padStart(8)} req/s`,
    `${other.version.padEnd(10)} ${mean(rounds.there).toFixed(0).padStart(8)} req/s`,
    `${process.version} / ${other.version}: ${(mean(rounds.here) / mean(rounds.there)).toFixed(2)}x`,
  ].join('\n');
}

const fmt = (r: LoadResult) =>
  `${r.name.padEnd(34)} ${r.requestsPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}  errors ${r.errors}`;

async function main() {
  // A database file of our own (not startServer's temporary one), so the repin run can check it afterwards.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-'));
  const databasePath = path.join(dataDir, 'bench.sqlite');
  const server = await startServer(undefined, { databasePath, env: IMPRESSION_BENCH_ENV });
  // The seed runs in a process of its own before the server starts, so this is the server on the seeded database.
  const rssAtStart = residentBytes(server.pid);
  const bare = await startBare();
  try {
    const cost = await serverCost(server.url);
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const bareResult = await load('bare node:http hello', { url: bare.url, headers });
    const bundle = await homeRouteBundle(server.url);
    // Last on this server: the saves and impressions they write would otherwise change what the feed routes measure.
    const repins = await repinBench(server.url, databasePath);
    const impressions = await impressionBench(server.url, databasePath);
    const rssAfterLoad = residentBytes(server.pid);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

    const lines = [
      '',
      formatServerCost(cost, fmt),
      '',
      'The floor, 10 s:',
      fmt(bareResult),
      `trivial route / bare node:http: ${(cost.trivial.requestsPerSec / bareResult.requestsPerSec).toFixed(2)}x req/s`,
      '',
      'Saves, 50 connections, 3 alternating rounds of 4 s each, same run:',
      formatRepinBench(repins, fmt),
      '',
      'Impressions, 50 connections, 3 alternating rounds of 4 s each, same run:',
      formatImpressionBench(impressions, fmt),
      '',
      `Home route initial bundle as sent (${bundle.assets.length} files, ${[...new Set(bundle.assets.map((a) => a.encoding))].join(', ')}): JS ${(bundle.js / 1024).toFixed(1)} KB (goal <= 120 KB), CSS ${(bundle.css / 1024).toFixed(1)} KB`,
      '',
      `Server resident memory (VmRSS): ${mb(rssAtStart)} just started on the seeded database, ${mb(rssAfterLoad)} after the load runs`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    bare.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Each on a server of its own, started after the throughput runs so that none disturbs another: Lighthouse on a
  // fresh database, the grid on the demo data with its originals copied past 20,000.
  process.stdout.write('\n' + formatLighthouseBench(await lighthouseBench()) + '\n');
  process.stdout.write('\nVirtualized grid, signed-out home feed scrolled in Chromium:\n' + formatGridPerf(await gridPerf()) + '\n');
  process.stdout.write('\n' + (await runtimeComparison()) + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
