import { launch } from 'chrome-launcher';
import type { Flags } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/helpers/chromium';
import { startServer } from '../e2e/helpers/server';
import { urlOf } from './api';
import { figuresOf, formatLighthouse, medianRun, type LighthouseFigures, type LighthousePageResult } from './lighthouseSummary';

/**
 * The pages a visitor lands on, measured as a new visitor would meet them on a phone: Lighthouse's mobile preset
 * (simulated slow 4G and a 4x slower CPU), each run in a Chromium of its own with a clean profile, against a server
 * started as `npm start` starts it on a fresh database. ROUNDS rounds, each over every page in turn (so a drift of the
 * machine falls on every page alike), then the desktop preset once on home.
 */

const ROUNDS = 5;
/** One run that takes longer has hung: its Chromium is closed and the run counts as failed. */
const RUN_TIMEOUT_MS = 180_000;
/** No round starts after this, so the part ends on a slower machine too; the table says how many runs each page had. */
const BUDGET_MS = 25 * 60_000;
/** The pages also measured once with the desktop preset. */
const DESKTOP_PATHS = ['/'];

type Preset = 'mobile' | 'desktop';

export interface BenchPage {
  name: string;
  path: string;
}

/**
 * Home, and the pages of the signed-out feed's first pin with an interest: its closeup, its board, its pinner's
 * profile, and a search for its interest.
 */
async function benchPages(base: string): Promise<BenchPage[]> {
  const res = await fetch(base + urlOf('homefeed', { page_size: 25 }));
  const pins = (await res.json()).resource_response.data as {
    seoUrl: string;
    board: { url: string };
    pinner: { username: string };
    interests: { name: string }[];
  }[];
  const pin = pins.find((p) => p.interests.length > 0);
  if (!pin) throw new Error('no pin with an interest in the signed-out home feed');
  return [
    { name: 'home, signed out', path: '/' },
    { name: 'pin closeup', path: pin.seoUrl },
    { name: 'board', path: pin.board.url },
    { name: 'profile', path: `/${pin.pinner.username}/` },
    { name: 'search', path: `/search/pins/?q=${encodeURIComponent(pin.interests[0].name.toLowerCase())}` },
  ];
}

/** One Lighthouse run of `url` in a new Chromium (a clean profile, removed afterwards), and what ran it. */
export async function lighthouseRun(url: string, preset: Preset): Promise<{ figures: LighthouseFigures; ranWith: string }> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  let timedOut = false;
  const watchdog = setTimeout(() => {
    timedOut = true;
    chrome.kill();
  }, RUN_TIMEOUT_MS);
  try {
    // Imported, not required: tsx compiles a required ES module with esbuild's keepNames, which adds `__name` calls to
    // the functions Lighthouse sends into the page, where no `__name` exists. Node's own import leaves them as written.
    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    const chromium = /Chrome\/(\d+)/.exec(result.lhr.environment.hostUserAgent)?.[1] ?? '?';
    return { figures: figuresOf(result.lhr), ranWith: `Lighthouse ${result.lhr.lighthouseVersion}, Chromium ${chromium}` };
  } catch (err) {
    throw timedOut ? new Error(`no result in ${RUN_TIMEOUT_MS / 1000} s`, { cause: err }) : err;
  } finally {
    clearTimeout(watchdog);
    chrome.kill();
  }
}

export interface LighthouseBench {
  results: LighthousePageResult[];
  /** Lighthouse's version and the browser's, as the runs reported them. */
  ranWith: string;
  /** Mobile rounds run (ROUNDS unless the budget ran out). */
  rounds: number;
}

export async function lighthouseBench(): Promise<LighthouseBench> {
  const server = await startServer();
  try {
    const pages = await benchPages(server.url);
    const measured = (page: BenchPage, preset: Preset) => ({ ...page, preset, figures: [] as LighthouseFigures[], errors: [] as string[] });
    const mobile = pages.map((page) => measured(page, 'mobile'));
    const desktop = pages.filter((page) => DESKTOP_PATHS.includes(page.path)).map((page) => measured(page, 'desktop'));
    let ranWith = '';
    const measure = async (entry: ReturnType<typeof measured>) => {
      try {
        const run = await lighthouseRun(server.url + entry.path, entry.preset);
        entry.figures.push(run.figures);
        ranWith = run.ranWith;
      } catch (err) {
        entry.errors.push(err instanceof Error ? err.message : String(err));
      }
    };
    const began = Date.now();
    let rounds = 0;
    while (rounds < ROUNDS && (rounds === 0 || Date.now() - began < BUDGET_MS)) {
      for (const entry of mobile) await measure(entry);
      rounds++;
    }
    for (const entry of desktop) await measure(entry);
    const results = [...mobile, ...desktop].map(({ name, path, preset, figures, errors }): LighthousePageResult => ({
      page: name,
      path,
      preset,
      median: medianRun(figures),
      runs: figures.length,
      errors,
    }));
    return { results, ranWith, rounds };
  } finally {
    await server.stop();
  }
}

export function formatLighthouseBench(r: LighthouseBench): string {
  return formatLighthouse(
    r.results,
    `${r.ranWith || 'Lighthouse'}: mobile preset (simulated slow 4G, 4x slower CPU), median of ${r.rounds} by performance score, ` +
      `each run a fresh signed-out visitor; desktop preset once:`,
  );
}
