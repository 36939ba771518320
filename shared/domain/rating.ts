export type Star = 'full' | 'half' | 'empty';

export const STAR_COUNT = 5;
const DEFAULT_MAX = 5;

export interface RatingDisplay {
  stars: Star[];
  /** The rating on the 5-star scale, one decimal: what the stars draw, as text for the label. */
  value: number;
  count: number;
  label: string;
}

function starFor(fraction: number): Star {
  if (fraction >= 0.75) return 'full';
  if (fraction >= 0.25) return 'half';
  return 'empty';
}

/**
 * A rating shows only when one exists and its count is finite (a missing or NaN count means the source's
 * rating is not trustworthy enough to draw). The value is clamped to its scale's max (default 5) and rescaled to
 * 5 stars, so a 9/10 and a 4.5/5 draw alike.
 */
export function ratingDisplay(rating: number | null | undefined, count: number | null | undefined, max: number = DEFAULT_MAX): RatingDisplay | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  if (count === null || count === undefined || !Number.isFinite(count)) return null;
  const scaleMax = max > 0 ? max : DEFAULT_MAX;
  const scaled = (Math.min(Math.max(rating, 0), scaleMax) / scaleMax) * STAR_COUNT;
  const stars = Array.from({ length: STAR_COUNT }, (_, i) => starFor(Math.min(Math.max(scaled - i, 0), 1)));
  const value = Math.round(scaled * 10) / 10;
  return { stars, value, count, label: `${value} out of ${STAR_COUNT} stars` };
}
