import { formatShortNumber } from '../../../shared/domain/formats';
import type { PinStatMetric } from '../../../shared/domain/pinStats';

export const METRIC_LABELS: Record<PinStatMetric, { name: string; one: string; many: string }> = {
  impressions: { name: 'Impressions', one: 'impression', many: 'impressions' },
  saves: { name: 'Saves', one: 'save', many: 'saves' },
  pin_clicks: { name: 'Pin clicks', one: 'pin click', many: 'pin clicks' },
};

export const NOT_AVAILABLE = 'This stat is not available yet';

/** Stats show in the short form with at most one fraction digit (1.2k). */
export const statNumber = (value: number) => formatShortNumber(value, { maxFractionDigits: 1 });

/** '5 impressions', '1 pin click', or that it is not available. */
export const statPhrase = (metric: PinStatMetric, value: number | null) => {
  const { one, many } = METRIC_LABELS[metric];
  return value === null ? `${many} not available` : `${statNumber(value)} ${value === 1 ? one : many}`;
};

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A stats day (a UTC YYYY-MM-DD) as a date people read: 'Oct 3', or in full 'Friday, October 3'. */
export const dayLabel = (day: string, long = false) => (long ? longDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));
