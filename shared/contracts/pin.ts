import { z } from 'zod';
import { imageSize } from './common';
import { boardLayout, boardRef } from './board';
import { userSummary } from './user';

const sizedImages = z.record(z.string(), imageSize);

export const video = z.object({
  id: z.string(),
  entityId: z.string(),
  duration: z.number().int(),
  videoList: z.record(z.string(), z.object({ url: z.string(), width: z.number(), height: z.number(), thumbnail: z.string() })),
});

export const carouselSlot = z.object({
  id: z.string(),
  slotId: z.string(),
  title: z.string(),
  details: z.string(),
  link: z.string(),
  itemId: z.string(),
  imageSignature: z.string(),
  images: sizedImages,
});
export const carouselData = z.object({
  entityId: z.string(),
  carouselId: z.string(),
  index: z.number().int(),
  carouselSlots: z.array(carouselSlot),
});

export const product = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  itemId: z.string(),
  brand: z.object({ name: z.string() }).nullable(),
  offerSummary: z.object({
    price: z.string().nullable(),
    minPrice: z.string().nullable(),
    maxPrice: z.string().nullable(),
    standardPrice: z.string().nullable(),
  }),
  shippingInfo: z.object({ freeShippingPrice: z.string().nullable(), freeShippingValue: z.string().nullable() }).nullable(),
  variantSet: z
    .object({
      dimensionMetadata: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
      variants: z.array(z.object({ id: z.string(), dimensions: z.record(z.string(), z.string()), price: z.string() })),
    })
    .nullable(),
  labelInfo: z.object({ labels: z.array(z.string()) }).nullable(),
});

export const richSummary = z.object({
  typeName: z.enum(['product', 'recipe']),
  displayName: z.string(),
  siteName: z.string(),
  url: z.string(),
  displayCookTime: z.number().int().nullable(),
  aggregateRating: z
    .object({
      ratingValue: z.number(),
      bestRating: z.number(),
      reviewCount: z.number().int(),
      ratingCount: z.number().int(),
    })
    .nullable(),
  products: z.array(product),
});

export const storyPinData = z.object({
  isDeleted: z.boolean(),
  hasProductPins: z.boolean(),
  hasAffiliateProducts: z.boolean(),
  staticPageCount: z.number().int(),
  totalVideoDuration: z.number().int(),
  metadata: z.object({ pinTitle: z.string() }),
  pages: z.array(
    z.object({
      blocks: z.array(
        z.object({
          type: z.enum(['image', 'video', 'text']),
          text: z.string().optional(),
          imageSignature: z.string().optional(),
          images: sizedImages.optional(),
        }),
      ),
    }),
  ),
});

export const sponsorship = z.object({
  status: z.number().int().nullable(),
  creator: userSummary.nullable(),
  sponsor: userSummary,
});

export const reactionCount = z.object({ reactionType: z.number().int(), reactionCount: z.number().int() });

export const collectionItem = z.object({ id: z.string(), title: z.string(), link: z.string(), images: sizedImages });

export const adData = z.object({
  adDestinationUrl: z.string().nullable(),
  advertiserId: z.string().nullable(),
  campaignId: z.string().nullable(),
  pinPromotionId: z.string().nullable(),
  collectionGridClickType: z.number().int().nullable(),
  isWeightLossAd: z.boolean(),
});

/**
 * Where the viewer has a pin saved (savedInfo), the same for the pin, its original and every
 * other save of it. localPinId is the viewer's own copy, the one an unsave deletes; layout tells the quick-saves board
 * ('Saved to Profile') from the others whatever their names.
 */
export const savedInfo = z.object({
  localPinId: z.string(),
  boardId: z.string(),
  title: z.string(),
  type: z.string(),
  url: z.string(),
  layout: boardLayout,
});
export type SavedInfo = z.infer<typeof savedInfo>;

/** A pin, its fields named as the spec's Pin entity names them. Optional parts appear as the kind of pin needs them. */
export const pin = z.object({
  entityId: z.string(),
  id: z.string(),
  title: z.string(),
  gridTitle: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  closeupDescription: z.string(),
  pinNote: z.string(),
  altText: z.string().nullable(),
  autoAltText: z.string().nullable(),
  link: z.string().nullable(),
  trackedLink: z.string().nullable(),
  domain: z.string().nullable(),
  seoUrl: z.string(),
  origImageUrl: z.string(),
  dominantColor: z.string(),
  imageSignature: z.string(),
  images: sizedImages,
  category: z.string().nullable(),
  isRepin: z.boolean(),
  isGif: z.boolean(),
  /** GIF pins: the animated file the card plays in place of the still image. */
  embed: z.object({ type: z.string(), src: z.string() }).nullable(),
  isOneTap: z.boolean(),
  isPromoted: z.boolean(),
  isDownstreamPromotion: z.boolean(),
  isThirdPartyAd: z.boolean(),
  createdAt: z.string(),
  pinner: userSummary,
  nativeCreator: userSummary.nullable(),
  promoter: userSummary.nullable(),
  board: boardRef,
  /** The section of its board the pin is in; null when it is in none. */
  sectionId: z.string().nullable(),
  favoritedByMe: z.boolean(),
  favoriteUserCount: z.number().int(),
  saveCount: z.number().int(),
  savedInfo: savedInfo.nullable(),
  access: z.array(z.string()),
  sourceInterest: z.object({ name: z.string(), urlName: z.string() }).nullable(),
  interests: z.array(z.object({ id: z.string(), name: z.string(), urlName: z.string() })),
  videos: video.nullable(),
  carouselData: carouselData.nullable(),
  richSummary: richSummary.nullable(),
  storyPinData: storyPinData.nullable(),
  storyPinDataId: z.string().nullable(),
  sponsorship: sponsorship.nullable(),
  collectionPin: z.object({ items: z.array(collectionItem) }).nullable(),
  /**
   * A collage's sources the viewer may see, in the collage's order: each source pin's id, title, closeup link (its
   * seoUrl) and its small chip image. Null for a pin that is not a collage.
   */
  collageItems: z.array(collectionItem).nullable(),
  adData: adData.nullable(),
  reactionCountsData: z.array(reactionCount),
  aggregatedPinData: z.object({
    id: z.string(),
    aggregatedStats: z.object({ saves: z.number().int() }),
    pinTagsChips: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type Pin = z.infer<typeof pin>;
