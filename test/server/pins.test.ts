import { IMAGE_SIZE_SPECS, SRCSET_SPECS } from '../../shared/constants';
import { pin as pinSchema, type Pin } from '../../shared/contracts/pin';
import { anonCall, rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

const { app, db } = makeApp();
const f = factories(db);

const KINDS = ['image', 'video', 'gif', 'product', 'recipe', 'story', 'carousel', 'collection', 'promoted', 'oneTap'] as const;

/** The pins, built once paula and viewer (who log in) have signed up. */
const world = (paula: number, viewer: number) => {
  f.profile(paula, {
    first_name: 'paula',
    full_name: 'Paula Pinner',
    is_verified_merchant: 1,
    is_primary_website_verified: 1,
    website_domain: 'paula.example',
  });
  f.profile(viewer, { first_name: 'viewer', full_name: 'viewer' });
  const brand = f.user('brandco', { full_name: 'Brand Co', is_partner: 1 });
  const creator = f.user('creator', { full_name: 'Cree Ator', verified_identity: 1 });
  const board = f.board(paula, 'Things I like');
  const viewerBoard = f.board(viewer, 'Viewer picks');
  const secret = f.board(paula, 'Hidden', { privacy: 'secret' });
  const [img1, img2, img3] = [f.image(), f.image(), f.image()];
  const clip = f.video({ duration_ms: 12000 });
  const clip2 = f.video({ duration_ms: 8000 });

  const product = {
    typeName: 'product',
    displayName: 'Linen shirt',
    siteName: 'Shop',
    url: 'https://shop.example/shirt',
    displayCookTime: null,
    aggregateRating: null,
    products: [
      {
        id: 'p1',
        productId: 'p1',
        name: 'Linen shirt',
        itemId: 'i1',
        brand: { name: 'Brand Co' },
        offerSummary: { price: '$40', minPrice: null, maxPrice: null, standardPrice: '$60' },
        shippingInfo: { freeShippingPrice: '$50', freeShippingValue: '50' },
        variantSet: { dimensionMetadata: [{ name: 'size', values: ['S', 'M'] }], variants: [{ id: 'v1', dimensions: { size: 'S' }, price: '$40' }] },
        labelInfo: { labels: ['Sale'] },
      },
    ],
  };
  const recipe = {
    typeName: 'recipe',
    displayName: 'Lemon tart',
    siteName: 'Bakes',
    url: 'https://bakes.example/tart',
    displayCookTime: 95,
    aggregateRating: { ratingValue: 4.6, bestRating: 5, reviewCount: 120, ratingCount: 340 },
    products: [],
  };
  const story = {
    isDeleted: false,
    hasProductPins: false,
    hasAffiliateProducts: true,
    pages: [
      {
        blocks: [
          { type: 'image', imageId: img1 },
          { type: 'text', text: 'Step one' },
        ],
      },
      { blocks: [{ type: 'video', videoId: clip }] },
      {
        blocks: [
          { type: 'video', videoId: clip2 },
          { type: 'text', text: 'Done' },
        ],
      },
      { blocks: [{ type: 'image', imageId: img2 }] },
    ],
  };
  const carousel = {
    slots: [img1, img2, img3].map((imageId, i) => ({
      id: 100 + i,
      title: `Slot ${i}`,
      details: `Details ${i}`,
      link: `https://x.example/${i}`,
      itemId: `item${i}`,
      imageId,
    })),
  };
  const collection = {
    items: [img1, img2, img3].map((imageId, i) => ({ id: `c${i}`, title: `Item ${i}`, link: `https://c.example/${i}`, imageId })),
  };
  const ad = {
    adDestinationUrl: 'https://ads.example/landing',
    advertiserId: 555,
    campaignId: '777',
    pinPromotionId: '888',
    collectionGridClickType: 2,
    isWeightLossAd: false,
    isThirdPartyAd: true,
    isDownstreamPromotion: false,
  };

  const pin = (o: Record<string, string | number | null>) => f.pin(paula, board, o);
  const kinds: Record<(typeof KINDS)[number], number> = {
    image: pin({
      title: 'Plain picture',
      description: 'Line one\nLine two <script>alert(1)</script>',
      alt_text: 'A cat',
      link: 'https://a.example/',
      domain: 'a.example',
    }),
    video: pin({ title: 'A clip', video_id: clip }),
    gif: pin({ title: 'Dancing', is_gif: 1 }),
    product: pin({ title: 'Linen shirt', rich_summary_json: JSON.stringify(product), category: 'shopping' }),
    recipe: pin({ title: 'Lemon tart', rich_summary_json: JSON.stringify(recipe) }),
    story: pin({ title: 'How to fold', story_pin_json: JSON.stringify(story), native_creator_id: creator }),
    carousel: pin({ title: 'Three shirts', carousel_json: JSON.stringify(carousel) }),
    collection: pin({ title: 'The set', collection_json: JSON.stringify(collection) }),
    promoted: pin({
      title: 'Buy this',
      is_promoted: 1,
      promoter_id: brand,
      ad_json: JSON.stringify(ad),
      sponsor_id: brand,
      sponsorship_status: 1,
      native_creator_id: creator,
    }),
    oneTap: pin({ title: 'Straight there', is_one_tap: 1, link: 'https://go.example/', tracked_link: 'https://t.example/go' }),
  };
  return { paula, brand, creator, viewer, board, viewerBoard, secret, clip, clip2, img1, kinds };
};
let W: ReturnType<typeof world>;

let viewer: Browser;
let paula: Browser;

beforeAll(async () => {
  const { browsers, ids } = await signUpAll(app, ['viewer', 'paula']);
  ({ viewer, paula } = browsers);
  W = world(ids.paula, ids.viewer);
});

async function getPin(id: number, as?: Browser): Promise<Pin> {
  const res = as ? await as.call('pinGet', { id }) : await anonCall(app, 'pinGet', { id });
  expect(res.status).toBe(200);
  return rr(res).data;
}

describe('PinResource get: every kind validates against the pin contract', () => {
  it.each(KINDS)('%s', async (kind) => {
    const data = await getPin(W.kinds[kind]);
    const parsed = pinSchema.safeParse(data);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues, null, 2));
    // Nothing beyond the contract leaks out either.
    expect(Object.keys(data).sort()).toEqual(Object.keys(pinSchema.shape).sort());
  });
});

