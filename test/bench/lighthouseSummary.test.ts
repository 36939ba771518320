import type { Result } from 'lighthouse';
import { figuresOf, formatLighthouse, medianRun, missedGoals, type LighthouseFigures } from './lighthouseSummary';

/** The parts of a Lighthouse result the bench reads, as Lighthouse 13 writes them. */
function lhr(overrides: { score?: number | null; lcp?: number; runtimeError?: { code: string; message: string } } = {}): Result {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    runtimeError: overrides.runtimeError,
    categories: { performance: { score: overrides.score === undefined ? 0.72 : overrides.score } },
    environment: { benchmarkIndex: 2046.5, hostUserAgent: 'Mozilla/5.0 HeadlessChrome/150.0.0.0' },
    audits: {
      'largest-contentful-paint': audit(overrides.lcp ?? 5350.4),
      'total-blocking-time': audit(300),
      'cumulative-layout-shift': audit(0.058),
      'speed-index': audit(2860.4),
      'total-byte-weight': audit(700_236),
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', transferSize: 700_236 },
            { resourceType: 'image', transferSize: 180_000 },
            { resourceType: 'script', transferSize: 467_423 },
            { resourceType: 'third-party', transferSize: 0 },
          ],
        },
      },
    },
  } as unknown as Result;
}

const figures = (score: number, lcpMs: number): LighthouseFigures => ({
  score,
  lcpMs,
  tbtMs: 100,
  cls: 0.01,
  speedIndexMs: 1500,
  totalBytes: 300_000,
  jsBytes: 150_000,
  benchmarkIndex: 2000,
});

describe('figuresOf', () => {
  test('reads the score as 0 to 100, the metrics, all bytes and the scripts alone from a run', () => {
    expect(figuresOf(lhr())).toEqual({
      score: 72,
      lcpMs: 5350.4,
      tbtMs: 300,
      cls: 0.058,
      speedIndexMs: 2860.4,
      totalBytes: 700_236,
      jsBytes: 467_423,
      benchmarkIndex: 2046.5,
    });
  });

  test('a run Lighthouse could not measure is an error naming why, not a score of 0', () => {
    expect(() => figuresOf(lhr({ score: null, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toThrow(
      'NO_FCP: The page did not paint any content.',
    );
    expect(() => figuresOf(lhr({ score: null }))).toThrow('no performance score');
  });
});

describe('medianRun', () => {
  test('is the middle run by score, reported whole with its own metrics', () => {
    const runs = [figures(90, 1000), figures(70, 3000), figures(95, 900), figures(80, 5000), figures(60, 4000)];
    expect(medianRun(runs)).toBe(runs[3]);
  });

  test('of an even count (a run failed), the lower of the two middle runs; of none, null', () => {
    const runs = [figures(90, 1000), figures(70, 3000), figures(95, 900), figures(80, 5000)];
    expect(medianRun(runs)).toBe(runs[3]);
    expect(medianRun([])).toBeNull();
  });
});

describe('goals', () => {
  test('a median misses each goal it is past, and meets those it reaches exactly', () => {
    expect(missedGoals({ ...figures(95, 1800), tbtMs: 150, cls: 0.02 })).toEqual([]);
    expect(missedGoals({ ...figures(94, 1801), tbtMs: 151, cls: 0.021 })).toEqual(['score', 'LCP', 'TBT', 'CLS']);
  });

  test('the table names each page with its figures, and the verdict of every mobile page', () => {
    const out = formatLighthouse(
      [
        { page: 'home', path: '/', preset: 'mobile', median: figuresOf(lhr()), runs: 5, errors: [] },
        { page: 'board', path: '/a/b/', preset: 'mobile', median: { ...figures(97, 1200), tbtMs: 40 }, runs: 4, errors: ['NO_FCP: no paint'] },
        { page: 'home', path: '/', preset: 'desktop', median: figuresOf(lhr({ score: 0.99 })), runs: 1, errors: [] },
      ],
      'Lighthouse',
    );
    expect(out).toMatch(/home \(\/\)\s+mobile\s+72\s+5\.35 s\s+300 ms\s+0\.058\s+2\.86 s\s+683\.8 KB\s+456\.5 KB\s+5 of 5/);
    expect(out).toMatch(/home \(\/\)\s+desktop\s+99\s/);
    expect(out).toContain('home: missed score, LCP, TBT, CLS; board: met');
    expect(out).toContain('board (mobile) failed: NO_FCP: no paint');
    expect(out).toMatch(/board \(\/a\/b\/\)\s+mobile\s+97 .* 4 of 5/);
  });
});
