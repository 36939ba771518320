import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '../../shared/contracts/registry';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../e2e/helpers/chromium';
import { domNodesAfterGc } from '../e2e/helpers/memory';
import { startServer } from '../e2e/helpers/server';

/**
 * The target: with 20,000 pins loaded the grid mounts about as many cards and DOM nodes as with 100 (<= 1.1x),
 * and scrolling there causes no long task over 50 ms; the JS heap is reported at both and after a full collection.
 *
 * The demo data has a few hundred originals, so the bench seeds a database the way `npm start` does, then copies the
 * signed-out feed's originals (same image, board and owner, new id, distinct created_at) until at least
 * MIN_ORIGINALS are visible, and serves that file. Chromium then scrolls the signed-out home page a viewport at a
 * time, as a user would, and the cards and nodes are counted just after the page that brings the feed to 100 pins
 * and just after the one that brings it to 20,000.
 */

const MIN_ORIGINALS = 20_100;
const SMALL = 100;
const LARGE = 20_000;
/**
 * Scrolling stops here even if LARGE was not reached (so the bench ends on a slower machine too); the result then
 * says how many pins were loaded.
 */
const SCROLL_BUDGET_MS = 900_000;
const VIEWPORT = { width: 1280, height: 900 };

export interface GridSnapshot {
  loaded: number;
  cards: number;
  nodes: number;
  /** The JS heap in use at that moment, garbage not yet collected included (a forced collection would be a long task). */
  jsHeapMb: number;
}

export interface GridPerfResult {
  originals: number;
  small: GridSnapshot;
  large: GridSnapshot;
  /** Long tasks (> 50 ms, as the browser reports them) that started after the first page was on screen. */
  longTasks: number;
  longestMs: number;
  /** How many pins the feed held when each long task over 50 ms started. */
  longTasksAtPins: number[];
  /**
   * The same count by the renderer main thread's CPU time (Chromium's trace), which a busy machine does not inflate:
   * a task that waits for a core lasts longer on the wall clock, not in CPU time.
   */
  cpuLongTasks: number;
  cpuLongestMs: number;
  /** The longest main-thread task in the same trace by its wall-clock duration (the long-task API reports none under 50 ms). */
  traceLongestMs: number;
  /**
   * After scrolling and a full garbage collection: DOM nodes alive in the renderer (detached ones included) against
   * the nodes the document holds, and the JS heap in use. A grid that keeps the cards it unmounted shows it here.
   */
  memory: { liveNodes: number; documentNodes: number; jsHeapMb: number };
  /** Long tasks during the initial page load, before scrolling began (not part of the goal). */
  loadLongTasks: number;
  scrollMs: number;
  reachedLarge: boolean;
}

/** Multiplies the visible originals of a seeded database until at least `min` are visible signed out. */
function multiplyOriginals(file: string, min: number): number {
  const db = new Database(file);
  try {
    const visible = `FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.origin_pin_id IS NULL AND b.privacy <> 'secret'`;
    const count = () => db.prepare(`SELECT count(*) ${visible}`).pluck().get() as number;
    const base = count();
    if (base === 0) throw new Error('seeded database has no visible originals');
    const copies = Math.ceil(min / base) - 1;
    const columns = (db.prepare('PRAGMA table_info(pins)').all() as { name: string }[])
      .map((c) => c.name)
      .filter((c) => c !== 'id' && c !== 'origin_pin_id' && c !== 'created_at');
    const list = columns.join(', ');
    const from = columns.map((c) => `p.${c}`).join(', ');
    // The same board keeps the copy with the same owner; created_at moves back a minute per copy round, and the
    // original ids keep the rows of a round distinct from one another.
    const insert = db.prepare(
      `INSERT INTO pins (${list}, origin_pin_id, created_at)
       SELECT ${from}, NULL, p.created_at - @round * 60000 - (p.id % 1000) ${visible} AND p.id <= @maxId ORDER BY p.id`,
    );
    const maxId = db.prepare('SELECT max(id) FROM pins').pluck().get() as number;
    db.transaction(() => {
      for (let round = 1; round <= copies; round++) insert.run({ round, maxId });
    })();
    return count();
  } finally {
    db.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A thread's top-level tasks, as few figures: how many, how many took over 50 ms of CPU, the longest by CPU and wall clock. */
interface ThreadTasks {
  tasks: number;
  cpuLong: number;
  cpuLongestMs: number;
  wallLongestMs: number;
}

/**
 * Starts a 'toplevel' trace of the whole browser; the function it returns ends it and gives the top-level tasks of the
 * page's main thread. Events are read as Chromium sends them, a batch at a time, and kept as a few figures per thread:
 * a trace of the scroll to 20,000 pins is longer than the longest string Node can make, so it cannot be read whole.
 */
async function traceTasks(browser: Browser): Promise<() => Promise<ThreadTasks>> {
  const cdp = await browser.newBrowserCDPSession();
  const threads = new Map<string, ThreadTasks>();
  const mains = new Set<string>();
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const e of value as unknown as TraceEvent[]) {
      const thread = `${e.pid}:${e.tid}`;
      if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.add(thread);
      if (e.ph !== 'X' || (e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask')) continue;
      const t = threads.get(thread) ?? { tasks: 0, cpuLong: 0, cpuLongestMs: 0, wallLongestMs: 0 };
      const cpuMs = (e.tdur ?? 0) / 1000;
      t.tasks++;
      if (cpuMs > 50) t.cpuLong++;
      t.cpuLongestMs = Math.max(t.cpuLongestMs, cpuMs);
      t.wallLongestMs = Math.max(t.wallLongestMs, (e.dur ?? 0) / 1000);
      threads.set(thread, t);
    }
  });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel'] }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    // One page, one renderer; should Chromium keep a spare renderer, the page's is the busy one.
    const busiest = [...mains].flatMap((m) => threads.get(m) ?? []).sort((a, b) => b.tasks - a.tasks)[0];
    if (!busiest) throw new Error("the trace holds no task of the page's main thread");
    return busiest;
  };
}

