import { CLIPS, type VideoSource } from './clips';
import { makeOriginal, pickCategory, TitleBank, type PinDraft } from './pinDraft';
import { adJson, productSummary, recipeSummary, STORY_STEPS, type CarouselJson, type CollectionJson, type StoryPinJson } from './pinKinds';
import { ORIG_WIDTH, pinPicture, SECONDARY_WIDTH, STORY_PAGE_RATIO } from './pictures';
import type { Random } from './random';
import { slugify } from '../../shared/domain/slug';
import { CATEGORIES, fill, type CategoryKey } from './text/catalogue';
import { PRODUCTS, type ProductCategory } from './text/products';
import { fail, userNamed, type SeedUser, type World } from './world';

/** How many original pins of each kind; plain image pins fill the rest up to ORIGINAL_PIN_COUNT. */
const ORIGINAL_PIN_COUNT = 420;
const GIFS = 8;
const RECIPES = 40;
const STORIES = 10;
const CAROUSELS = 10;
const ONE_TAPS = 6;
const PROMOTED = 8;
const SPONSORED = 6;

const SHOP_DOMAINS: Record<string, string> = {
  'Bright Nest Home': 'brightnest.example',
  'Glow Skin Co.': 'glowskin.example',
  'TrailGear Outfitters': 'trailgear.example',
  'Capsule Closet': 'capsulecloset.example',
  'Thread & Tan': 'threadandtan.example',
  'Little Gold': 'littlegold.example',
  'Leaf & Loam Supply': 'leafandloam.example',
  'Makers Bench': 'makersbench.example',
  'Lumen & Co.': 'lumenandco.example',
};
const SHOP_USERS: Record<string, string> = {
  'Bright Nest Home': 'brightnest',
  'Glow Skin Co.': 'glowskin_ads',
  'TrailGear Outfitters': 'trailgear_co',
};
const RECIPE_SITES: Record<string, string> = {
  'cookingwithmia.example': 'Cooking with Mia',
  'weeknightplates.example': 'Weeknight Plates',
  'bakersdozen.example': "Baker's Dozen",
  'example.com': 'Example Kitchen',
};
const PRODUCT_DESCRIPTIONS = [
  'Made to last and easy to love. Ships in 2–3 business days with free returns.',
  'Our best seller, now in new colours.',
  'Thoughtfully made from natural materials. Each piece is slightly unique.',
  'Designed for everyday use and backed by a two-year guarantee.',
];

interface Ctx {
  world: World;
  titles: TitleBank;
  pins: PinDraft[];
  r: Random;
  adSeq: number;
}

const users = (world: World, names: readonly string[]) => names.map((n) => userNamed(world, n));
const boardNamed = (world: World, owner: string, name: string) =>
  world.boards.find((b) => b.def.owner === owner && b.def.name === name) ?? fail(`no board ${owner}/${name}`);
const advertisers = (world: World) => world.users.filter((u) => u.profile.isAdvertiser);
const shopDomain = (brand: string) => SHOP_DOMAINS[brand] ?? fail(`no domain for ${brand}`);

function takeTitle(ctx: Ctx, category: CategoryKey, fixed?: { title: string; subject: string }) {
  if (!fixed) return ctx.titles.take(category);
  ctx.titles.reserve(fixed.title, fixed.subject);
  return fixed;
}

/** Pins with fixed titles, so tests and docs can name them; each subject appears in no other original. */
export const FIXED_TITLES = {
  livingRoom: { title: 'Cozy Scandinavian Living Room Refresh', subject: 'Scandinavian Living Room' },
  pancakes: { title: 'Lemon Ricotta Pancakes', subject: 'Lemon Ricotta Pancakes' },
  lavender: { title: 'Watercolor Lavender Field Tutorial', subject: 'Watercolor Lavender Field' },
} as const;

