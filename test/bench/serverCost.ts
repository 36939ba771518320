import { urlOf } from './api';
import { startBare } from './bare';
import { combine, dropBodies, load, type LoadResult } from './load';

/**
 * The server's own cost per request, as two ratios taken in one run: the trivial route (`GET /api/health`, through
 * all the middleware) against a bare Express 5 hello on the same Node (goal at least 0.5x), and the signed-out home
 * feed (25 pins) against the trivial route (goal at least 0.8x, with a p99 at most 2x). Each is warmed up, then the
 * three alternate in short rounds, so that a drift of the machine's speed falls on all of them alike.
 */

const WARM_UP_SECONDS = 3;
const ROUNDS = 5;
const ROUND_SECONDS = 4;

export const TRIVIAL_GOAL = 0.5;
export const FEED_GOAL = 0.8;

export interface ServerCostResult {
  bareExpress: LoadResult;
  trivial: LoadResult;
  homefeed: LoadResult;
}

export async function serverCost(serverUrl: string): Promise<ServerCostResult> {
  const bare = await startBare(process.execPath, true);
  try {
    // Sent as a browser sends them: answers are compressed for clients that accept it.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const opts = { headers, setupClient: dropBodies };
    const routes = [
      { name: 'bare Express 5 hello', url: bare.url },
      { name: 'trivial route', url: serverUrl + urlOf('health') },
      { name: 'home feed', url: serverUrl + urlOf('homefeed', { page_size: 25 }) },
    ];
    for (const route of routes) await load('warm-up', { url: route.url, ...opts, duration: WARM_UP_SECONDS });
    const rounds: LoadResult[][] = routes.map(() => []);
    for (let i = 0; i < ROUNDS; i++) {
      for (const [at, route] of routes.entries()) rounds[at].push(await load(route.name, { url: route.url, ...opts, duration: ROUND_SECONDS }));
    }
    return {
      bareExpress: combine('bare Express 5 hello (same Node)', rounds[0]),
      trivial: combine('trivial route (GET /api/health)', rounds[1]),
      homefeed: combine('home feed (25 pins, signed out)', rounds[2]),
    };
  } finally {
    bare.stop();
  }
}

export function formatServerCost(r: ServerCostResult, fmt: (r: LoadResult) => string): string {
  const ratio = (a: LoadResult, b: LoadResult) => (a.requestsPerSec / b.requestsPerSec).toFixed(2);
  return [
    `Throughput, 50 connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s each, same run:`,
    fmt(r.bareExpress),
    fmt(r.trivial),
    fmt(r.homefeed),
    '',
    `trivial route / bare Express: ${ratio(r.trivial, r.bareExpress)}x req/s (goal >= ${TRIVIAL_GOAL})`,
    `home feed / trivial route:    ${ratio(r.homefeed, r.trivial)}x req/s (goal >= ${FEED_GOAL}), p99 ${(r.homefeed.p99 / Math.max(1, r.trivial.p99)).toFixed(2)}x (goal <= 2)`,
  ].join('\n');
}
