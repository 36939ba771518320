import type { Board, BoardDetail, BoardRef } from '../../../shared/contracts/board';
import type { InviteMetadata } from '../../../shared/contracts/invites';
import type { Pin } from '../../../shared/contracts/pin';
import type { SignedInViewer, UserSummary } from '../../../shared/contracts/user';
import { allSizes } from '../../../shared/domain/imageSizes';

export function makeUser(id: string, overrides: Partial<UserSummary> = {}): UserSummary {
  const username = overrides.username ?? `user${id}`;
  return {
    entityId: id,
    id,
    username,
    fullName: `User ${id}`,
    firstName: 'User',
    imageSmallUrl: `/media/avatars/${id}/small.jpg`,
    imageMediumUrl: `/media/avatars/${id}/medium.jpg`,
    imageLargeUrl: `/media/avatars/${id}/large.jpg`,
    isVerifiedMerchant: false,
    verifiedIdentity: { verified: false },
    explicitlyFollowedByMe: false,
    isAdsOnlyProfile: false,
    adsOnlyProfileSite: null,
    isPrimaryWebsiteVerified: false,
    websiteDomain: null,
    isPartner: false,
    followerCount: 0,
    ...overrides,
  };
}

export function makeBoard(id: string, ownerId: string, overrides: Partial<BoardRef> = {}): BoardRef {
  return {
    entityId: id,
    id,
    name: `Board ${id}`,
    url: `/user${ownerId}/board-${id}/`,
    layout: 'default',
    privacy: 'public',
    isCollaborative: false,
    collaboratorCount: 0,
    ownerId,
    followedByMe: false,
    ...overrides,
  };
}

/** A full board as board lists answer it (BoardsResource get): `slug` makes its url `/{owner's username}/{slug}/`. */
export function makeFullBoard(id: string, owner: UserSummary, slug: string, overrides: Partial<Board> = {}): Board {
  return {
    ...makeBoard(id, owner.id),
    url: `/${owner.username}/${slug}/`,
    description: '',
    collaboratedByMe: false,
    collaboratorPermissions: [],
    followedByMe: false,
    followerCount: 0,
    pinCount: 0,
    owner,
    coverImages: {},
    sections: [],
    permissions: [],
    archived: false,
    coverPinId: null,
    ...overrides,
  };
}

/** The board page's board (BoardResource get): a full board with its first collaborators. */
export function makeBoardDetail(id: string, owner: UserSummary, slug: string, overrides: Partial<BoardDetail> = {}): BoardDetail {
  return { ...makeFullBoard(id, owner, slug), collaborators: [], ...overrides };
}

/** InviteCodeMetadataResource's answer: a pending link `code` from `sender` to `board`. */
export function makeInviteMetadata(
  code: string,
  sender: UserSummary,
  board: Pick<BoardRef, 'id' | 'name' | 'url'>,
  overrides: Partial<InviteMetadata> = {},
): InviteMetadata {
  return {
    invite_code: code,
    invite_channel: 0,
    status: 'pending',
    invited_user_id: null,
    sender: {
      id: sender.id,
      first_name: sender.firstName,
      full_name: sender.fullName,
      image_medium_url: '',
      is_default_image: true,
      should_show_messaging: true,
    },
    board: { id: board.id, name: board.name, url: board.url },
    expires_at: null,
    ...overrides,
  };
}

