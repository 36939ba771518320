import type { Pin } from '../contracts/pin';

type Product = NonNullable<Pin['richSummary']>['products'][number];
export type OfferSummary = Product['offerSummary'];

export interface PriceDisplay {
  /** The price to show plainly: the current price, or the original when it is the only one known. */
  current: string;
  /** The original price struck through next to `current`; null when there is no markdown to show. */
  struckOriginal: string | null;
  /** 'min–max' when the product has both ends of a price range. */
  range: string | null;
}

function present(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Price rules over an offer summary whose prices are preformatted strings ("$24.00"). The strings are
 * compared as written: the server formats both prices the same way, and parsing currency text would guess at locales.
 * `currentOnly` is the compact mode that never shows a markdown.
 */
export function priceDisplay(offer: OfferSummary, currentOnly = false): PriceDisplay | null {
  const price = present(offer.price);
  const original = present(offer.standardPrice);
  const current = price ?? original;
  if (current === null) return null;
  const min = present(offer.minPrice);
  const max = present(offer.maxPrice);
  return {
    current,
    struckOriginal: !currentOnly && price !== null && original !== null && original !== price ? original : null,
    range: min !== null && max !== null ? `${min}–${max}` : null,
  };
}
