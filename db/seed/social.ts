import { INTERESTS } from './interests';
import type { PinDraft } from './pinDraft';
import type { Random } from './random';
import type { BoardFollowRow, FavoriteRow, InterestFollowRow, PinInterestRow, ReactionRow, UserFollowRow } from '../tables';
import { fail, HOUR, timeBetween, userNamed, type SeedUser, type World } from './world';

/** What the demo account follows, so its home feed differs visibly from the popular one. */
const DEMO_FOLLOWS = {
  users: ['miacooks', 'wanderlust_jo', 'leafandloam', 'paperandpaint', 'threadcount', 'fitwithnoor', 'brightnest'],
  boards: [
    ['wanderlust_jo', 'Europe on a Budget'],
    ['leafandloam', 'Houseplants'],
    ['paperandpaint', 'Watercolor'],
    ['fitwithnoor', 'Home Workouts'],
    ['miacooks', 'Baking Day'],
  ],
  interests: ['Weeknight Dinners', 'Houseplants', 'Europe Travel', 'Small Space Living', 'Woodworking'],
} as const;

/** Kai joined recently and has followed no one yet: the empty following feed. */
const FOLLOWS_NOBODY = 'fresh_kai';

const REACTION_TYPES: readonly { type: ReactionRow['reaction_type']; weight: number }[] = [
  { type: 1, weight: 40 },
  { type: 7, weight: 25 },
  { type: 11, weight: 15 },
  { type: 5, weight: 10 },
  { type: 13, weight: 10 },
];

export function pinInterests(r: Random, originals: readonly PinDraft[]): PinInterestRow[] {
  return originals.flatMap((pin) => {
    const ids = INTERESTS.map((d, i) => ({ d, id: i + 1 }))
      .filter(({ d }) => d.category === pin.categoryKey)
      .map(({ id }) => id);
    if (ids.length === 0) fail(`no interests for ${pin.categoryKey}`);
    return r
      .sample(ids, r.int(1, Math.min(3, ids.length)))
      .sort((a, b) => a - b)
      .map((interest_id) => ({ pin_id: pin.id, interest_id }));
  });
}

/**
 * Favorites on group-board pins by the board's members; each pin's favorite_user_count is set to its number of
 * favorites. The oldest pin on the biggest group board is favorited by every member, to show the "9+" cap.
 */
export function favorites(r: Random, world: World, pins: readonly PinDraft[]): FavoriteRow[] {
  const rows: FavoriteRow[] = [];
  const groups = world.boards.filter((b) => b.row.is_collaborative);
  const biggest = groups.reduce((a, b) => (b.members.size > a.members.size ? b : a));
  const everyone = pins.find((p) => p.row.board_id === biggest.id);
  for (const pin of pins) {
    const board = groups.find((b) => b.id === pin.row.board_id);
    if (!board || (pin !== everyone && !r.chance(0.6))) continue;
    const members = [...board.members.keys()];
    const chosen = pin === everyone ? members : r.sample(members, r.int(1, Math.min(4, members.length)));
    for (const user_id of chosen.sort((a, b) => a - b)) {
      const since = Math.max(pin.row.created_at, board.members.get(user_id) ?? 0);
      rows.push({ pin_id: pin.id, user_id, created_at: timeBetween(r, since + 1000, world.now) });
    }
    pin.row.favorite_user_count = chosen.length;
  }
  return rows;
}

/** Reactions gather on video and story pins, where cards show them; a third of other organic pins get a few. */
export function reactions(r: Random, world: World, originals: readonly PinDraft[]): ReactionRow[] {
  const rows: ReactionRow[] = [];
  for (const pin of originals) {
    if (pin.row.is_promoted) continue;
    const featured = pin.kind === 'video' || pin.kind === 'story';
    if (!featured && !r.chance(0.3)) continue;
    const others = world.users.filter((u) => u.id !== pin.row.pinner_id && u.row.created_at < pin.row.created_at);
    const count = featured ? r.int(6, 12) : r.int(1, 4);
    for (const user of r.sample(others, count).sort((a, b) => a.id - b.id)) {
      rows.push({
        pin_id: pin.id,
        user_id: user.id,
        reaction_type: r.weighted(REACTION_TYPES, (t) => t.weight).type,
        created_at: timeBetween(r, pin.row.created_at + 1000, world.now),
      });
    }
  }
  return rows;
}

export interface Follows {
  users: UserFollowRow[];
  boards: BoardFollowRow[];
  interests: InterestFollowRow[];
}

const overlap = (a: SeedUser, b: SeedUser) => a.profile.categories.filter((c) => b.profile.categories.includes(c)).length;

export function follows(r: Random, world: World): Follows {
  const out: Follows = { users: [], boards: [], interests: [] };
  const followedAt = (...since: number[]) => timeBetween(r, Math.max(...since) + HOUR, world.now - HOUR);
  for (const user of world.users) {
    const isDemo = user.profile.username === 'demo';
    const isNew = user.profile.ageDays < 28;
    const others = world.users.filter((u) => u.id !== user.id);

    if (user.profile.username !== FOLLOWS_NOBODY) {
      const followees = isDemo
        ? DEMO_FOLLOWS.users.map((n) => userNamed(world, n))
        : r.sample(
            others.filter((o) => overlap(user, o) > 0 || r.chance(0.2)),
            isNew ? 2 : r.int(2, 6),
          );
      for (const f of followees.sort((a, b) => a.id - b.id)) {
        out.users.push({ follower_id: user.id, followee_id: f.id, created_at: followedAt(user.row.created_at, f.row.created_at) });
      }

      const visible = world.boards.filter((b) => b.row.owner_id !== user.id && b.row.privacy !== 'secret' && b.row.layout === 'default');
      const boards = isDemo
        ? DEMO_FOLLOWS.boards.map(([owner, name]) => visible.find((b) => b.def.owner === owner && b.def.name === name) ?? fail(`no board ${name}`))
        : r.sample(
            visible.filter((b) => b.def.category !== null && user.profile.categories.includes(b.def.category)),
            isNew ? 1 : r.int(0, 4),
          );
      for (const b of boards.sort((a, c) => a.id - c.id)) {
        out.boards.push({ user_id: user.id, board_id: b.id, created_at: followedAt(user.row.created_at, b.row.created_at) });
      }
    }

    const topics = INTERESTS.map((d, i) => ({ d, id: i + 1 }));
    const interests = isDemo
      ? DEMO_FOLLOWS.interests.map((name) => topics.find((t) => t.d.name === name) ?? fail(`no interest ${name}`))
      : r.sample(
          topics.filter((t) => user.profile.categories.includes(t.d.category)),
          r.int(2, 4),
        );
    for (const t of interests.sort((a, b) => a.id - b.id)) {
      out.interests.push({ user_id: user.id, interest_id: t.id, created_at: followedAt(user.row.created_at) });
    }
  }
  return out;
}
