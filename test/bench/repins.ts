import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { callEndpoint, urlOf } from './api';
import { combine, load, type LoadResult } from './load';

/**
 * The target: saves (RepinResource create) per second through the HTTP API with 50 connections, at least half
 * the rate of a POST that does nothing (`/api/ping`) on the same server, through the same middleware, with the same
 * cookies; afterwards every save the server acknowledged (2xx) is in the database, and the originals' save counts
 * went up by exactly the number of rows written.
 *
 * A few users sign up and make boards through the API; each request then saves a (user, original, board)
 * combination not used before, so an acknowledged save is a new row; `created` counts the 201s (a 200 would answer a
 * save that already existed). How many combinations the rounds need depends on how fast the machine saves, so the
 * pool is sized from the warm-up's rate; should a run still outpace it, the pool starts over (those saves answer 200,
 * as repeats) and the result says how many there were, rather than the run failing half-way.
 */

const USERS = 4;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
/** Enough for the warm-up on any machine we know of (about 3,500 saves/s at most). */
const WARM_UP_COMBINATIONS = 20_000;
/** The rounds' pool is this many times what the warm-up's rate would use, since a warmed-up server saves faster. */
const POOL_MARGIN = 3;

interface Member {
  id: number;
  cookie: string;
  csrf: string;
  boards: number[];
}

export interface RepinBenchResult {
  ping: LoadResult;
  repin: LoadResult;
  acknowledged: number;
  created: number;
  /** Acknowledged saves not found in the database afterwards: must be 0. */
  missing: number;
  /** Rows written by the bench users; may exceed the acknowledged count by requests cut off when the run ended. */
  rows: number;
  /** Sum of the originals' save-count increases minus rows written: must be 0. */
  countDrift: number;
  /** Saves asked for again because the pool was used up (they answer 200, cheaper than a new save): should be 0. */
  repeats: number;
}

export function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

async function addBoards(base: string, member: Member, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const board = await callEndpoint(base, member, 'boardCreate', { name: `Bench ${member.boards.length}` });
    member.boards.push(Number((await board.json()).resource_response.data.id));
  }
}

async function signUpMember(base: string, n: number, boardsPerUser: number): Promise<Member> {
  const csrf = cookiesOf(await fetch(base + urlOf('health'))).csrftoken;
  const username = `bench_${Date.now().toString(36)}_${n}`;
  const anon = { cookie: `csrftoken=${csrf}`, csrf };
  const res = await callEndpoint(base, anon, 'register', {
    username,
    email: `${username}@bench.example`,
    password: 'bench password 2026',
    first_name: 'Bench',
  });
  const { data } = (await res.json()).resource_response;
  // Signing up hands out a new csrf token, bound to the new session.
  const signedIn = cookiesOf(res);
  const member = {
    id: Number(data.id),
    cookie: `csrftoken=${signedIn.csrftoken}; sess=${signedIn.sess}`,
    csrf: signedIn.csrftoken,
    boards: [] as number[],
  };
  await addBoards(base, member, boardsPerUser);
  return member;
}

/**
 * Every (member, board, pin) once, interleaved so that consecutive saves go to different users and originals. The
 * boards are read as the walk reaches them, so boards added between rounds extend a walk already under way.
 */
function* combinations(members: Member[], pins: number[]) {
  for (let b = 0; b < members[0].boards.length; b++) {
    for (const pin of pins) for (const m of members) yield { m, board: m.boards[b], pin };
  }
}

/** The combinations without end: once every one is used the walk starts over, and `repeats` counts what it hands out again. */
function endlessCombinations(members: Member[], pins: number[]) {
  let walk = combinations(members, pins);
  let lap = 0;
  const pool = {
    repeats: 0,
    next() {
      let c = walk.next();
      if (c.done) {
        walk = combinations(members, pins);
        c = walk.next();
        lap++;
      }
      if (lap > 0) pool.repeats++;
      return c.value!;
    },
  };
  return pool;
}

