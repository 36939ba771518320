function language(locale: string): string {
  return new Intl.Locale(locale).language;
}

/** Building an Intl.NumberFormat costs far more than formatting with it, and every card mount formats a few counts. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, compact: boolean, maxFractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${compact} ${maxFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: compact ? 'compact' : 'standard', maximumFractionDigits: maxFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** English's compact units, smallest first, with the spec's lowercase letters. */
const ENGLISH_UNITS = [
  { size: 1e3, letter: 'k' },
  { size: 1e6, letter: 'm' },
  { size: 1e9, letter: 'b' },
] as const;

/**
 * The English short form of a whole number, as Intl writes it (the unit chosen after rounding, halves rounded away
 * from zero), without building an Intl.NumberFormat: the first one a page builds loads the locale's data, about 170 ms
 * on Lighthouse's throttled phone, in the middle of the grid's first render. Null from a trillion (Intl's 'T') on.
 */
function englishShortNumber(value: number, maxFractionDigits: number): string | null {
  const abs = Math.abs(value);
  if (abs <= 999) return String(value);
  const scale = 10 ** maxFractionDigits;
  for (const { size, letter } of ENGLISH_UNITS) {
    // In whole hundredths (or tenths) of the unit, in integers, so no binary fraction decides a half.
    const scaled = abs * scale;
    const whole = Math.floor(scaled / size);
    const rounded = whole + (2 * (scaled - whole * size) >= size ? 1 : 0);
    if (rounded >= 1000 * scale) continue;
    const fraction = String(rounded % scale)
      .padStart(maxFractionDigits, '0')
      .replace(/0+$/, '');
    return `${value < 0 ? '-' : ''}${Math.floor(rounded / scale)}${fraction ? `.${fraction}` : ''}${letter}`;
  }
  return null;
}

export interface ShortNumberOptions {
  locale?: string;
  /** The true value may be higher (a capped count): a trailing '+' says so. */
  uplimit?: boolean;
  /** 2 by default; stats use 1 (their short format has at most one fractional digit). */
  maxFractionDigits?: number;
}

/**
 * Number short form: up to 999 as is, above in compact notation with at most 2 fraction digits. English
 * gets the lowercase k, m, b the spec names (Intl writes K, M, B); CJK locales get Intl's ten-thousand units (1.23万, 1.23억).
 */
export function formatShortNumber(value: number, options: ShortNumberOptions = {}): string {
  const locale = options.locale ?? 'en';
  const maxFractionDigits = options.maxFractionDigits ?? 2;
  const compact = Math.abs(value) > 999;
  let text = locale === 'en' && Number.isSafeInteger(value) ? englishShortNumber(value, maxFractionDigits) : null;
  if (text === null) {
    text = numberFormat(locale, compact, maxFractionDigits).format(value);
    if (compact && language(locale) === 'en') text = text.replace(/[KMB]$/, (unit) => unit.toLowerCase());
  }
  return options.uplimit ? `${text}+` : text;
}

/** A count in the short form with its noun: '1 pin', '0 pins', '1.2k followers'. English only, as the UI is. */
export function formatCount(value: number, one: string, many: string): string {
  return `${formatShortNumber(value)} ${value === 1 ? one : many}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time, from 'Just now' (under a minute, or a future time from clock skew) through minutes,
 * hours, days, weeks, months (30 days) to years (365 days), each unit floored so "59 minutes" never reads "1 hour".
 * `now` is a parameter so the rule stays pure.
 */
export function formatRelativeTime(then: Date | number, now: Date | number, locale = 'en'): string {
  const elapsed = Number(now) - Number(then);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < MINUTE) {
    return language(locale) === 'en' ? 'Just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  }
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return rtf.format(-days, 'day');
  if (days < 30) return rtf.format(-Math.floor(days / 7), 'week');
  if (days < 365) return rtf.format(-Math.floor(days / 30), 'month');
  return rtf.format(-Math.floor(days / 365), 'year');
}

/**
 * A length as video players show it: m:ss under an hour, h:mm:ss from an hour, rounded to the nearest second (a
 * badge reading 0:00 for a 0.6 s clip would say it is empty). Negative or unreadable lengths read 0:00.
 */
export function formatDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
