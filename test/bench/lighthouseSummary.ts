import type { Result } from 'lighthouse';

/**
 * What a Lighthouse run is reduced to, and how the bench reports the runs: the median run of each page by performance
 * score, its metrics beside the goals (mobile preset, median of 5, on the 2-core development machine).
 */

export const LIGHTHOUSE_GOALS = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

export interface LighthouseFigures {
  /** The performance score, 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes as sent over the wire (headers and compression included), every request and the scripts alone. */
  totalBytes: number;
  jsBytes: number;
  /** Chromium's own measure of this machine's speed during the run (Lighthouse's benchmarkIndex). */
  benchmarkIndex: number;
}

export interface LighthousePageResult {
  page: string;
  path: string;
  preset: 'mobile' | 'desktop';
  /** The run in the middle by performance score; null when every run failed. */
  median: LighthouseFigures | null;
  /** Runs that gave figures, and why the others gave none. */
  runs: number;
  errors: string[];
}

function numericValue(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no figure for ${audit}`);
  return value;
}

/** The figures of one run; throws when Lighthouse could not measure the page. */
export function figuresOf(lhr: Result): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const summary = lhr.audits['resource-summary']?.details;
  const rows = summary?.type === 'table' ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  return {
    score: Math.round(score * 100),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numericValue(lhr, 'speed-index'),
    totalBytes: numericValue(lhr, 'total-byte-weight'),
    jsBytes: rows.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The run in the middle by performance score, reported whole (its metrics, not each metric's own median). Of an even
 * count, the lower of the two middle runs: a failed run must not make the figure look better.
 */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures | null {
  if (runs.length === 0) return null;
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor((runs.length - 1) / 2)];
}

/** The goals a mobile median misses, named as the table's columns name them. */
export function missedGoals(f: LighthouseFigures): string[] {
  return [
    f.score < LIGHTHOUSE_GOALS.score ? 'score' : '',
    f.lcpMs > LIGHTHOUSE_GOALS.lcpMs ? 'LCP' : '',
    f.tbtMs > LIGHTHOUSE_GOALS.tbtMs ? 'TBT' : '',
    f.cls > LIGHTHOUSE_GOALS.cls ? 'CLS' : '',
  ].filter(Boolean);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatLighthouse(results: LighthousePageResult[], header: string): string {
  const head = ['page', 'preset', 'score', 'LCP', 'TBT', 'CLS', 'Speed Index', 'bytes', 'JS bytes', 'runs'];
  const rows = results.map((r) => {
    const f = r.median;
    const label = `${r.page} (${r.path})`;
    if (!f) return [label, r.preset, '-', '-', '-', '-', '-', '-', '-', `0 of ${r.runs + r.errors.length}`];
    return [
      label,
      r.preset,
      String(f.score),
      seconds(f.lcpMs),
      `${Math.round(f.tbtMs)} ms`,
      f.cls.toFixed(3),
      seconds(f.speedIndexMs),
      kb(f.totalBytes),
      kb(f.jsBytes),
      `${r.runs} of ${r.runs + r.errors.length}`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const mobile = results.filter((r) => r.preset === 'mobile');
  const verdicts = mobile.map((r) => {
    if (!r.median) return `${r.page}: not measured`;
    const missed = missedGoals(r.median);
    return `${r.page}: ${missed.length === 0 ? 'met' : `missed ${missed.join(', ')}`}`;
  });
  const errors = results.flatMap((r) => r.errors.map((e) => `  ${r.page} (${r.preset}) failed: ${e}`));
  const indexes = results.flatMap((r) => (r.median ? [r.median.benchmarkIndex] : []));
  return [
    header,
    line(head),
    ...rows.map(line),
    '',
    `Goals (mobile preset): score >= ${LIGHTHOUSE_GOALS.score}, LCP <= ${seconds(LIGHTHOUSE_GOALS.lcpMs)}, ` +
      `TBT <= ${LIGHTHOUSE_GOALS.tbtMs} ms, CLS <= ${LIGHTHOUSE_GOALS.cls}: ${verdicts.join('; ')}`,
    ...(indexes.length
      ? [`Chromium's benchmark index of this machine during the reported runs: ${Math.min(...indexes)} to ${Math.max(...indexes)}`]
      : []),
    ...errors,
  ].join('\n');
}