export async function repinBench(base: string, databasePath: string): Promise<RepinBenchResult> {
  const db = new Database(databasePath, { readonly: true });
  try {
    // Originals any signed-in user may see: a save of a save counts toward its original, so saving both to one board
    // would be a repeat.
    const pins = db
      .prepare(`SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.origin_pin_id IS NULL AND b.privacy <> 'secret' ORDER BY p.id`)
      .pluck()
      .all() as number[];
    const boardsFor = (combinations: number) => Math.ceil(combinations / (USERS * pins.length));
    const members: Member[] = [];
    for (let n = 0; n < USERS; n++) members.push(await signUpMember(base, n, boardsFor(WARM_UP_COMBINATIONS)));
    const countsBefore = db.prepare(`SELECT sum(save_count) FROM pins`).pluck().get() as number;

    // Both routes get the same client-side work per request (a fresh combination, its JSON body, a parsed answer): on
    // a 2-core machine autocannon shares the CPU with the server, so any difference there would show in the ratio.
    const requestsTo = (
      path: string,
      pool: ReturnType<typeof endlessCombinations>,
      acknowledge: (data: { id?: string }, status: number) => void,
    ): autocannon.Request[] => [
      {
        method: 'POST',
        path,
        setupRequest: (req) => {
          const { m, board, pin } = pool.next();
          return {
            ...req,
            headers: { 'content-type': 'application/json', cookie: m.cookie, 'x-csrftoken': m.csrf },
            body: JSON.stringify({ options: { pin_id: String(pin), board_id: String(board), user_id: String(m.id) } }),
          };
        },
        onResponse: (status, body) => {
          if (status < 300) acknowledge(JSON.parse(body).resource_response.data, status);
        },
      },
    ];
    let pings = 0;
    const pingRequests = requestsTo(urlOf('ping'), endlessCombinations(members, pins), () => pings++);
    const acknowledged = new Set<number>();
    let created = 0;
    const repinPool = endlessCombinations(members, pins);
    const repinRequests = requestsTo(urlOf('repinCreate'), repinPool, (data, status) => {
      acknowledged.add(Number(data.id));
      if (status === 201) created++;
    });

    // Short alternating rounds rather than one long run each: the machine is shared, and load that comes and goes
    // then falls on both routes alike.
    await load('warm-up ping', { url: base, duration: WARM_UP_SECONDS, requests: pingRequests });
    await load('warm-up repin', { url: base, duration: WARM_UP_SECONDS, requests: repinRequests });
    const roundsNeed = (acknowledged.size / WARM_UP_SECONDS) * ROUNDS * ROUND_SECONDS * POOL_MARGIN;
    const moreBoards = boardsFor(acknowledged.size + roundsNeed) - members[0].boards.length;
    for (const m of members) await addBoards(base, m, moreBoards);
    const pingRounds: LoadResult[] = [];
    const repinRounds: LoadResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      pingRounds.push(await load('ping', { url: base, duration: ROUND_SECONDS, requests: pingRequests }));
      repinRounds.push(await load('repin', { url: base, duration: ROUND_SECONDS, requests: repinRequests }));
    }
    const ping = combine('trivial POST (/api/ping)', pingRounds);
    const repin = combine('repin (RepinResource create)', repinRounds);
    if (pings === 0) throw new Error('the ping route answered no 2xx');

    // One read transaction, so the three figures come from the same committed state.
    const check = db.transaction(() => ({
      present: db
        .prepare(`SELECT count(*) FROM pins WHERE id IN (SELECT value FROM json_each(?))`)
        .pluck()
        .get(JSON.stringify([...acknowledged])) as number,
      rows: db
        .prepare(`SELECT count(*) FROM pins WHERE pinner_id IN (SELECT value FROM json_each(?))`)
        .pluck()
        .get(JSON.stringify(members.map((m) => m.id))) as number,
      counts: db.prepare(`SELECT sum(save_count) FROM pins`).pluck().get() as number,
    }))();
    return {
      ping,
      repin,
      acknowledged: acknowledged.size,
      created,
      missing: acknowledged.size - check.present,
      rows: check.rows,
      countDrift: check.counts - countsBefore - check.rows,
      repeats: repinPool.repeats,
    };
  } finally {
    db.close();
  }
}

export function formatRepinBench(r: RepinBenchResult, fmt: (l: LoadResult) => string): string {
  return [
    fmt(r.ping),
    fmt(r.repin),
    '',
    `repins / trivial POST:      ${(r.repin.requestsPerSec / r.ping.requestsPerSec).toFixed(2)}x req/s (goal >= 0.5)`,
    `acknowledged saves: ${r.acknowledged} (${r.created} new), missing from the database afterwards: ${r.missing} (goal 0); rows written: ${r.rows}; save-count drift: ${r.countDrift} (goal 0)`,
    `repeated saves, the pool used up: ${r.repeats}${r.repeats ? ' (the ratio is flattered: raise POOL_MARGIN)' : ''}`,
  ].join('\n');
}