/** A pin whose original is 600 x 1200, so its 236x image is 236 x 472. */
export function makePin(id: string, overrides: Partial<Pin> = {}): Pin {
  const signature = `sig${id}`;
  const pinner = makeUser(`9${id}`);
  return {
    entityId: id,
    id,
    title: `Pin ${id}`,
    gridTitle: `Pin ${id}`,
    description: '',
    descriptionHtml: '',
    closeupDescription: '',
    pinNote: '',
    altText: null,
    autoAltText: null,
    link: null,
    trackedLink: null,
    domain: null,
    seoUrl: `/pin/${id}/`,
    origImageUrl: `/media/images/${signature}/orig.jpg`,
    dominantColor: '#a0b0c0',
    imageSignature: signature,
    images: allSizes(signature, { width: 600, height: 1200 }, '#a0b0c0'),
    category: null,
    isRepin: false,
    isGif: false,
    isOneTap: false,
    isPromoted: false,
    isDownstreamPromotion: false,
    isThirdPartyAd: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    pinner,
    nativeCreator: null,
    promoter: null,
    board: makeBoard(`8${id}`, pinner.id),
    sectionId: null,
    favoritedByMe: false,
    favoriteUserCount: 0,
    saveCount: 0,
    savedInfo: null,
    access: [],
    sourceInterest: null,
    interests: [],
    videos: null,
    carouselData: null,
    richSummary: null,
    storyPinData: null,
    storyPinDataId: null,
    sponsorship: null,
    collectionPin: null,
    collageItems: null,
    adData: null,
    reactionCountsData: [],
    aggregatedPinData: { id: `a${id}`, aggregatedStats: { saves: 0 }, pinTagsChips: [] },
    embed: null,
    ...overrides,
  };
}

/** A carousel pin whose slots carry these titles, each slot with its own 600 x 600 images. */
export function makeCarouselPin(id: string, titles: string[]): Pin {
  return makePin(id, {
    carouselData: {
      entityId: `c${id}`,
      carouselId: `c${id}`,
      index: 0,
      carouselSlots: titles.map((title, i) => ({
        id: `s${i}`,
        slotId: `s${i}`,
        title,
        details: '',
        link: '',
        itemId: `i${i}`,
        imageSignature: `slot${i}`,
        images: allSizes(`slot${i}`, { width: 600, height: 600 }, '#101010'),
      })),
    },
  });
}

export function makePins(from: number, to: number): Pin[] {
  return Array.from({ length: to - from + 1 }, (_, i) => makePin(String(from + i)));
}

export function makeViewer(overrides: Partial<SignedInViewer> = {}): SignedInViewer {
  return {
    isAuth: true,
    id: '77',
    username: 'ann_lee',
    fullName: 'Ann Lee',
    full_name: 'Ann Lee',
    first_name: 'Ann',
    imageSmallUrl: '/media/avatars/77/small.jpg',
    imageMediumUrl: '/media/avatars/77/medium.jpg',
    imageLargeUrl: '/media/avatars/77/large.jpg',
    image_medium_url: '/media/avatars/77/medium.jpg',
    country: 'GB',
    isPartner: false,
    isEmployee: false,
    isOperator: false,
    boardCount: 0,
    secretBoardCount: 0,
    pin_count: 0,
    created_at: '2024-01-01T00:00:00.000Z',
    save_behavior: 0,
    has_quicksave_board: false,
    should_show_messaging: false,
    experiments: { simplify_creator_attributions_unauth_web: null },
    ...overrides,
  };
}

/** A story pin's data: `isDeleted` for the removed-by-creator placeholder; the length from video and static pages. */
export function makeStoryPinData(overrides: Partial<NonNullable<Pin['storyPinData']>> = {}): NonNullable<Pin['storyPinData']> {
  return {
    isDeleted: false,
    hasProductPins: false,
    hasAffiliateProducts: false,
    staticPageCount: 1,
    totalVideoDuration: 0,
    metadata: { pinTitle: 'Story' },
    pages: [],
    ...overrides,
  };
}

/** An ad's data: a promoted pin with no destination of its own, whose collection chips open `collectionGridClickType`. */
export function makeAdData(overrides: Partial<NonNullable<Pin['adData']>> = {}): NonNullable<Pin['adData']> {
  return {
    adDestinationUrl: null,
    advertiserId: 'a1',
    campaignId: 'c1',
    pinPromotionId: 'p1',
    collectionGridClickType: null,
    isWeightLossAd: false,
    ...overrides,
  };
}
