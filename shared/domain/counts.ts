import type { Pin } from '../contracts/pin';
import { LIMITS, STORY_PIN_STATIC_PAGE_MS } from '../constants';

/** Favorite count on the card: '9+' past the cap keeps the badge one width; null hides a badge that would say 0. */
export function favoriteCountLabel(count: number | null | undefined): string | null {
  if (!count || count < 0) return null;
  return count > LIMITS.favoriteCountCap ? `${LIMITS.favoriteCountCap}+` : String(count);
}

/** Story pin badge length in ms: the pages' videos play in full and each static page shows for 5 s. */
export function storyPinBadgeDurationMs(data: Pick<NonNullable<Pin['storyPinData']>, 'totalVideoDuration' | 'staticPageCount'>): number {
  return data.totalVideoDuration + data.staticPageCount * STORY_PIN_STATIC_PAGE_MS;
}

/**
 * Recipe cook time from whole minutes: '45 min' under an hour, else '1 hr', '1 hr 20 min', '2 hr 5 min' (the unit
 * is not pluralised, as in the short labels of recipe sites). null when unknown or not positive.
 */
export function cookTimeLabel(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