describe('PinResource get: the parts each kind needs', () => {
  it('an image pin: every size spec, urls, seo url, sanitized description html, pinner and board', async () => {
    const p = await getPin(W.kinds.image);
    expect(Object.keys(p.images)).toEqual([...IMAGE_SIZE_SPECS]);
    expect(p.images['236x']).toEqual({ url: `/media/images/${p.imageSignature}/236x.jpg`, width: 236, height: 354, dominantColor: '#aabbcc' });
    expect(p.origImageUrl).toBe(`/media/images/${p.imageSignature}/orig.jpg`);
    expect(p.seoUrl).toBe(`/pin/plain-picture--${W.kinds.image}/`);
    expect(p).toMatchObject({
      gridTitle: 'Plain picture',
      closeupDescription: p.description,
      altText: 'A cat',
      isRepin: false,
      isGif: false,
      embed: null,
      videos: null,
    });
    expect(p.descriptionHtml).toBe('Line one<br />Line two ');
    expect(p.pinner).toMatchObject({ username: 'paula', fullName: 'Paula Pinner', isVerifiedMerchant: true });
    // What the card's claimed-domain attribution compares with the pin's domain.
    expect(p.pinner).toMatchObject({ isPrimaryWebsiteVerified: true, websiteDomain: 'paula.example' });
    expect(p.board).toMatchObject({
      id: String(W.board),
      name: 'Things I like',
      url: expect.stringMatching(/^\/paula\/things-i-like-\d+\/$/),
      privacy: 'public',
    });
  });

  it('a video pin: the mp4 under every format key, with size and thumbnail', async () => {
    const p = await getPin(W.kinds.video);
    expect(p.videos).toMatchObject({ id: String(W.clip), duration: 12000 });
    const sig = db.prepare('SELECT signature FROM videos WHERE id = ?').pluck().get(W.clip);
    for (const key of ['V_720P', 'V_HLSV4', 'V_HLSV3_MOBILE']) {
      expect(p.videos!.videoList[key]).toEqual({
        url: `/media/videos/${sig}.mp4`,
        width: 720,
        height: 1280,
        thumbnail: expect.stringMatching(/^\/media\/images\/sig\d+\/736x\.jpg$/),
      });
    }
  });

  it('a gif pin: isGif and the animated file as embed', async () => {
    const p = await getPin(W.kinds.gif);
    expect(p.isGif).toBe(true);
    expect(p.embed).toEqual({ type: 'gif', src: `/media/images/${p.imageSignature}/anim.gif` });
  });

  it('product and recipe pins: the rich summary as stored', async () => {
    const product = await getPin(W.kinds.product);
    expect(product.richSummary).toMatchObject({ typeName: 'product', products: [{ offerSummary: { price: '$40', standardPrice: '$60' } }] });
    const recipe = await getPin(W.kinds.recipe);
    expect(recipe.richSummary).toMatchObject({ typeName: 'recipe', displayCookTime: 95, aggregateRating: { ratingValue: 4.6, ratingCount: 340 } });
  });

  it('a story pin: pages with images and text, static page count, total video time, the title as metadata', async () => {
    const p = await getPin(W.kinds.story);
    expect(p.storyPinDataId).toBe(String(W.kinds.story));
    expect(p.storyPinData).toMatchObject({
      isDeleted: false,
      hasAffiliateProducts: true,
      staticPageCount: 2,
      totalVideoDuration: 20000,
      metadata: { pinTitle: 'How to fold' },
    });
    const [first, second] = p.storyPinData!.pages;
    expect(first.blocks[0]).toMatchObject({ type: 'image', imageSignature: expect.any(String), images: { '236x': expect.any(Object) } });
    expect(first.blocks[1]).toEqual({ type: 'text', text: 'Step one' });
    expect(second.blocks).toEqual([{ type: 'video' }]);
    expect(p.nativeCreator).toMatchObject({ username: 'creator', verifiedIdentity: { verified: true } });
  });

  it('a carousel pin: its slots with the srcset widths only', async () => {
    const p = await getPin(W.kinds.carousel);
    expect(p.carouselData).toMatchObject({ entityId: String(W.kinds.carousel), index: 0 });
    expect(p.carouselData!.carouselSlots).toHaveLength(3);
    const slot = p.carouselData!.carouselSlots[1];
    expect(slot).toMatchObject({ id: '101', slotId: '101', title: 'Slot 1', details: 'Details 1', link: 'https://x.example/1', itemId: 'item1' });
    expect(Object.keys(slot.images)).toEqual([...SRCSET_SPECS]);
    expect(slot.images['474x'].url).toBe(`/media/images/${slot.imageSignature}/474x.jpg`);
  });

  it('a collection pin: its items with images', async () => {
    const p = await getPin(W.kinds.collection);
    expect(p.collectionPin!.items.map((i) => i.title)).toEqual(['Item 0', 'Item 1', 'Item 2']);
    expect(p.collectionPin!.items[0].images['236x']).toBeDefined();
  });

  it('a promoted pin: promoter, sponsorship and ad data', async () => {
    const p = await getPin(W.kinds.promoted);
    expect(p).toMatchObject({
      isPromoted: true,
      isThirdPartyAd: true,
      isDownstreamPromotion: false,
      promoter: { username: 'brandco', isPartner: true },
    });
    expect(p.adData).toEqual({
      adDestinationUrl: 'https://ads.example/landing',
      advertiserId: '555',
      campaignId: '777',
      pinPromotionId: '888',
      collectionGridClickType: 2,
      isWeightLossAd: false,
    });
    expect(p.sponsorship).toMatchObject({ status: 1, sponsor: { username: 'brandco' }, creator: { username: 'creator' } });
  });

  it('a one-tap pin: the flag and both links', async () => {
    const p = await getPin(W.kinds.oneTap);
    expect(p).toMatchObject({ isOneTap: true, link: 'https://go.example/', trackedLink: 'https://t.example/go', isPromoted: false, adData: null });
  });
});