async function snapshot(page: Page, cdp: CDPSession, loaded: number): Promise<GridSnapshot> {
  const counts = await page.evaluate(() => ({
    cards: document.querySelectorAll('article.pin-card').length,
    nodes: document.getElementsByTagName('*').length,
  }));
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { loaded, ...counts, jsHeapMb: usedSize / 1024 / 1024 };
}

/** Two animation frames: whatever the last scroll or response caused has been rendered (a second at most). */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((r) => {
        requestAnimationFrame(() => requestAnimationFrame(() => r()));
        setTimeout(r, 1000);
      }),
  );

async function scrollFeed(baseUrl: string): Promise<Omit<GridPerfResult, 'originals'>> {
  const browser = await launchChromium();
  // A browser that stops answering must fail the run, not hang it: closing it rejects whatever is waiting on it.
  let phase = 'loading the page';
  let stuck = false;
  const watchdog = setTimeout(() => {
    stuck = true;
    void browser.close();
  }, SCROLL_BUDGET_MS + 120_000);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });

    let loaded = 0;
    let pending = 0;
    let ended = false;
    page.on('request', (r) => {
      if (r.url().includes(endpoints.homefeed.path)) pending++;
    });
    page.on('requestfinished', async (r) => {
      if (!r.url().includes(endpoints.homefeed.path)) return;
      try {
        const body = (await (await r.response())?.json()) as { resource_response: { data: unknown[]; bookmark?: string } };
        loaded += body.resource_response.data.length;
        if (body.resource_response.bookmark === '-end-') ended = true;
      } finally {
        pending--;
      }
    });
    page.on('requestfailed', (r) => {
      if (r.url().includes(endpoints.homefeed.path)) pending--;
    });

    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.locator('article.pin-card').first().waitFor();
    await frames(page);
    const scrollStart = await page.evaluate(() => performance.now());
    const stopTracing = await traceTasks(browser);
    phase = 'scrolling';

    // masonic reads the scroll position at 12 fps, so a scroll shows up in the grid (and in its loader) a little later.
    const settle = async () => {
      const deadline = Date.now() + 10_000;
      while (pending > 0 && Date.now() < deadline) await page.waitForTimeout(10);
      await page.waitForTimeout(120);
      await frames(page);
    };
    let small: GridSnapshot | undefined;
    let large: GridSnapshot | undefined;
    const began = Date.now();
    let lastSeen = loaded;
    let lastProgress = Date.now();
    const timeline: [number, number][] = [[scrollStart, loaded]];
    while (!large && Date.now() - began < SCROLL_BUDGET_MS) {
      await page.evaluate((dy) => window.scrollBy(0, dy), VIEWPORT.height);
      const wait = Date.now() + 150;
      while (pending === 0 && Date.now() < wait) await page.waitForTimeout(10);
      if (pending > 0) await settle();
      if (loaded !== lastSeen) {
        // Just after a page arrived and rendered: the same position relative to the viewport both times.
        lastSeen = loaded;
        lastProgress = Date.now();
        timeline.push([await page.evaluate(() => performance.now()), loaded]);
        if (!small && loaded >= SMALL) small = await snapshot(page, cdp, loaded);
        if (loaded >= LARGE) large = await snapshot(page, cdp, loaded);
      } else if (ended || Date.now() - lastProgress > 15_000) {
        break; // the feed ended or stopped loading
      }
    }
    const scrollMs = Date.now() - began;
    phase = 'collecting the trace';
    const traced = await stopTracing();
    phase = 'reading the long tasks';
    if (!small) throw new Error(`the home feed never reached ${SMALL} pins (loaded ${loaded})`);
    const reachedLarge = large !== undefined;
    if (!large) {
      await settle();
      large = await snapshot(page, cdp, loaded);
    }
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    // Last: the forced collection is a long task of its own.
    phase = 'measuring memory';
    const { live: liveNodes, inDocument: documentNodes } = await domNodesAfterGc(page);
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const during = tasks.filter((t) => t.start >= scrollStart);
    const pinsAt = (t: number) => timeline.filter(([at]) => at <= t).pop()?.[1] ?? 0;
    return {
      small,
      large,
      longTasks: during.filter((t) => t.duration > 50).length,
      longestMs: during.reduce((m, t) => Math.max(m, t.duration), 0),
      longTasksAtPins: during.filter((t) => t.duration > 50).map((t) => pinsAt(t.start)),
      cpuLongTasks: traced.cpuLong,
      cpuLongestMs: traced.cpuLongestMs,
      traceLongestMs: traced.wallLongestMs,
      memory: { liveNodes, documentNodes, jsHeapMb: usedSize / 1024 / 1024 },
      loadLongTasks: tasks.length - during.length,
      scrollMs,
      reachedLarge,
    };
  } catch (err) {
    throw stuck ? new Error(`the browser stopped answering while ${phase}`, { cause: err }) : err;
  } finally {
    clearTimeout(watchdog);
    await browser.close();
  }
}

