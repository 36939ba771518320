import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './page';

/** The few fields of the API's pin that decide which card a pin renders as. */
export interface ApiPin {
  id: string;
  title: string;
  /** Where signed-out cards link to: '/pin/{slug}--{id}/'. */
  seoUrl: string;
  isOneTap: boolean;
  isGif: boolean;
  isPromoted: boolean;
  domain: string | null;
  link: string | null;
  videos: unknown | null;
  storyPinData: { isDeleted: boolean; staticPageCount: number; totalVideoDuration: number } | null;
  embed: { type: string; src: string } | null;
  carouselData: { carouselSlots: unknown[] } | null;
  promoter: { username: string } | null;
  sponsorship: { status: number | null; sponsor: { username: string; fullName: string } } | null;
  collectionPin: { items: { title: string }[] } | null;
  collageItems: { id: string; title: string; link: string }[] | null;
  adData: { collectionGridClickType: number | null; isWeightLossAd: boolean } | null;
  aggregatedPinData: { pinTagsChips: { name: string }[] };
  board: { name: string; url: string; privacy: string; isCollaborative: boolean; collaboratorCount: number };
  richSummary: {
    typeName: string;
    products?: { offerSummary?: { price: string | null; minPrice: string | null } }[];
    aggregateRating?: { ratingValue: number | null; ratingCount: number | null } | null;
  } | null;
}

export type CardKind =
  'image' | 'video' | 'carousel' | 'product' | 'recipe' | 'storyPin' | 'oneTap' | 'collection' | 'promoted' | 'sponsored' | 'gif' | 'collage';

export const CARD_KINDS: readonly CardKind[] = [
  'image',
  'video',
  'carousel',
  'product',
  'recipe',
  'storyPin',
  'oneTap',
  'collection',
  'promoted',
  'sponsored',
  'gif',
  'collage',
];

/** Calls a resource the way the client does: GET with `{"options": {...}}` in the `data` parameter. */
export async function getResource<T>(page: Page, resource: string, options: Record<string, unknown>): Promise<{ data: T; bookmark?: string | null }> {
  const data = encodeURIComponent(JSON.stringify({ options }));
  const res = await page.request.get(`${baseUrl()}/resource/${resource}/get/?data=${data}`);
  if (res.status() !== 200) throw new Error(`${resource} answered ${res.status()}`);
  const body = (await res.json()).resource_response;
  return { data: body.data as T, bookmark: body.bookmark };
}

/** Whether a pin renders as a card of this kind with the part the test looks for (mirrors shared/domain/cardType). */
export function isKind(pin: ApiPin, kind: CardKind): boolean {
  const plain = !pin.isOneTap && !pin.videos;
  switch (kind) {
    case 'image':
      // Nothing but the picture and its words; with topic chips, so hovering it has chips to reveal.
      return (
        plain &&
        !pin.isGif &&
        !pin.storyPinData &&
        !pin.richSummary &&
        !pin.carouselData?.carouselSlots.length &&
        !pin.collectionPin &&
        !pin.collageItems &&
        !pin.isPromoted &&
        !pin.sponsorship &&
        pin.aggregatedPinData.pinTagsChips.length > 0
      );
    case 'storyPin':
      return plain && !pin.isGif && Boolean(pin.storyPinData) && !pin.storyPinData?.isDeleted;
    case 'oneTap':
      return pin.isOneTap && Boolean(pin.domain && pin.link);
    case 'collection':
      return (pin.collectionPin?.items.length ?? 0) >= 3 && [2, 3].includes(pin.adData?.collectionGridClickType ?? 0);
    case 'collage':
      return (pin.collageItems?.length ?? 0) >= 3;
    case 'sponsored':
      // Status 1 is an approved sponsorship, the one the seed means to be labelled.
      return !pin.isPromoted && pin.sponsorship?.status === 1;
    case 'video':
      return !pin.isOneTap && Boolean(pin.videos) && !pin.isPromoted;
    case 'carousel':
      return plain && (pin.carouselData?.carouselSlots.length ?? 0) >= 2;
    case 'gif':
      return plain && pin.isGif && Boolean(pin.embed?.src) && !pin.carouselData?.carouselSlots.length;
    case 'product': {
      const offer = pin.richSummary?.products?.[0]?.offerSummary;
      return plain && !pin.isGif && !pin.storyPinData && pin.richSummary?.typeName === 'product' && Boolean(offer?.price || offer?.minPrice);
    }
    case 'recipe':
      return (
        plain &&
        !pin.isGif &&
        !pin.storyPinData &&
        pin.richSummary?.typeName === 'recipe' &&
        (pin.richSummary.aggregateRating?.ratingCount ?? 0) > 0 &&
        (pin.richSummary.aggregateRating?.ratingValue ?? 0) > 0
      );
    case 'promoted':
      return pin.isPromoted && Boolean(pin.promoter) && !pin.collectionPin;
  }
}

/** The created pins of a profile, every page. */
export async function createdPins(page: Page, username: string): Promise<ApiPin[]> {
  const pins: ApiPin[] = [];
  let bookmark: string | null | undefined;
  for (let i = 0; i < 20; i++) {
    const res = await getResource<ApiPin[]>(page, 'UserPinsResource', {
      username,
      filter: 'created',
      page_size: 100,
      ...(bookmark ? { bookmark } : {}),
    });
    pins.push(...res.data);
    bookmark = res.bookmark;
    if (!bookmark || res.data.length === 0 || bookmark === '-end-') break;
  }
  return pins;
}

/**
 * One pin of each kind, all created by the seeded verified merchant (products, promoted, carousels, one-tap and
 * collection ads) and the seeded recipe creator (recipes, gifs, a video, story pins, a sponsored pin, a collage), each with a
 * title so that searching for it shows its card.
 */
export async function pinsOfEachKind(page: Page): Promise<Record<CardKind, ApiPin>> {
  const pins = [...(await createdPins(page, 'brightnest')), ...(await createdPins(page, 'miacooks'))];
  const found = {} as Record<CardKind, ApiPin>;
  for (const kind of CARD_KINDS) {
    const pin = pins.find((p) => p.title.trim().length > 0 && isKind(p, kind));
    if (!pin) throw new Error(`no ${kind} pin among the created pins of brightnest and miacooks`);
    found[kind] = pin;
  }
  return found;
}

export const searchUrl = (query: string) => `${baseUrl()}/search/pins/?q=${encodeURIComponent(query)}`;

export const card = (page: Page, id: string): Locator => page.locator(`main article.pin-card[data-pin-id="${id}"]`);

/** Opens the search results for a pin's title and waits for that pin's card. */
export async function openCardBySearch(page: Page, pin: Pick<ApiPin, 'id' | 'title'>): Promise<Locator> {
  await page.goto(searchUrl(pin.title));
  const found = card(page, pin.id);
  await found.waitFor({ timeout: 30_000 });
  return found;
}

/** The selection toggle bulk edit's selection mode draws over a pin's card. */
export const selectToggle = (page: Page, id: string): Locator =>
  page.locator('.grid__overlaid', { has: page.locator(`article[data-pin-id="${id}"]`) }).getByRole('button');