function plainImages(ctx: Ctx, count: number): void {
  const r = ctx.r.fork('image');
  const demo = userNamed(ctx.world, 'demo');
  const pinners = ctx.world.users.filter((u) => !u.profile.isAdsOnlyProfile);
  for (let i = 0; i < count; i++) {
    // The first is fixed so tests and docs can name it.
    const pinner = i === 0 ? demo : r.weighted(pinners, (u) => u.profile.creatorWeight);
    const category = i === 0 ? 'home' : pickCategory(r, pinner);
    const { title, subject } = takeTitle(ctx, category, i === 0 ? FIXED_TITLES.livingRoom : undefined);
    const board = i === 0 ? boardNamed(ctx.world, 'demo', 'Living Room Ideas') : undefined;
    ctx.pins.push(makeOriginal(r, ctx.world, { kind: 'image', pinner, category, title, subject, board }));
  }
}

function videoPins(ctx: Ctx, videos: readonly VideoSource[]): void {
  const r = ctx.r.fork('video');
  CLIPS.forEach((clip, i) => {
    const pin = makeOriginal(r, ctx.world, {
      kind: 'video',
      pinner: userNamed(ctx.world, clip.pinner),
      category: clip.category,
      title: clip.title,
      subject: clip.title,
      imageId: videos[i].thumbnailImageId,
    });
    ctx.titles.reserve(clip.title);
    pin.row.video_id = i + 1;
    pin.row.description = clip.description;
    ctx.pins.push(pin);
  });
}

function gifPins(ctx: Ctx): void {
  const r = ctx.r.fork('gif');
  const allowed: CategoryKey[] = ['art', 'diy', 'fitness', 'food', 'home', 'garden'];
  const pinners = ctx.world.users.filter((u) => !u.profile.isAdvertiser && u.profile.categories.some((c) => allowed.includes(c)));
  for (let i = 0; i < GIFS; i++) {
    const pinner = r.weighted(pinners, (u) => u.profile.creatorWeight);
    const category = pickCategory(r, pinner, allowed);
    const { title, subject } = ctx.titles.take(category);
    const imageId = ctx.world.images.add({ ...pinPicture(category, `gif/${title}`, null), animated: true });
    const pin = makeOriginal(r, ctx.world, { kind: 'gif', pinner, category, title, subject, imageId });
    pin.row.is_gif = 1;
    ctx.pins.push(pin);
  }
}

function productPins(ctx: Ctx): void {
  const r = ctx.r.fork('product');
  const items = (Object.keys(PRODUCTS) as ProductCategory[]).flatMap((category) => PRODUCTS[category].map((p) => ({ ...p, category })));
  items.forEach((item, seq) => {
    const shopUser = SHOP_USERS[item.brand];
    // Other brands' products are pinned by creators who link to the shop.
    const pinner = shopUser
      ? userNamed(ctx.world, shopUser)
      : r.weighted(
          ctx.world.users.filter((u) => !u.profile.isAdvertiser && u.profile.categories.includes(item.category)),
          (u) => u.profile.creatorWeight,
        );
    ctx.titles.reserve(item.name);
    const domain = shopDomain(item.brand);
    const pin = makeOriginal(r, ctx.world, {
      kind: 'product',
      pinner,
      category: item.category,
      title: item.name,
      subject: item.name,
      domain,
      linkPath: `products/${slugify(item.name)}`,
      requireLink: true,
    });
    pin.row.description = r.pick(PRODUCT_DESCRIPTIONS);
    pin.row.rich_summary_json = JSON.stringify(productSummary(r, seq, item, pin.row.link ?? fail('product without link')));
    ctx.pins.push(pin);
  });
}