export async function gridPerf(): Promise<GridPerfResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-grid-'));
  const databasePath = path.join(dir, 'grid.sqlite');
  try {
    // First start seeds the file exactly as `npm start` does; the second serves it with the copies added.
    await (await startServer(undefined, { databasePath })).stop();
    const originals = multiplyOriginals(databasePath, MIN_ORIGINALS);
    const server = await startServer(undefined, { databasePath });
    try {
      return { originals, ...(await scrollFeed(server.url)) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the long tasks came, each listed when they are few; when many (a busy machine), only where they began and ended. */
const MAX_LISTED = 12;
const pinsLoaded = (at: number[]) =>
  at.length <= MAX_LISTED
    ? at.map((x) => x.toLocaleString('en-US')).join(', ')
    : `${at[0].toLocaleString('en-US')} to ${at[at.length - 1].toLocaleString('en-US')}`;

export function formatGridPerf(r: GridPerfResult): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const reached = r.reachedLarge ? '' : ` (only ${n(r.large.loaded)} pins reached in ${(r.scrollMs / 1000).toFixed(0)} s)`;
  return (
    `Grid with ${n(r.small.loaded)} pins: ${r.small.cards} cards, ${r.small.nodes} DOM nodes; ` +
    `with ${n(r.large.loaded)} pins: ${r.large.cards} cards (${ratio(r.large.cards, r.small.cards)}), ` +
    `${r.large.nodes} DOM nodes (${ratio(r.large.nodes, r.small.nodes)}) (goal <= 1.1x); ` +
    `JS heap in use ${r.small.jsHeapMb.toFixed(1)} MB and ${r.large.jsHeapMb.toFixed(1)} MB; ` +
    `long tasks > 50 ms while scrolling: ${r.longTasks}` +
    (r.longTasks > 0 ? ` (longest ${r.longestMs.toFixed(0)} ms)` : ` (longest task in the trace ${r.traceLongestMs.toFixed(0)} ms)`) +
    `; by main-thread CPU time: ${r.cpuLongTasks} (longest ${r.cpuLongestMs.toFixed(0)} ms)${reached}\n` +
    `  after a full GC: ${n(r.memory.liveNodes)} DOM nodes alive, ${n(r.memory.documentNodes)} of them in the document ` +
    `(${ratio(r.memory.liveNodes, r.memory.documentNodes)}x); JS heap ${r.memory.jsHeapMb.toFixed(1)} MB\n` +
    `  (${n(r.originals)} visible originals in the database; scrolled ${(r.scrollMs / 1000).toFixed(1)} s at ${VIEWPORT.width}x${VIEWPORT.height}; ` +
    `${r.loadLongTasks} long task(s) during the initial page load, not counted` +
    (r.longTasksAtPins.length ? `; long tasks while scrolling came with ${pinsLoaded(r.longTasksAtPins)} pins loaded)` : ')')
  );
}

if (require.main === module) {
  gridPerf()
    .then((r) => process.stdout.write(formatGridPerf(r) + '\n'))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
