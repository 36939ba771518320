import { formatCount, formatDuration, formatRelativeTime, formatShortNumber, type ShortNumberOptions } from '../../shared/domain/formats';

describe('formatShortNumber ("above 999 uses k, m, b (CJK units for CJK), 2 max fraction digits, trailing + for uplimit")', () => {
  it.each<[string, number, ShortNumberOptions, string]>([
    ['999 and below as is', 999, {}, '999'],
    ['thousands: k', 1000, {}, '1k'],
    ['2 max fraction digits', 12345, {}, '12.35k'],
    ['millions: m', 2_500_000, {}, '2.5m'],
    ['billions: b', 3_000_000_000, {}, '3b'],
    ['trailing + for uplimit', 1000, { uplimit: true }, '1k+'],
    ['uplimit below 1000 too', 99, { uplimit: true }, '99+'],
    ['stats: max one fractional digit', 12345, { maxFractionDigits: 1 }, '12.3k'],
    ['CJK: Japanese 万', 12345, { locale: 'ja' }, '1.23万'],
    ['CJK: Chinese 亿', 123_456_789, { locale: 'zh-CN' }, '1.23亿'],
    ['CJK: Korean 만', 12345, { locale: 'ko' }, '1.23만'],
    ['other locales keep their own units', 2_500_000, { locale: 'de' }, '2,5\u00a0Mio.'],
  ])('%s', (_rule, value, options, expected) => expect(formatShortNumber(value, options)).toBe(expected));
});

test('formatShortNumber builds one Intl.NumberFormat per locale and options, not one per call (a card mount formats several)', () => {
  const built = jest.spyOn(Intl, 'NumberFormat');
  try {
    formatShortNumber(4321, { locale: 'fr' });
    formatShortNumber(8765, { locale: 'fr' });
    formatShortNumber(12, { locale: 'fr' });
    formatShortNumber(34, { locale: 'fr' });
    expect(built).toHaveBeenCalledTimes(2);
  } finally {
    built.mockRestore();
  }
});

describe('formatShortNumber in English, written without Intl', () => {
  const intl = (value: number, maxFractionDigits: number) => {
    const compact = Math.abs(value) > 999;
    const text = new Intl.NumberFormat('en', { notation: compact ? 'compact' : 'standard', maximumFractionDigits: maxFractionDigits }).format(value);
    return compact ? text.replace(/[KMB]$/, (unit) => unit.toLowerCase()) : text;
  };
  // Halves, the units' edges (where rounding carries into the next unit) and a spread of magnitudes.
  const edges = [0, 7, 999, 1000, 1005, 1015, 1049, 1050, 9999, 99_995, 999_949, 999_950, 999_994, 999_995, 999_999, 1_000_000];
  const spread = Array.from({ length: 400 }, (_, i) => Math.floor(1.7 ** (i % 57) * (1 + ((i * 7919) % 1000))));
  const values = [...edges, 1_234_550_000, 999_999_999_949, 999_999_999_999, 2 ** 52, ...spread].flatMap((v) => (v === 0 ? [v] : [v, -v]));

  it.each([1, 2])('reads as Intl reads it, with %d fraction digits at most', (maxFractionDigits) => {
    for (const value of values) expect([value, formatShortNumber(value, { maxFractionDigits })]).toEqual([value, intl(value, maxFractionDigits)]);
  });

  it('builds no Intl.NumberFormat for a whole number under a trillion (the first one a page builds loads locale data)', async () => {
    // A fresh copy of the module: this file's other tests have filled its cache of formats.
    let fresh: typeof import('../../shared/domain/formats') | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = await import('../../shared/domain/formats');
    });
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect([12, 1234, 5_678_901, 2_000_000_000].map((value) => fresh?.formatShortNumber(value))).toEqual(['12', '1.23k', '5.68m', '2b']);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('formatCount (a short-form count with its noun)', () => {
  it.each<[number, string]>([
    [0, '0 pins'],
    [1, '1 pin'],
    [2, '2 pins'],
    [1234, '1.23k pins'],
  ])('%d reads %s', (value, expected) => expect(formatCount(value, 'pin', 'pins')).toBe(expected));
});

describe('formatRelativeTime ("from \'Just now\' through minutes, hours, days, weeks, months to years")', () => {
  const now = Date.UTC(2026, 0, 31, 12);
  const ago = (ms: number) => now - ms;
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each<[string, number, string]>([
    ['under a minute: Just now', ago(59_000), 'Just now'],
    ['future (clock skew): Just now', now + 5 * MIN, 'Just now'],
    ['minutes', ago(MIN), '1 minute ago'],
    ['minutes floored', ago(59 * MIN + 59_000), '59 minutes ago'],
    ['hours', ago(3 * HOUR), '3 hours ago'],
    ['days', ago(DAY), '1 day ago'],
    ['days up to 6', ago(6 * DAY), '6 days ago'],
    ['weeks', ago(7 * DAY), '1 week ago'],
    ['weeks up to 4', ago(29 * DAY), '4 weeks ago'],
    ['months', ago(30 * DAY), '1 month ago'],
    ['months up to 12', ago(364 * DAY), '12 months ago'],
    ['years', ago(365 * DAY), '1 year ago'],
    ['years plural', ago(3 * 365 * DAY), '3 years ago'],
  ])('%s', (_rule, then, expected) => expect(formatRelativeTime(then, now)).toBe(expected));

  it.each([
    ['fr', now - 3 * 7 * 24 * 3_600_000, 'il y a 3 semaines'],
    ['fr', now, 'maintenant'],
  ])('localized through Intl.RelativeTimeFormat: %s', (locale, then, expected) => {
    expect(formatRelativeTime(then, new Date(now), locale)).toBe(expected);
  });
});

describe('formatDuration (the story pin badge\'s length, "formatted like a video duration")', () => {
  it.each<[string, number, string]>([
    ['zero', 0, '0:00'],
    ['seconds padded to two digits', 5000, '0:05'],
    ['rounded to the nearest second', 12_499, '0:12'],
    ['half a second rounds up', 12_500, '0:13'],
    ['minutes without padding', 75_000, '1:15'],
    ['just under an hour', 3_599_000, '59:59'],
    ['from an hour: h:mm:ss', 3_600_000, '1:00:00'],
    ['hours, padded minutes and seconds', 3_725_000, '1:02:05'],
    ['negative reads 0:00', -4000, '0:00'],
    ['not a number reads 0:00', Number.NaN, '0:00'],
  ])('%s', (_rule, ms, expected) => expect(formatDuration(ms)).toBe(expected));
});