function recipePins(ctx: Ctx): void {
  const r = ctx.r.fork('recipe');
  const mia = userNamed(ctx.world, 'miacooks');
  const cooks = ctx.world.users.filter((u) => !u.profile.isAdvertiser && u.profile.categories.includes('food'));
  for (let seq = 0; seq < RECIPES; seq++) {
    const pinner = seq === 0 ? mia : r.weighted(cooks, (u) => u.profile.creatorWeight * (u === mia ? 3 : 1));
    const { title, subject } = takeTitle(ctx, 'food', seq === 0 ? FIXED_TITLES.pancakes : undefined);
    const domain = pinner === mia ? 'cookingwithmia.example' : r.pick(Object.keys(RECIPE_SITES));
    const pin = makeOriginal(r, ctx.world, {
      kind: 'recipe',
      pinner,
      category: 'food',
      title,
      subject,
      domain,
      linkPath: `recipes/${slugify(title)}`,
      requireLink: true,
    });
    pin.row.rich_summary_json = JSON.stringify(recipeSummary(r, seq, title, RECIPE_SITES[domain], pin.row.link ?? fail('recipe without link')));
    ctx.pins.push(pin);
  }
}

function storyPins(ctx: Ctx, videos: readonly VideoSource[]): void {
  const r = ctx.r.fork('story');
  const creators = users(ctx.world, ['paperandpaint', 'miacooks', 'wanderlust_jo', 'leafandloam', 'fitwithnoor', 'threadcount']);
  for (let i = 0; i < STORIES; i++) {
    const pinner = creators[i % creators.length];
    const category = i === 0 ? 'art' : pickCategory(r, pinner);
    const { title, subject } = takeTitle(ctx, category, i === 0 ? FIXED_TITLES.lavender : undefined);
    // The cover is the pin's own image; later pages only show inside the story.
    const pageImage = (page: number) =>
      ctx.world.images.add(
        pinPicture(category, `story-${i}-${page}`, page === 0 ? title : null, STORY_PAGE_RATIO, page === 0 ? ORIG_WIDTH : SECONDARY_WIDTH),
      );
    const cover = pageImage(0);
    const pages: StoryPinJson['pages'] = [
      {
        blocks: [
          { type: 'image', imageId: cover },
          { type: 'text', text: title },
        ],
      },
    ];
    const pageCount = 3 + (i % 3);
    for (let p = 1; p < pageCount; p++)
      pages.push({
        blocks: [
          { type: 'image', imageId: pageImage(p) },
          { type: 'text', text: `Step ${p}: ${STORY_STEPS[(p + i) % STORY_STEPS.length]}` },
        ],
      });
    // A few stories carry a video page, so the badge sums video time and static pages.
    if (i % 4 === 1) {
      const clip = CLIPS.findIndex((c) => c.category === category);
      pages.splice(1, 0, {
        blocks: [
          { type: 'video', videoId: (clip >= 0 ? clip : i % videos.length) + 1 },
          { type: 'text', text: 'Watch how it is done' },
        ],
      });
    }
    const story: StoryPinJson = {
      // The last one was deleted by its creator: grids show a placeholder.
      isDeleted: i === STORIES - 1,
      hasProductPins: i === 2,
      hasAffiliateProducts: i === 3,
      pages,
    };
    const pin = makeOriginal(r, ctx.world, { kind: 'story', pinner, category, title, subject, imageId: cover });
    pin.row.story_pin_json = JSON.stringify(story);
    // Story pins live on the site itself.
    pin.row.link = null;
    pin.row.domain = null;
    ctx.pins.push(pin);
  }
}

