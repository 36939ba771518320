import { pickSection, UNPLACED, type PinDraft } from './pinDraft';
import type { Random } from './random';
import { PIN_NOTES } from './text/catalogue';
import { fail, HOUR, timeBetween, type SeedBoard, type SeedUser, type World } from './world';

const REPIN_COUNT = 240;

/** Where a user files a saved pin: sometimes the quick-saves board, usually a board of theirs on the topic. */
function saveBoard(r: Random, world: World, saver: SeedUser, origin: PinDraft): SeedBoard {
  const mine = world.boards.filter((b) => b.members.has(saver.id));
  const quickSaves = mine.find((b) => b.row.layout === 'quick_saves' && b.row.owner_id === saver.id);
  if (quickSaves && r.chance(0.25)) return quickSaves;
  const onTopic = mine.filter((b) => b.row.layout === 'default' && b.def.category === origin.categoryKey);
  if (onTopic.length > 0) return r.weighted(onTopic, (b) => (b.row.owner_id === saver.id ? 2 : 1));
  return quickSaves ?? mine.find((b) => b.row.owner_id === saver.id && b.row.layout === 'default') ?? fail(`${saver.profile.username} has no board`);
}

/**
 * Saves of original pins by other users. Popularity is heavy-tailed (a few pins are saved many times, most
 * never), so the popular feed has a real order; savers favour pins from topics they pin themselves.
 */
export function buildRepins(r: Random, world: World, originals: readonly PinDraft[]): PinDraft[] {
  const boardPrivacy = new Map(world.boards.map((b) => [b.id, b.row.privacy]));
  // Ads are not saved in the demo data, secret boards cannot be seen, and a deleted story cannot be opened.
  const candidates = originals.filter(
    (p) =>
      !p.row.is_promoted && !p.row.is_one_tap && boardPrivacy.get(p.row.board_id) !== 'secret' && !p.row.story_pin_json?.includes('"isDeleted":true'),
  );
  const popularity = new Map(candidates.map((p) => [p, 1 / (0.02 + r.next()) ** 1.8]));
  const saved = new Set<string>();
  const repins: PinDraft[] = [];
  for (let attempts = 0; repins.length < REPIN_COUNT; attempts++) {
    if (attempts > REPIN_COUNT * 20) fail('could not place enough repins');
    const origin = r.weighted(candidates, (p) => popularity.get(p) ?? 0);
    const saver = r.weighted(
      world.users.filter((u) => u.id !== origin.row.pinner_id),
      (u) => (u.profile.categories.includes(origin.categoryKey) ? 3 : 0.4) * (u.profile.isAdvertiser ? 0.2 : 1),
    );
    const key = `${saver.id}:${origin.row.image_id}`;
    if (saved.has(key)) continue;
    const board = saveBoard(r, world, saver, origin);
    const earliest = Math.max(origin.row.created_at, board.members.get(saver.id) ?? fail('saver not on board')) + HOUR;
    if (earliest >= world.now - HOUR) continue;
    saved.add(key);
    repins.push({
      kind: 'repin',
      origin,
      id: 0,
      categoryKey: origin.categoryKey,
      row: {
        ...origin.row,
        pinner_id: saver.id,
        board_id: board.id,
        section_id: pickSection(r, board),
        pin_note: r.chance(0.15) ? r.pick(PIN_NOTES) : '',
        // Ad, sponsorship and one-tap data belong to the original placement, not to a saved copy.
        tracked_link: null,
        ...UNPLACED,
        created_at: timeBetween(r, earliest, world.now - HOUR),
      },
    });
  }
  return repins;
}
