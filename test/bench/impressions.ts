import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { cookiesOf } from './repins';
import { callEndpoint, urlOf } from './api';
import { combine, load, type LoadResult } from './load';

/**
 * The target: a page of 25 impressions (PinImpressionsResource create) recorded at least as fast as the trivial
 * POST (`/api/ping`), in requests per second with 50 connections, on the same server, through the same middleware,
 * with the same cookies and the very same body. The visitor is signed out with a consent cookie that allows analytics
 * (so every page is stored); afterwards every impression the server acknowledged is in the database, raw or rolled up.
 * Short alternating rounds, as for the saves, so load that comes and goes on a shared machine falls on both.
 */

const PAGE = 25;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;

export interface ImpressionBenchResult {
  ping: LoadResult;
  impressions: LoadResult;
  /** Impressions the server answered as recorded. */
  acknowledged: number;
  /** Acknowledged impressions found in neither the raw table nor the daily counts afterwards: must be 0. */
  missing: number;
}

/**
 * The server's environment for this bench: one address sends thousands of pages a second, far past the analytics rate
 * limits, which still run, and still count every request, at these.
 */
export const IMPRESSION_BENCH_ENV = { ANALYTICS_RATE_LIMIT: '1000000000', ANALYTICS_ADDRESS_RATE_LIMIT: '1000000000' };

/** The first `n` pins of the seeded database a signed-out visitor sees: only those are counted. */
function visiblePins(databasePath: string, n: number): string[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    const ids = db
      .prepare(`SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy <> 'secret' ORDER BY p.id LIMIT ?`)
      .pluck()
      .all(n) as number[];
    if (ids.length < n) throw new Error(`the database has ${ids.length} pins a visitor sees, not ${n}`);
    return ids.map(String);
  } finally {
    db.close();
  }
}

/** A grid page's impressions as the client sends them: 25 cells in view for a while, in slot order. */
function page(pins: string[]): string {
  const now = Date.now();
  const impressions = pins.map((pin_id, slot) => ({
    pin_id,
    clientTrackingParams: `cwABAAAAEDE${slot}MzQ1Njc4OTAxMjM0NTY`,
    slotIndex: slot,
    time: now - 5000,
    renderDuration: 120 + slot,
    visibility: { 1: 4000, 50: 3500, 80: 3000, 100: 2500 },
    cellSize: { width: 236, height: 300 + slot },
    windowSize: { width: 1280, height: 800 },
  }));
  return JSON.stringify({ options: { impressions } });
}

async function consentingVisitor(base: string): Promise<{ cookie: string; csrf: string }> {
  const csrf = cookiesOf(await fetch(base + urlOf('health'))).csrftoken;
  const res = await callEndpoint(base, { cookie: `csrftoken=${csrf}`, csrf }, 'userSettingsUpdate', {
    allow_analytic_cookies: true,
    allow_marketing_cookies: false,
    allow_personalization_cookies: false,
  });
  const consent = Object.entries(cookiesOf(res)).find(([name]) => name !== 'csrftoken');
  if (!consent) throw new Error('consent: no cookie set');
  return { cookie: `csrftoken=${csrf}; ${consent[0]}=${consent[1]}`, csrf };
}

export async function impressionBench(base: string, databasePath: string): Promise<ImpressionBenchResult> {
  const visitor = await consentingVisitor(base);
  const body = page(visiblePins(databasePath, PAGE));
  const headers = { 'content-type': 'application/json', cookie: visitor.cookie, 'x-csrftoken': visitor.csrf };
  let pings = 0;
  let acknowledged = 0;
  const requestsTo = (path: string, onOk: (data: { recorded?: number }) => void): autocannon.Request[] => [
    {
      method: 'POST',
      path,
      headers,
      body,
      // Both parse their answer, so the client's work per request is the same for both routes.
      onResponse: (status, text) => {
        if (status < 300) onOk(JSON.parse(text).resource_response.data);
      },
    },
  ];
  const pingRequests = requestsTo(urlOf('ping'), () => pings++);
  const impressionRequests = requestsTo(urlOf('analyticsImpressionsCreate'), (data) => (acknowledged += data.recorded ?? 0));

  await load('warm-up ping', { url: base, duration: WARM_UP_SECONDS, requests: pingRequests });
  await load('warm-up impressions', { url: base, duration: WARM_UP_SECONDS, requests: impressionRequests });
  const pingRounds: LoadResult[] = [];
  const impressionRounds: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    pingRounds.push(await load('ping', { url: base, duration: ROUND_SECONDS, requests: pingRequests }));
    impressionRounds.push(await load('impressions', { url: base, duration: ROUND_SECONDS, requests: impressionRequests }));
  }
  if (pings === 0) throw new Error('the ping route answered no 2xx');

  const db = new Database(databasePath, { readonly: true });
  try {
    const stored = db.transaction(
      () =>
        // Pages not yet in the daily counts (those after the last counted page), and the daily counts.
        (db
          .prepare(`SELECT count(*) FROM analytics_impressions WHERE id > (SELECT page_id * 128 + 127 FROM analytics_impressions_counted)`)
          .pluck()
          .get() as number) +
        (db.prepare(`SELECT coalesce(sum(count), 0) FROM analytics_daily_counts WHERE kind = 'impression'`).pluck().get() as number),
    )();
    return {
      ping: combine('trivial POST (/api/ping, same body)', pingRounds),
      impressions: combine(`impressions (${PAGE} a request)`, impressionRounds),
      acknowledged,
      missing: Math.max(0, acknowledged - stored),
    };
  } finally {
    db.close();
  }
}

export function formatImpressionBench(r: ImpressionBenchResult, fmt: (l: LoadResult) => string): string {
  return [
    fmt(r.ping),
    fmt(r.impressions),
    '',
    `page of ${PAGE} impressions / trivial POST: ${(r.impressions.requestsPerSec / r.ping.requestsPerSec).toFixed(2)}x req/s (goal >= 1)`,
    `acknowledged impressions: ${r.acknowledged}, missing from the database afterwards: ${r.missing} (goal 0)`,
  ].join('\n');
}