function carouselPins(ctx: Ctx): void {
  const r = ctx.r.fork('carousel');
  const pinners = users(ctx.world, ['threadcount', 'brightnest', 'wanderlust_jo', 'miacooks', 'trailgear_co', 'leafandloam']);
  for (let i = 0; i < CAROUSELS; i++) {
    const pinner = pinners[i % pinners.length];
    const category = pickCategory(r, pinner);
    const { title, subject } = ctx.titles.take(category);
    const slotCount = 2 + (i % 4);
    const subjects = [
      subject,
      ...r.sample(
        CATEGORIES[category].subjects.filter((s) => s !== subject),
        slotCount - 1,
      ),
    ];
    const pin = makeOriginal(r, ctx.world, { kind: 'carousel', pinner, category, title, subject, requireLink: true });
    const link = pin.row.link ?? fail('carousel without link');
    const slots: CarouselJson['slots'] = subjects.map((s, k) => ({
      id: `slot-${i + 1}-${k + 1}`,
      title: s,
      details: fill(r.pick(CATEGORIES[category].descriptions), s),
      link: `${link}#${slugify(s)}`,
      itemId: `carousel-item-${i + 1}-${k + 1}`,
      imageId: k === 0 ? pin.row.image_id : ctx.world.images.add(pinPicture(category, `carousel-${i}-${k}`, null, undefined, SECONDARY_WIDTH)),
    }));
    pin.row.carousel_json = JSON.stringify({ slots } satisfies CarouselJson);
    ctx.pins.push(pin);
  }
}

/** Ids of the advertiser, campaign and promotion, as an ads system would hand them out. */
function adIds(ctx: Ctx, promoter: SeedUser) {
  ctx.adSeq++;
  return { advertiserId: `ADV-${1000 + promoter.id}`, campaignId: `CMP-${5000 + ctx.adSeq}`, pinPromotionId: `PP-${90000 + ctx.adSeq}` };
}

function advertiserDomain(user: SeedUser): string {
  return user.profile.websiteDomain ?? new URL(user.profile.adsOnlyProfileSite ?? fail(`${user.profile.username} has no site`)).host;
}

/** Each collection ad shows one shop's products from one category. */
const COLLECTIONS: readonly [string, ProductCategory][] = [
  ['brightnest', 'home'],
  ['glowskin_ads', 'beauty'],
  ['trailgear_co', 'fitness'],
  ['brightnest', 'garden'],
];

function collectionAds(ctx: Ctx): void {
  const r = ctx.r.fork('collection');
  COLLECTIONS.forEach(([name, category], i) => {
    const promoter = userNamed(ctx.world, name);
    const { title, subject } = ctx.titles.take(category);
    const brand = PRODUCTS[category].find((p) => SHOP_USERS[p.brand] === promoter.profile.username)?.brand ?? fail('promoter without products');
    const domain = shopDomain(brand);
    const pin = makeOriginal(r, ctx.world, {
      kind: 'collection',
      pinner: promoter,
      category,
      title,
      subject,
      domain,
      linkPath: `collections/${slugify(title)}`,
      requireLink: true,
    });
    const products = r.sample(
      PRODUCTS[category].filter((p) => p.brand === brand),
      3 + (i % 2),
    );
    const items: CollectionJson['items'] = products.map((p, k) => ({
      id: `collection-item-${i + 1}-${k + 1}`,
      title: p.name,
      link: `https://${domain}/products/${slugify(p.name)}`,
      imageId: ctx.world.images.add(pinPicture(category, `collection-${i}-${k}`, null, { w: 1, h: 1 }, SECONDARY_WIDTH)),
    }));
    pin.row.collection_json = JSON.stringify({ items } satisfies CollectionJson);
    pin.row.is_promoted = 1;
    pin.row.promoter_id = promoter.id;
    pin.row.ad_json = JSON.stringify(adJson({ ...adIds(ctx, promoter), adDestinationUrl: pin.row.link, collectionGridClickType: 2 + (i % 2) }));
    ctx.pins.push(pin);
  });
}

function oneTapPins(ctx: Ctx): void {
  const r = ctx.r.fork('oneTap');
  const brands = advertisers(ctx.world);
  for (let i = 0; i < ONE_TAPS; i++) {
    const pinner = brands[i % brands.length];
    const category = pickCategory(r, pinner);
    const { title, subject } = ctx.titles.take(category);
    const domain = advertiserDomain(pinner);
    const pin = makeOriginal(r, ctx.world, { kind: 'oneTap', pinner, category, title, subject, domain, requireLink: true });
    pin.row.is_one_tap = 1;
    pin.row.tracked_link = `${pin.row.link}?utm_source=pinboard&utm_medium=one_tap&utm_content=${i + 1}`;
    ctx.pins.push(pin);
  }
}

