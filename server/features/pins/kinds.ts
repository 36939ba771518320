import type { z } from 'zod';
import type { adData, carouselData, collectionItem, richSummary, storyPinData } from '../../../shared/contracts/pin';
import { safeWebLink } from '../../../shared/domain/links';
import { imageSizes, srcsetImages } from './media';
import type { ImageRow, PinRow, VideoRow } from './store';

// The stored shapes of the kind-specific JSON columns (see db/migrations/0001_init.sql).
type StoredId = string | number;
interface CarouselJson {
  slots: { id: StoredId; title: string; details: string; link: string; itemId: StoredId; imageId: number }[];
}
type StoryBlockJson = { type: 'image'; imageId: number } | { type: 'video'; videoId: number } | { type: 'text'; text: string };
interface StoryJson {
  isDeleted: boolean;
  hasProductPins: boolean;
  hasAffiliateProducts: boolean;
  pages: { blocks: StoryBlockJson[] }[];
}
interface CollectionJson {
  items: { id: StoredId; title: string; link: string; imageId: number }[];
}
interface AdJson {
  adDestinationUrl?: string | null;
  advertiserId?: StoredId | null;
  campaignId?: StoredId | null;
  pinPromotionId?: StoredId | null;
  collectionGridClickType?: number | null;
  isWeightLossAd?: boolean;
  isThirdPartyAd?: boolean;
  isDownstreamPromotion?: boolean;
}

export interface ParsedKinds {
  richSummary: z.infer<typeof richSummary> | null;
  carousel: CarouselJson | null;
  story: StoryJson | null;
  collection: CollectionJson | null;
  ad: AdJson | null;
}

/** The kind-specific parts of a pin; they depend only on the JSON columns and immutable media rows. */
export interface KindParts {
  carouselData: z.infer<typeof carouselData> | null;
  richSummary: z.infer<typeof richSummary> | null;
  /** Without metadata.pinTitle, which follows the (editable) title. */
  story: Omit<z.infer<typeof storyPinData>, 'metadata'> | null;
  collectionPin: { items: z.infer<typeof collectionItem>[] } | null;
  adData: z.infer<typeof adData> | null;
  isThirdPartyAd: boolean;
  isDownstreamPromotion: boolean;
}

export type KindSources = readonly [string | null, string | null, string | null, string | null, string | null];

export const kindSources = (row: PinRow): KindSources => [
  row.rich_summary_json,
  row.carousel_json,
  row.story_pin_json,
  row.collection_json,
  row.ad_json,
];

/** Element-wise, so a cache hit costs a few string comparisons and no allocation of a joined key. */
export const sameSources = (a: KindSources, b: KindSources) => a.every((s, i) => s === b[i]);

const parse = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

export function parseKinds(sources: KindSources): ParsedKinds {
  return {
    richSummary: parse(sources[0]),
    carousel: parse(sources[1]),
    story: parse(sources[2]),
    collection: parse(sources[3]),
    ad: parse(sources[4]),
  };
}

export function mediaReferences(parsed: ParsedKinds, imageIds: Set<number>, videoIds: Set<number>): void {
  for (const slot of parsed.carousel?.slots ?? []) imageIds.add(slot.imageId);
  for (const item of parsed.collection?.items ?? []) imageIds.add(item.imageId);
  for (const page of parsed.story?.pages ?? []) {
    for (const block of page.blocks) {
      if (block.type === 'image') imageIds.add(block.imageId);
      else if (block.type === 'video') videoIds.add(block.videoId);
    }
  }
}

const str = (v: StoredId | null | undefined) => (v === null || v === undefined ? null : String(v));

export function buildKinds(pinId: number, parsed: ParsedKinds, images: Map<number, ImageRow>, videos: Map<number, VideoRow>): KindParts {
  const { carousel, story, collection, ad } = parsed;
  const id = String(pinId);
  return {
    richSummary: parsed.richSummary,
    carouselData: carousel && {
      entityId: id,
      carouselId: id,
      index: 0,
      // A slot or item whose image row is missing cannot be drawn, so it is left out rather than sent half-empty.
      carouselSlots: carousel.slots.flatMap((s) => {
        const image = images.get(s.imageId);
        if (!image) return [];
        const slotId = String(s.id);
        return [
          {
            id: slotId,
            slotId,
            title: s.title,
            details: s.details,
            link: s.link,
            itemId: String(s.itemId),
            imageSignature: image.signature,
            images: srcsetImages(image),
          },
        ];
      }),
    },
    story: story && {
      isDeleted: story.isDeleted,
      hasProductPins: story.hasProductPins,
      hasAffiliateProducts: story.hasAffiliateProducts,
      staticPageCount: story.pages.filter((p) => !p.blocks.some((b) => b.type === 'video')).length,
      totalVideoDuration: story.pages
        .flatMap((p) => p.blocks)
        .reduce((sum, b) => sum + (b.type === 'video' ? (videos.get(b.videoId)?.duration_ms ?? 0) : 0), 0),
      pages: story.pages.map((p) => ({
        blocks: p.blocks.map((b) => {
          if (b.type === 'text') return { type: b.type, text: b.text };
          if (b.type === 'video') return { type: b.type };
          const image = images.get(b.imageId);
          return image ? { type: b.type, imageSignature: image.signature, images: imageSizes(image) } : { type: b.type };
        }),
      })),
    },
    collectionPin: collection && {
      items: collection.items.flatMap((item) => {
        const image = images.get(item.imageId);
        // An item without a drawable image or a web link cannot be a chip, so it is left out rather than sent broken.
        const link = safeWebLink(item.link);
        return image && link ? [{ id: String(item.id), title: item.title, link, images: imageSizes(image) }] : [];
      }),
    },
    adData: ad && {
      adDestinationUrl: safeWebLink(ad.adDestinationUrl),
      advertiserId: str(ad.advertiserId),
      campaignId: str(ad.campaignId),
      pinPromotionId: str(ad.pinPromotionId),
      collectionGridClickType: ad.collectionGridClickType ?? null,
      isWeightLossAd: ad.isWeightLossAd === true,
    },
    isThirdPartyAd: ad?.isThirdPartyAd === true,
    isDownstreamPromotion: ad?.isDownstreamPromotion === true,
  };
}
