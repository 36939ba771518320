import { CLIPS, type VideoSource } from './clips';
import { buildCollages, collageItemRows } from './collages';
import { demoExperiences } from './experiences';
import type { ImageSource } from './media/images';
import { posterFile } from './media/videos';
import { buildOriginals } from './originals';
import type { PinDraft } from './pinDraft';
import type { PinKind } from './pinKinds';
import { createRandom } from './random';
import { buildRepins } from './repins';
import { demoSpamDomains, type SpamDomainRow } from './spamDomains';
import { todayArticles } from './todayArticles';
import type {
  BoardCollaboratorRow,
  BoardFollowRow,
  BoardRow,
  BoardSectionRow,
  CollageItemRow,
  ExperienceRow,
  FavoriteRow,
  InterestFollowRow,
  InterestRow,
  PinInterestRow,
  PinRow,
  ReactionRow,
  TodayArticlePinRow,
  TodayArticleRow,
  UserFollowRow,
  UserRow,
} from '../tables';
import { favorites, follows, pinInterests, reactions } from './social';
import { buildWorld } from './world';

/** Every row of the demo data except what only media generation and password hashing can supply. */
export interface SeedPlan {
  users: { row: Omit<UserRow, 'password_hash'>; password: string }[];
  /** images.id = index + 1 */
  images: ImageSource[];
  /** videos.id = index + 1 */
  videos: VideoSource[];
  interests: InterestRow[];
  boards: BoardRow[];
  sections: BoardSectionRow[];
  collaborators: BoardCollaboratorRow[];
  pins: PinRow[];
  collageItems: CollageItemRow[];
  pinKinds: Record<PinKind | 'repin', number>;
  pinInterests: PinInterestRow[];
  userFollows: UserFollowRow[];
  boardFollows: BoardFollowRow[];
  interestFollows: InterestFollowRow[];
  reactions: ReactionRow[];
  favorites: FavoriteRow[];
  experiences: ExperienceRow[];
  spamDomains: SpamDomainRow[];
  todayArticles: TodayArticleRow[];
  todayArticlePins: TodayArticlePinRow[];
}

const SEED = 'pinboard-demo-seed-v1';

/** Pure and deterministic: the same `now` always gives the same plan. `clipDir` is where the clips' posters are. */
export function buildSeedPlan(now: number, clipDir: string): SeedPlan {
  const r = createRandom(SEED);
  const world = buildWorld(r.fork('world'), now);
  const videos = CLIPS.map(({ clip }) => ({ clip, thumbnailImageId: world.images.add({ kind: 'file', file: posterFile(clipDir, clip) }) }));
  const originals = buildOriginals(r.fork('originals'), world, videos);
  const repins = buildRepins(r.fork('repins'), world, originals);

  // Ids follow creation time, so "newest first" is simply "highest id first".
  const drafts: PinDraft[] = [...originals, ...repins]
    .map((draft, order) => ({ draft, order }))
    .sort((a, b) => a.draft.row.created_at - b.draft.row.created_at || a.order - b.order)
    .map(({ draft }, i) => Object.assign(draft, { id: i + 1 }));
  // save_count is exactly the number of saved copies (pins whose origin_pin_id is this pin).
  for (const repin of repins) if (repin.origin) repin.origin.row.save_count++;

  const favoriteRows = favorites(r.fork('favorites'), world, drafts);
  // Collages come last and newest, so adding them left every id above as it was.
  const collages = buildCollages(r.fork('collages'), world, originals);
  for (const { collage } of collages) drafts.push(Object.assign(collage, { id: drafts.length + 1 }));
  const follow = follows(r.fork('follows'), world);
  const pinKinds = {} as Record<PinKind | 'repin', number>;
  for (const d of drafts) pinKinds[d.kind] = (pinKinds[d.kind] ?? 0) + 1;

  const boards = world.boards.map((b) => b.row);
  const pins = drafts.map((d) => ({ id: d.id, origin_pin_id: d.origin?.id ?? null, ...d.row }));
  const tagged = pinInterests(r.fork('pinInterests'), [...originals, ...collages.map((c) => c.collage)]);
  const today = todayArticles(now, { interests: world.interests, boards, pins, pinInterests: tagged });

  return {
    users: world.users.map((u) => ({ row: u.row, password: u.profile.password })),
    images: world.images.sources,
    videos,
    interests: world.interests,
    boards,
    sections: world.sections,
    collaborators: world.collaborators,
    pins,
    collageItems: collageItemRows(collages),
    pinKinds,
    pinInterests: tagged,
    userFollows: follow.users,
    boardFollows: follow.boards,
    interestFollows: follow.interests,
    reactions: reactions(r.fork('reactions'), world, originals),
    favorites: favoriteRows,
    experiences: demoExperiences(now),
    spamDomains: demoSpamDomains(now),
    todayArticles: today.articles,
    todayArticlePins: today.articlePins,
  };
}
