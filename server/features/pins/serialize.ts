import type { BoardRef } from '../../../shared/contracts/board';
import type { Pin, SavedInfo } from '../../../shared/contracts/pin';
import type { UserSummary } from '../../../shared/contracts/user';
import { imageUrl } from '../../../shared/domain/imageSizes';
import { safeWebLink } from '../../../shared/domain/links';
import { boardUrl } from '../boards/serialize';
import type { KindParts } from './kinds';
import { gifUrl, sizedImages, type Video } from './media';
import { seoUrl } from './seo';
import type { CollageItemRow, InterestRow, PinRow, ReactionCountRow, SavedRow } from './store';

const CHIP_IMAGE_SPEC = '136x136';

/** What was loaded beside a pin's row that is the same for every viewer. */
export interface SharedParts {
  kinds: KindParts;
  video: Video | null;
  descriptionHtml: string;
  board: BoardRef;
  interests: InterestRow[];
  reactions: ReactionCountRow[];
}

/** What depends on who is looking (summaries carry explicitlyFollowedByMe) and on the feed that led to the pin. */
export interface ViewerParts {
  viewerId: number | null;
  summaries: Map<number, UserSummary>;
  favoritedByMe: boolean;
  /** The viewer follows the pin's board. */
  boardFollowedByMe: boolean;
  saved: SavedRow | undefined;
  sourceInterestId: number | undefined;
  /** The collage's sources this viewer may see, in order; undefined when none (or not a collage). */
  collageItems: CollageItemRow[] | undefined;
}

/** A collage source as its chip: the small square image only, and the source's own closeup. */
function toCollageItem(row: CollageItemRow): NonNullable<Pin['collageItems']>[number] {
  const chip = sizedImages(row.signature, row.width, row.height, row.dominant_color)[CHIP_IMAGE_SPEC];
  return { id: String(row.source_id), title: row.title, link: seoUrl(row.source_id, row.title), images: { [CHIP_IMAGE_SPEC]: chip } };
}

/** The viewer's save of a pin's original (their newest, where there are several), as the card's savedInfo. */
export function toSavedInfo(saved: Omit<SavedRow, 'canon'>): SavedInfo {
  return {
    localPinId: String(saved.local_pin_id),
    boardId: String(saved.board_id),
    title: saved.board_name,
    type: 'board',
    url: boardUrl(saved.owner_username, saved.board_slug),
    layout: saved.board_layout,
  };
}

export function toPin(row: PinRow, shared: SharedParts, viewer: ViewerParts): Pin {
  const id = String(row.id);
  const { kinds, interests } = shared;
  const { summaries, saved } = viewer;
  const user = (userId: number | null) => (userId === null ? null : (summaries.get(userId) ?? null));
  const nativeCreator = user(row.native_creator_id);
  const sponsor = user(row.sponsor_id);
  const sourceInterest = viewer.sourceInterestId === undefined ? undefined : interests.find((i) => i.id === viewer.sourceInterestId);
  return {
    entityId: id,
    id,
    title: row.title,
    gridTitle: row.title,
    description: row.description,
    descriptionHtml: shared.descriptionHtml,
    closeupDescription: row.description,
    pinNote: row.pin_note,
    altText: row.alt_text,
    autoAltText: row.auto_alt_text,
    // Pinners write links; only http(s) ones leave the server, so no client can be handed a javascript: href.
    link: safeWebLink(row.link),
    trackedLink: safeWebLink(row.tracked_link),
    domain: row.domain,
    seoUrl: seoUrl(row.id, row.title),
    origImageUrl: imageUrl(row.signature, 'orig'),
    dominantColor: row.dominant_color,
    imageSignature: row.signature,
    images: sizedImages(row.signature, row.width, row.height, row.dominant_color),
    category: row.category,
    isRepin: row.origin_pin_id !== null,
    isGif: row.is_gif === 1,
    embed: row.is_gif === 1 ? { type: 'gif', src: gifUrl(row.signature) } : null,
    isOneTap: row.is_one_tap === 1,
    isPromoted: row.is_promoted === 1,
    isDownstreamPromotion: kinds.isDownstreamPromotion,
    isThirdPartyAd: kinds.isThirdPartyAd,
    createdAt: new Date(row.created_at).toISOString(),
    pinner: summaries.get(row.pinner_id)!,
    nativeCreator,
    promoter: user(row.promoter_id),
    // The shared ref says false; only a followed board costs a copy.
    board: viewer.boardFollowedByMe ? { ...shared.board, followedByMe: true } : shared.board,
    // Whoever is shown the pin may see its board, and with it the board's sections: the id tells them nothing new.
    sectionId: row.section_id === null ? null : String(row.section_id),
    favoritedByMe: viewer.favoritedByMe,
    favoriteUserCount: row.favorite_user_count,
    saveCount: row.save_count,
    savedInfo: saved ? toSavedInfo(saved) : null,
    access: viewer.viewerId !== null && viewer.viewerId === row.pinner_id ? ['write'] : [],
    sourceInterest: sourceInterest ? { name: sourceInterest.name, urlName: sourceInterest.url_name } : null,
    interests: interests.map((i) => ({ id: String(i.id), name: i.name, urlName: i.url_name })),
    videos: shared.video,
    carouselData: kinds.carouselData,
    richSummary: kinds.richSummary,
    storyPinData: kinds.story && { ...kinds.story, metadata: { pinTitle: row.title } },
    storyPinDataId: kinds.story ? id : null,
    sponsorship: sponsor && { status: row.sponsorship_status, creator: nativeCreator, sponsor },
    collectionPin: kinds.collectionPin,
    collageItems: viewer.collageItems ? viewer.collageItems.map(toCollageItem) : null,
    adData: kinds.adData,
    reactionCountsData: shared.reactions.map((r) => ({ reactionType: r.reaction_type, reactionCount: r.n })),
    aggregatedPinData: {
      id: String(row.origin_pin_id ?? row.id),
      aggregatedStats: { saves: row.save_count },
      pinTagsChips: interests.map((i) => ({ id: String(i.id), name: i.name })),
    },
  };
}

/** The user ids a pin shows summaries of. */
export const pinUserIds = (row: PinRow) =>
  [row.pinner_id, row.native_creator_id, row.promoter_id, row.sponsor_id].filter((u): u is number => u !== null);
