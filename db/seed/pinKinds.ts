import type { z } from 'zod';
import type { product as productSchema, richSummary as richSummarySchema } from '../../shared/contracts/pin';
import type { Random } from './random';
import { dollars, PRODUCT_LABELS, VARIANT_DIMENSIONS, type ProductCategory } from './text/products';

/** The JSON columns of a pin, as the server reads them (it turns image and video ids into urls). */
export type RichSummaryJson = z.infer<typeof richSummarySchema>;
type ProductJson = z.infer<typeof productSchema>;

export interface CarouselJson {
  slots: { id: string; title: string; details: string; link: string; itemId: string; imageId: number }[];
}

export type StoryBlock = { type: 'image'; imageId: number } | { type: 'video'; videoId: number } | { type: 'text'; text: string };

export interface StoryPinJson {
  isDeleted: boolean;
  hasProductPins: boolean;
  hasAffiliateProducts: boolean;
  pages: { blocks: StoryBlock[] }[];
}

export interface CollectionJson {
  items: { id: string; title: string; link: string; imageId: number }[];
}

export interface AdJson {
  adDestinationUrl: string | null;
  advertiserId: string | null;
  campaignId: string | null;
  pinPromotionId: string | null;
  collectionGridClickType: number | null;
  isWeightLossAd: boolean;
  isThirdPartyAd: boolean;
  isDownstreamPromotion: boolean;
}

export type PinKind =
  'image' | 'video' | 'gif' | 'product' | 'recipe' | 'story' | 'carousel' | 'collection' | 'oneTap' | 'promoted' | 'sponsored' | 'collage';

type PriceMode = 'regular' | 'sale' | 'range' | 'listOnly';
/** Cycled by product number so every price display (plain, struck-through sale, min-max range) appears often. */
const PRICE_MODES: readonly PriceMode[] = ['regular', 'sale', 'range', 'regular', 'sale', 'listOnly'];

function offer(mode: PriceMode, cents: number): ProductJson['offerSummary'] {
  switch (mode) {
    case 'sale':
      return { price: dollars(Math.round(cents * 0.75)), minPrice: null, maxPrice: null, standardPrice: dollars(cents) };
    case 'range':
      return { price: null, minPrice: dollars(Math.round(cents * 0.8)), maxPrice: dollars(Math.round(cents * 1.6)), standardPrice: null };
    case 'listOnly':
      return { price: dollars(cents), minPrice: null, maxPrice: null, standardPrice: null };
    default:
      return { price: dollars(cents), minPrice: null, maxPrice: null, standardPrice: dollars(cents) };
  }
}

function variantSet(r: Random, category: ProductCategory, seq: number, cents: number): ProductJson['variantSet'] {
  const dimensions = VARIANT_DIMENSIONS[category].map((d) => ({ name: d.name, values: r.sample(d.values, r.int(2, Math.min(3, d.values.length))) }));
  let combos: Record<string, string>[] = [{}];
  for (const d of dimensions) combos = combos.flatMap((c) => d.values.map((v) => ({ ...c, [d.name]: v })));
  return {
    dimensionMetadata: dimensions,
    variants: combos.slice(0, 9).map((combo, k) => ({
      id: `var-${seq}-${k + 1}`,
      dimensions: combo,
      // Larger sizes cost a little more, as in most shops.
      price: dollars(cents + Object.values(combo).reduce((extra, v) => extra + (/^(L|XL|Large|12 in|50 ml|L\/XL|Complete)$/.test(v) ? 500 : 0), 0)),
    })),
  };
}

export function productSummary(
  r: Random,
  seq: number,
  item: { name: string; brand: string; cents: number; category: ProductCategory },
  url: string,
): RichSummaryJson {
  const product: ProductJson = {
    id: `prod-${seq}`,
    productId: String(700000 + seq),
    name: item.name,
    itemId: `item-${seq}`,
    brand: seq % 7 === 6 ? null : { name: item.brand },
    offerSummary: offer(PRICE_MODES[seq % PRICE_MODES.length], item.cents),
    shippingInfo: seq % 2 === 0 ? { freeShippingPrice: '$35.00', freeShippingValue: '35' } : null,
    variantSet: seq % 3 === 2 ? null : variantSet(r, item.category, seq, item.cents),
    labelInfo: seq % 3 === 0 ? { labels: r.sample(PRODUCT_LABELS, r.int(1, 2)) } : null,
  };
  return {
    typeName: 'product',
    displayName: item.name,
    siteName: item.brand,
    url,
    displayCookTime: null,
    aggregateRating: seq % 2 === 1 ? rating(r) : null,
    products: [product],
  };
}

function rating(r: Random): NonNullable<RichSummaryJson['aggregateRating']> {
  const reviewCount = r.int(3, 900);
  return {
    ratingValue: Math.round((3.5 + r.next() * 1.5) * 10) / 10,
    bestRating: 5,
    reviewCount,
    ratingCount: reviewCount + r.int(0, reviewCount * 2),
  };
}

/** Cook times in minutes; about a third run over an hour so "1 hr 30 min" style labels show up. */
const COOK_TIMES = [10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90, 120, 180, 240];

export function recipeSummary(r: Random, seq: number, title: string, siteName: string, url: string): RichSummaryJson {
  return {
    typeName: 'recipe',
    displayName: title,
    siteName,
    url,
    displayCookTime: r.pick(COOK_TIMES),
    aggregateRating: seq % 5 === 4 ? null : rating(r),
    products: [],
  };
}

export function adJson(fields: Partial<AdJson> & Pick<AdJson, 'advertiserId'>): AdJson {
  return {
    adDestinationUrl: null,
    campaignId: null,
    pinPromotionId: null,
    collectionGridClickType: null,
    isWeightLossAd: false,
    isThirdPartyAd: false,
    isDownstreamPromotion: false,
    ...fields,
  };
}

export const STORY_STEPS = [
  'Gather everything you need before you start.',
  'Start with the biggest pieces first.',
  'Take your time here: this step makes the difference.',
  'Add the finishing touches.',
  'Step back and enjoy the result!',
  'Save this so you have the steps handy next time.',
];