/**
 * Promoters in order. The second is a weight-loss ad (the feed can hide those); the third is downstream promotion:
 * Mia's own pin that Bright Nest pays to show.
 */
const PROMOTIONS = ['brightnest', 'trailgear_co', 'brightnest', 'glowskin_ads', 'trailgear_co', 'brightnest', 'glowskin_ads', 'trailgear_co'];

function promotedPins(ctx: Ctx): void {
  const r = ctx.r.fork('promoted');
  PROMOTIONS.slice(0, PROMOTED).forEach((name, i) => {
    const promoter = userNamed(ctx.world, name);
    const downstream = i === 2;
    const pinner = downstream ? userNamed(ctx.world, 'miacooks') : promoter;
    const category = downstream ? 'home' : i === 1 ? 'fitness' : pickCategory(r, promoter);
    const { title, subject } = ctx.titles.take(category);
    const domain = advertiserDomain(promoter);
    const pin = makeOriginal(r, ctx.world, { kind: 'promoted', pinner, category, title, subject, domain, requireLink: true });
    const destination = `https://${domain}/lp/${slugify(title)}?utm_source=pinboard&utm_medium=paid`;
    pin.row.is_promoted = 1;
    pin.row.promoter_id = promoter.id;
    pin.row.tracked_link = destination;
    pin.row.ad_json = JSON.stringify(
      adJson({
        ...adIds(ctx, promoter),
        adDestinationUrl: i % 4 === 3 ? null : destination,
        isThirdPartyAd: i === 0,
        isWeightLossAd: i === 1,
        isDownstreamPromotion: downstream,
      }),
    );
    ctx.pins.push(pin);
  });
}

/** Sponsorship status codes: 1 approved (label shown); 0, 2, 3 rejected, requested, unaffiliated. */
const SPONSORSHIP_STATUSES = [1, 1, 0, 2, 3, 1];

function sponsoredPins(ctx: Ctx): void {
  const r = ctx.r.fork('sponsored');
  const pairs: [string, string][] = [
    ['miacooks', 'brightnest'],
    ['wanderlust_jo', 'trailgear_co'],
    ['fitwithnoor', 'trailgear_co'],
    ['threadcount', 'glowskin_ads'],
    ['leafandloam', 'brightnest'],
    ['paperandpaint', 'brightnest'],
  ];
  for (let i = 0; i < SPONSORED; i++) {
    const [creator, sponsor] = pairs[i % pairs.length];
    const pinner = userNamed(ctx.world, creator);
    const category = pickCategory(r, pinner);
    const { title, subject } = ctx.titles.take(category);
    const pin = makeOriginal(r, ctx.world, { kind: 'sponsored', pinner, category, title, subject, requireLink: true });
    pin.row.sponsor_id = userNamed(ctx.world, sponsor).id;
    pin.row.sponsorship_status = SPONSORSHIP_STATUSES[i % SPONSORSHIP_STATUSES.length];
    ctx.pins.push(pin);
  }
}

/** All original pins, every kind, in a fixed order (each kind draws from its own random stream). */
export function buildOriginals(r: Random, world: World, videos: readonly VideoSource[]): PinDraft[] {
  const ctx: Ctx = { world, titles: new TitleBank(r.fork('titles')), pins: [], r, adSeq: 0 };
  for (const fixed of Object.values(FIXED_TITLES)) ctx.titles.reserve(fixed.title, fixed.subject);
  videoPins(ctx, videos);
  productPins(ctx);
  recipePins(ctx);
  storyPins(ctx, videos);
  carouselPins(ctx);
  collectionAds(ctx);
  oneTapPins(ctx);
  promotedPins(ctx);
  sponsoredPins(ctx);
  gifPins(ctx);
  plainImages(ctx, ORIGINAL_PIN_COUNT - ctx.pins.length);
  return ctx.pins;
}