describe('PinResource get: counts and the viewer', () => {
  it('counts reactions per type, most first, and favorites', async () => {
    const id = W.kinds.image;
    const reactors = ['r1', 'r2', 'r3', 'r4'].map((u) => f.user(u));
    f.react(id, reactors[0], 7);
    f.react(id, reactors[1], 7);
    f.react(id, reactors[2], 1);
    f.favorite(id, reactors[3]);
    const p = await getPin(id);
    expect(p.reactionCountsData).toEqual([
      { reactionType: 7, reactionCount: 2 },
      { reactionType: 1, reactionCount: 1 },
    ]);
    expect(p).toMatchObject({ favoriteUserCount: 1, favoritedByMe: false });
  });

  it("marks the viewer's favorite, save (of the pin or of its original) and ownership", async () => {
    const id = W.kinds.recipe;
    const viewerId = f.userId('viewer');
    f.favorite(id, viewerId);
    const repin = f.repin(id, viewerId, W.viewerBoard);

    const seenByViewer = await getPin(id, viewer);
    expect(seenByViewer).toMatchObject({ favoritedByMe: true, access: [], saveCount: 1 });
    expect(seenByViewer.savedInfo).toEqual({
      localPinId: String(repin),
      boardId: String(W.viewerBoard),
      title: 'Viewer picks',
      type: 'board',
      url: expect.stringMatching(/^\/viewer\/viewer-picks-\d+\/$/),
      layout: 'default',
    });

    const seenByOwner = await getPin(id, paula);
    expect(seenByOwner).toMatchObject({ favoritedByMe: false, access: ['write'] });
    // The owner pinned the original, so it is saved on the owner's board.
    expect(seenByOwner.savedInfo).toMatchObject({ boardId: String(W.board), localPinId: String(id) });

    const signedOut = await getPin(id);
    expect(signedOut).toMatchObject({ favoritedByMe: false, savedInfo: null, access: [] });

    // The repin shows its original's payload and aggregated saves, and counts as saved from either side.
    const copy = await getPin(repin, viewer);
    expect(copy).toMatchObject({
      isRepin: true,
      access: ['write'],
      saveCount: 1,
      aggregatedPinData: { id: String(id), aggregatedStats: { saves: 1 } },
    });
    expect(copy.richSummary).toEqual(seenByViewer.richSummary);
    expect(copy.savedInfo).toMatchObject({ boardId: String(W.viewerBoard), localPinId: String(repin) });
  });

  it('shows interests and the pinner follow state per viewer', async () => {
    const id = W.kinds.carousel;
    const knit = f.interest('Knitting');
    f.tag(id, knit);
    f.followUser(f.userId('viewer'), W.paula);
    const p = await getPin(id, viewer);
    expect(p.interests).toEqual([{ id: String(knit), name: 'Knitting', urlName: expect.stringMatching(/^knitting/) }]);
    expect(p.aggregatedPinData.pinTagsChips).toEqual([{ id: String(knit), name: 'Knitting' }]);
    expect(p.pinner).toMatchObject({ explicitlyFollowedByMe: true, followerCount: 1 });
    expect((await getPin(id)).pinner.explicitlyFollowedByMe).toBe(false);
  });

  it("carries the board's follow state per viewer, as the follow and unfollow calls leave it", async () => {
    const id = W.kinds.gif;
    expect((await getPin(id, viewer)).board.followedByMe).toBe(false);

    expect((await viewer.call('followBoard', { id: W.board })).status).toBe(200);
    expect((await getPin(id, viewer)).board.followedByMe).toBe(true);
    // Only the follower: the owner and a signed-out visitor (served from the shared snapshot) see false.
    expect((await getPin(id, paula)).board.followedByMe).toBe(false);
    expect((await getPin(id)).board.followedByMe).toBe(false);

    expect((await viewer.call('unfollowBoard', { id: W.board })).status).toBe(200);
    expect((await getPin(id, viewer)).board.followedByMe).toBe(false);
  });

  it('sees an edit right away: the cached pin is rebuilt after a write', async () => {
    const id = W.kinds.oneTap;
    expect((await getPin(id)).title).toBe('Straight there');
    db.prepare('UPDATE pins SET title = ?, description = ? WHERE id = ?').run('Renamed', 'New\ntext', id);
    const p = await getPin(id);
    expect(p).toMatchObject({ title: 'Renamed', gridTitle: 'Renamed', descriptionHtml: 'New<br />text', seoUrl: `/pin/renamed--${id}/` });
  });
});

