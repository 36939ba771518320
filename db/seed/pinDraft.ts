import type { PinKind } from './pinKinds';
import { pinPicture } from './pictures';
import type { Random } from './random';
import type { PinRow } from '../tables';
import { slugify } from '../../shared/domain/slug';
import { CATEGORIES, fill, PIN_NOTES, type CategoryKey } from './text/catalogue';
import { fail, HOUR, timeBetween, type SeedBoard, type SeedUser, type World } from './world';

/** A pin before ids are given out (ids follow creation time, so feeds ordered by id run newest first). */
/** A pin with no ad placement and no activity yet: what every pin starts as before its kind adds to it. */
export const UNPLACED = {
  collection_json: null,
  ad_json: null,
  promoter_id: null,
  sponsor_id: null,
  sponsorship_status: null,
  is_promoted: 0,
  is_one_tap: 0,
  save_count: 0,
  favorite_user_count: 0,
  creation_method: null,
} as const satisfies Partial<PinRow>;

export interface PinDraft {
  kind: PinKind | 'repin';
  origin: PinDraft | null;
  id: number;
  row: Omit<PinRow, 'id' | 'origin_pin_id'>;
  categoryKey: CategoryKey;
}

/**
 * Deals titles per category: subjects in shuffled rounds (so no subject repeats before all have been used), each
 * with a random title pattern, never the same title twice. Reserved subjects (fixed, documented pins) are left out.
 */
export class TitleBank {
  private readonly decks = new Map<CategoryKey, string[]>();
  private readonly usedTitles = new Set<string>();
  private readonly reservedSubjects = new Set<string>();

  constructor(private readonly r: Random) {}

  reserve(title: string, subject = title): void {
    this.usedTitles.add(title);
    this.reservedSubjects.add(subject);
  }

  take(category: CategoryKey): { title: string; subject: string } {
    const c = CATEGORIES[category];
    for (let attempt = 0; attempt < 1000; attempt++) {
      let deck = this.decks.get(category);
      if (!deck || deck.length === 0) {
        deck = this.r.shuffle(c.subjects.filter((s) => !this.reservedSubjects.has(s)));
        this.decks.set(category, deck);
      }
      const subject = deck.pop() ?? fail(`no ${category} subjects`);
      const title = fill(this.r.pick(c.titles), subject);
      if (!this.usedTitles.has(title)) {
        this.usedTitles.add(title);
        return { title, subject };
      }
    }
    return fail(`ran out of ${category} titles`);
  }
}

/** Boards the user may pin to in a category: their own first, then group boards they belong to. */
export function pickBoard(r: Random, world: World, pinner: SeedUser, category: CategoryKey): SeedBoard {
  const writable = world.boards.filter((b) => b.members.has(pinner.id) && b.row.layout === 'default');
  const matching = writable.filter((b) => b.def.category === category);
  const pool = matching.length > 0 ? matching : writable.filter((b) => b.row.owner_id === pinner.id);
  if (pool.length === 0) fail(`${pinner.profile.username} has no board for ${category}`);
  return r.weighted(pool, (b) => (b.row.is_collaborative ? 0.8 : 2));
}

/** Two of every three pins on a board with sections go into one, so every such board shows both cases. */
export function pickSection(r: Random, board: SeedBoard): number | null {
  if (board.sectionIds.length === 0) return null;
  return board.pinsPlaced++ % 3 === 2 ? null : r.pick(board.sectionIds);
}

export function pickCategory(r: Random, user: SeedUser, allowed?: readonly CategoryKey[]): CategoryKey {
  const own = user.profile.categories.filter((c) => !allowed || allowed.includes(c));
  if (own.length === 0) fail(`${user.profile.username} pins none of ${allowed?.join(', ')}`);
  // The first-listed category is the user's main one.
  return r.weighted(own, (c) => (c === own[0] ? 3 : 1.5));
}

export interface OriginalSpec {
  kind: PinKind;
  pinner: SeedUser;
  category: CategoryKey;
  title: string;
  subject: string;
  /** An image already registered (video thumbnails, story covers); otherwise a new picture is made. */
  imageId?: number;
  board?: SeedBoard;
  /** The link's domain; by default one of the category's, or the pinner's own site. */
  domain?: string;
  linkPath?: string;
  /** Shop and ad pins always link out; ordinary pins are sometimes uploads with no link. */
  requireLink?: boolean;
}

/** An original pin with the fields every kind shares; the kind's own fields are set by the caller. */
export function makeOriginal(r: Random, world: World, spec: OriginalSpec): PinDraft {
  const c = CATEGORIES[spec.category];
  const board = spec.board ?? pickBoard(r, world, spec.pinner, spec.category);
  const since = board.members.get(spec.pinner.id) ?? fail(`${spec.pinner.profile.username} cannot pin to ${board.def.name}`);
  const ownSite = spec.pinner.profile.websiteDomain;
  const domain = spec.domain ?? (ownSite && r.chance(0.7) ? ownSite : r.pick(c.domains));
  const hasLink = spec.requireLink || r.chance(0.88);
  const link = hasLink ? `https://${domain}/${spec.linkPath ?? slugify(spec.title)}` : null;
  const description = r
    .sample(c.descriptions, r.int(1, 2))
    .map((d) => fill(d, spec.subject))
    .join(' ');
  const altRoll = r.next();
  const caption = r.chance(0.35) ? (spec.title.length <= 40 ? spec.title : spec.subject) : null;
  const imageId = spec.imageId ?? world.images.add(pinPicture(spec.category, `pin/${spec.title}`, caption));
  return {
    kind: spec.kind,
    origin: null,
    id: 0,
    categoryKey: spec.category,
    row: {
      pinner_id: spec.pinner.id,
      board_id: board.id,
      section_id: pickSection(r, board),
      native_creator_id: spec.pinner.id,
      image_id: imageId,
      video_id: null,
      is_gif: 0,
      title: spec.title,
      description,
      pin_note: r.chance(0.04) ? r.pick(PIN_NOTES) : '',
      // About a third carry alt text written by the pinner, most others only the machine's guess, some neither.
      alt_text: altRoll < 0.3 ? fill(r.pick(c.altText), spec.subject) : null,
      auto_alt_text: altRoll < 0.15 || (altRoll >= 0.3 && altRoll < 0.78) ? r.pick(c.autoAltText) : null,
      link,
      tracked_link: null,
      domain: link ? domain : null,
      category: c.pinCategory,
      rich_summary_json: null,
      carousel_json: null,
      story_pin_json: null,
      ...UNPLACED,
      created_at: timeBetween(r, since + HOUR, world.now - HOUR),
    },
  };
}