describe('PinResource get: its section', () => {
  it('names the section the pin is in to everyone who may see the pin, null once it is in none', async () => {
    const section = f.section(W.board, 'Linen');
    const inSection = f.pin(W.paula, W.board, { section_id: section });
    const loose = f.pin(W.paula, W.board);
    for (const as of [undefined, viewer, paula]) {
      expect((await getPin(inSection, as)).sectionId).toBe(String(section));
      expect((await getPin(loose, as)).sectionId).toBeNull();
    }
    expect((await paula.call('sectionDelete', { section_id: String(section) })).status).toBe(200);
    expect((await getPin(inSection, paula)).sectionId).toBeNull();
  });
});

describe('PinResource get: not found and invalid', () => {
  it('answers 404 for an unknown pin', async () => {
    expect((await anonCall(app, 'pinGet', { id: 123456789 })).status).toBe(404);
  });

  it('answers 404 for a secret-board pin unless the viewer may see the board', async () => {
    const id = f.pin(W.paula, W.secret, { title: 'Surprise' });
    expect((await anonCall(app, 'pinGet', { id })).status).toBe(404);
    expect((await viewer.call('pinGet', { id })).status).toBe(404);
    expect((await getPin(id, paula)).title).toBe('Surprise');
  });

  it.each([['abc'], [0], [-3], ['12abc']])('answers 400 naming id for %j', async (id) => {
    const res = await anonCall(app, 'pinGet', { id });
    expect(res.status).toBe(400);
    expect(Object.keys(rr(res).error.fields)).toEqual(['id']);
  });
});
