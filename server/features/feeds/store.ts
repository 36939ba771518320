import type { SelfProfilePinFilter } from '../../../shared/domain/profileViewSettings';
import { colorHue, type ColorHue } from '../../../shared/domain/colorHue';
import type { Db } from '../../sqlite/open';
import { perLimit } from '../../common/perLimit';
import type { NameMatch } from './searchQuery';
import { BOARD_VISIBLE, INTEREST_NOT_LOWERED, NOT_HIDDEN, NOT_LOWERED, NOT_UNFOLLOWED } from '../../common/visibility';

export interface FollowedRow {
  id: number;
  /** The original the row stands for: the pin itself or, for a repin, its origin. */
  canon: number;
  /** The followed interest that brought the pin in, when that is how it came. */
  interest_id: number | null;
}
export interface PopularRow {
  id: number;
  saves: number;
}
/** Which of a board's pins: one section's (or all), and only those someone favorited (or all). */
export interface BoardPinsQuery {
  board: number;
  section: number | null;
  favoritedOnly: boolean;
}
/** A profile's pins: the Created tab's (originals) or the Saved tab's (all), narrowed by the own-profile filter. */
export interface UserPinsQuery {
  user: number;
  originalsOnly: boolean;
  filter: SelfProfilePinFilter;
  color: ColorHue | null;
  interest: number | null;
}
export interface ColorCountRow {
  color: string;
  count: number;
}
export interface InterestCountRow {
  id: number;
  name: string;
  count: number;
}
export interface InterestRow {
  id: number;
  name: string;
  url_name: string;
  followed: 0 | 1;
}
/** An interest's pins, or only its video pins. */
export interface InterestPinsQuery {
  interest: number;
  videosOnly: boolean;
}
export interface VisiblePinRow {
  id: number;
  board_id: number;
  canon: number;
}

// BM25 column weights, in pin_search column order (title, description, board_name, interests): a title hit counts most.
const BM25 = `bm25(pin_search, 10.0, 1.0, 3.0, 3.0)`;
const ESC = `ESCAPE '\\'`;

/**
 * The pins that reach a signed-in viewer through follows (users, boards, interests), one per original: a pin and
 * its repins collapse onto the newest of them. Own pins, pins the viewer hid, pins that came only through an
 * interest the viewer asked to see fewer of, and pins of users and boards the viewer unfollowed are left out.
 */
const FOLLOWED = `
  WITH candidates(id, interest_id) AS (
    SELECT p.id, NULL FROM user_follows f JOIN pins p ON p.pinner_id = f.followee_id WHERE f.follower_id = @viewer
    UNION ALL
    SELECT p.id, NULL FROM board_follows f JOIN pins p ON p.board_id = f.board_id WHERE f.user_id = @viewer
    UNION ALL
    SELECT pi.pin_id, pi.interest_id FROM interest_follows f JOIN pin_interests pi ON pi.interest_id = f.interest_id
    WHERE f.user_id = @viewer AND ${INTEREST_NOT_LOWERED}
  ),
  followed AS (
    SELECT COALESCE(p.origin_pin_id, p.id) AS canon, max(p.id) AS id, max(c.interest_id) AS interest_id
    FROM candidates c JOIN pins p ON p.id = c.id JOIN boards b ON b.id = p.board_id
    WHERE p.pinner_id <> @viewer AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN} AND ${NOT_UNFOLLOWED}
    GROUP BY canon
  )
  SELECT id, canon, interest_id FROM followed ORDER BY id DESC`;

// Without statistics the planner prefers pins_origin for `origin_pin_id IS NULL` and sorts every original; the
// partial index already holds them in feed order, so a page stops after page_size rows.
const POPULAR_FROM = `pins p INDEXED BY pins_popular JOIN boards b ON b.id = p.board_id`;
const POPULAR_WHERE = `p.origin_pin_id IS NULL AND ${BOARD_VISIBLE} AND (p.save_count, p.id) < (@saves, @id)`;
const POPULAR_ORDER = `ORDER BY p.save_count DESC, p.id DESC`;

/**
 * The own-profile pin filters as conditions on pin `p` of the profile's owner `@user` (the viewer: the filter is
 * offered on one's own profile only, so FAVORITED reads the viewer's own favorites). Interests belong to a pin's
 * original, as everywhere (a save carries its origin's); colours are named by color_hue(), registered below.
 */
const PIN_FILTERS: Record<SelfProfilePinFilter, string> = {
  none: '1',
  CREATED_BY_ME: 'p.origin_pin_id IS NULL',
  FAVORITED: 'EXISTS (SELECT 1 FROM favorites fv WHERE fv.pin_id = p.id AND fv.user_id = @user)',
  FAVORITED_AND_CREATED_BY_ME: 'p.origin_pin_id IS NULL AND EXISTS (SELECT 1 FROM favorites fv WHERE fv.pin_id = p.id AND fv.user_id = @user)',
  COLORS: '(SELECT color_hue(i.dominant_color) FROM images i WHERE i.id = p.image_id) = @color',
  INTERESTS: 'EXISTS (SELECT 1 FROM pin_interests pi WHERE pi.pin_id = COALESCE(p.origin_pin_id, p.id) AND pi.interest_id = @interest)',
};

/** A profile's pins as the viewer may see them, the Created tab's (@originals = 1) or the Saved tab's, with `joins`. */
const profilePins = (joins = '') => `pins p JOIN boards b ON b.id = p.board_id ${joins}
  WHERE p.pinner_id = @user AND (@originals = 0 OR p.origin_pin_id IS NULL) AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN}`;

/** Most interests the facets name: enough to choose from without the list becoming a page of its own. */
const MAX_FACET_INTERESTS = 24;

type Viewer = { viewer: number };
type After = { id: number };
type PopularAfter = { saves: number; id: number };

export function createFeedsStore(db: Db) {
  const popular = perLimit<Viewer & PopularAfter, PopularRow>(
    db,
    (n) => `SELECT p.id, p.save_count AS saves FROM ${POPULAR_FROM} WHERE ${POPULAR_WHERE} ${POPULAR_ORDER} LIMIT ${n}`,
  );
  // All of them at once: grouping repins onto originals needs every candidate anyway, and the service keeps the
  // list for the pages that follow.
  const followed = db.prepare<Viewer, FollowedRow>(FOLLOWED);
  // The top-up after the followed pins: popular pins that the followed phase did not already show, without those
  // the viewer hid, whose interests they asked to see fewer of, or whose user or board they unfollowed.
  const popularTopUp = perLimit<Viewer & PopularAfter & { shown: string }, PopularRow>(
    db,
    (n) => `SELECT p.id, p.save_count AS saves FROM ${POPULAR_FROM}
     WHERE ${POPULAR_WHERE} AND p.pinner_id <> @viewer AND p.id NOT IN (SELECT value FROM json_each(@shown))
       AND ${NOT_HIDDEN} AND ${NOT_LOWERED} AND ${NOT_UNFOLLOWED}
     ${POPULAR_ORDER} LIMIT ${n}`,
  );
  // The favorites filter keeps the pins anyone favorited (favorite_user_count is kept exact with the favorites rows).
  const boardPins = perLimit<Viewer & { board: number; section: number | null; favorited: number } & After, number>(
    db,
    (n) => `SELECT p.id FROM pins p WHERE p.board_id = @board AND (@section IS NULL OR p.section_id = @section) AND p.id < @id
       AND (@favorited = 0 OR p.favorite_user_count > 0) AND ${NOT_HIDDEN} ORDER BY p.id DESC LIMIT ${n}`,
    true,
  );
  // The hue rule is the shared one (shared/domain/colorHue), so the filter and the palette's names always agree.
  db.function('color_hue', { deterministic: true }, (hex: unknown) => (typeof hex === 'string' ? (colorHue(hex) ?? null) : null));
  type UserPinsParams = Viewer & { user: number; originals: number; color: string | null; interest: number | null } & After;
  // One statement per filter, so each is planned for its own condition (the unfiltered one stays on pins_pinner).
  const userPins = Object.fromEntries(
    (Object.keys(PIN_FILTERS) as SelfProfilePinFilter[]).map((filter) => [
      filter,
      perLimit<UserPinsParams, number>(
        db,
        (n) => `SELECT p.id FROM ${profilePins()} AND p.id < @id AND ${PIN_FILTERS[filter]} ORDER BY p.id DESC LIMIT ${n}`,
        true,
      ),
    ]),
  ) as Record<SelfProfilePinFilter, (limit: number, params: UserPinsParams) => number[]>;
  // Colours are counted exactly and named in the service: a hue's swatch shows its most frequent colour.
  const profileColors = db.prepare<Viewer & { user: number; originals: number }, ColorCountRow>(
    `SELECT i.dominant_color AS color, count(*) AS count FROM ${profilePins('JOIN images i ON i.id = p.image_id')}
     GROUP BY i.dominant_color`,
  );
  const profileInterests = db.prepare<Viewer & { user: number; originals: number }, InterestCountRow>(
    `SELECT t.id, t.name, count(*) AS count
     FROM ${profilePins('JOIN pin_interests pi ON pi.pin_id = COALESCE(p.origin_pin_id, p.id) JOIN interests t ON t.id = pi.interest_id')}
     GROUP BY t.id ORDER BY count DESC, t.name, t.id LIMIT ${MAX_FACET_INTERESTS}`,
  );
  const interestExists = db.prepare<[number], number>('SELECT 1 FROM interests WHERE id = ?').pluck();
  const interest = db.prepare<Viewer & { id: number }, InterestRow>(
    `SELECT t.id, t.name, t.url_name, EXISTS (SELECT 1 FROM interest_follows f WHERE f.user_id = @viewer AND f.interest_id = t.id) AS followed
     FROM interests t WHERE t.id = @id`,
  );
  // Interests are tagged on originals, so each pin comes once; pin_interests_interest walks them newest first.
  const interestPins = perLimit<Viewer & { interest: number; videos: number } & After, number>(
    db,
    (n) => `SELECT p.id FROM pin_interests pi JOIN pins p ON p.id = pi.pin_id JOIN boards b ON b.id = p.board_id
       WHERE pi.interest_id = @interest AND pi.pin_id < @id AND (@videos = 0 OR p.video_id IS NOT NULL) AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN}
       ORDER BY pi.pin_id DESC LIMIT ${n}`,
    true,
  );
  // Pins on the same board or sharing interests with the pin's original; copies of the pin itself are left out.
  const related = perLimit<Viewer & { board: number; canon: number; offset: number }, number>(
    db,
    (n) => `WITH shared AS (
         SELECT pi.pin_id, count(*) AS n FROM pin_interests pi
         WHERE pi.interest_id IN (SELECT interest_id FROM pin_interests WHERE pin_id = @canon) AND pi.pin_id <> @canon
         GROUP BY pi.pin_id
       ),
       candidates(id) AS (SELECT id FROM pins WHERE board_id = @board UNION SELECT pin_id FROM shared)
       SELECT p.id FROM candidates c JOIN pins p ON p.id = c.id JOIN boards b ON b.id = p.board_id
       LEFT JOIN shared s ON s.pin_id = p.id
       WHERE COALESCE(p.origin_pin_id, p.id) <> @canon AND ${BOARD_VISIBLE} AND ${NOT_HIDDEN}
       ORDER BY COALESCE(s.n, 0) DESC, p.save_count DESC, p.id DESC LIMIT ${n} OFFSET @offset`,
    true,
  );
  // One result per original: the original itself when the viewer may see it, else the newest visible repin.
  // MATERIALIZED keeps bm25() in the full-text query, the only place FTS5 allows it.
  const searchPins = perLimit<Viewer & { match: string; offset: number }, number>(
    db,
    (n) => `WITH hits AS MATERIALIZED (SELECT rowid AS id, ${BM25} AS score FROM pin_search WHERE pin_search MATCH @match),
       ranked AS (
         SELECT COALESCE(p.origin_pin_id, p.id) AS canon, min(h.score) AS score,
           max(p.origin_pin_id IS NULL) AS has_original, max(p.id) AS newest
         FROM hits h JOIN pins p ON p.id = h.id JOIN boards b ON b.id = p.board_id
         WHERE ${BOARD_VISIBLE} AND ${NOT_HIDDEN}
         GROUP BY canon
       )
       SELECT CASE WHEN has_original THEN canon ELSE newest END FROM ranked
       ORDER BY score, canon DESC LIMIT ${n} OFFSET @offset`,
    true,
  );
  // Boards by word prefix (board_search): a name that is the words exactly first, then one that starts with them,
  // then by BM25; the newest first among equals.
  const searchBoards = perLimit<Viewer & NameMatch & { offset: number }, number>(
    db,
    (n) => `SELECT b.id FROM board_search s JOIN boards b ON b.id = s.rowid
       WHERE board_search MATCH @match AND ${BOARD_VISIBLE}
       ORDER BY b.name = @exact COLLATE NOCASE DESC, b.name LIKE @prefix ${ESC} DESC, bm25(board_search), b.id DESC
       LIMIT ${n} OFFSET @offset`,
    true,
  );
  // People by word prefix of their username or name (user_search): the username typed exactly first, then usernames
  // that start with it, then names (BM25); the most followed first among equals, so the Sam people know comes first.
  const searchUsers = perLimit<NameMatch & { offset: number }, number>(
    db,
    (n) => `SELECT u.id FROM user_search s JOIN users u ON u.id = s.rowid
       WHERE user_search MATCH @match
       ORDER BY u.username = @exact COLLATE NOCASE DESC, u.username LIKE @prefix ${ESC} DESC, bm25(user_search, 2.0, 1.0),
         (SELECT count(*) FROM user_follows f WHERE f.followee_id = u.id) DESC, u.id
       LIMIT ${n} OFFSET @offset`,
    true,
  );
  const visiblePin = db.prepare<Viewer & { id: number }, VisiblePinRow>(
    `SELECT p.id, p.board_id, COALESCE(p.origin_pin_id, p.id) AS canon FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.id = @id AND ${BOARD_VISIBLE}`,
  );
  // A profile's counts as the viewer may see them: secret boards and their pins count only for those who see them.
  const profileCounts = db.prepare<Viewer & { user: number }, { board_count: number; pin_count: number }>(
    `SELECT (SELECT count(*) FROM boards b WHERE b.owner_id = @user AND ${BOARD_VISIBLE}) AS board_count,
       (SELECT count(*) FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = @user AND ${BOARD_VISIBLE}) AS pin_count`,
  );

  const v = (viewerId: number | null) => viewerId ?? 0;
  type Page = { limit: number };
  type Offset = { offset: number; limit: number };
  return {
    popular: (viewerId: number | null, { limit, ...after }: PopularAfter & Page) => popular(limit, { viewer: v(viewerId), ...after }),
    followed: (viewerId: number) => followed.all({ viewer: viewerId }),
    /** `shown`: a JSON array of the original ids the followed phase showed. */
    popularTopUp: (viewerId: number, shown: string, { limit, ...after }: PopularAfter & Page) =>
      popularTopUp(limit, { viewer: viewerId, shown, ...after }),
    boardPins: (viewerId: number | null, q: BoardPinsQuery, { limit, id }: After & Page) =>
      boardPins(limit, { viewer: v(viewerId), board: q.board, section: q.section, favorited: q.favoritedOnly ? 1 : 0, id }),
    userPins: (viewerId: number | null, q: UserPinsQuery, { limit, id }: After & Page) =>
      userPins[q.filter](limit, { viewer: v(viewerId), user: q.user, originals: q.originalsOnly ? 1 : 0, color: q.color, interest: q.interest, id }),
    /** The viewer's own pins' dominant colours, with how many pins have each. */
    profileColors: (viewerId: number, originalsOnly: boolean) =>
      profileColors.all({ viewer: viewerId, user: viewerId, originals: originalsOnly ? 1 : 0 }),
    /** The interests of the viewer's own pins, most pins first. */
    profileInterests: (viewerId: number, originalsOnly: boolean) =>
      profileInterests.all({ viewer: viewerId, user: viewerId, originals: originalsOnly ? 1 : 0 }),
    interestExists: (id: number) => interestExists.get(id) !== undefined,
    interest: (viewerId: number | null, id: number) => interest.get({ viewer: v(viewerId), id }),
    interestPins: (viewerId: number | null, q: InterestPinsQuery, { limit, id }: After & Page) =>
      interestPins(limit, { viewer: v(viewerId), interest: q.interest, videos: q.videosOnly ? 1 : 0, id }),
    related: (viewerId: number | null, pin: VisiblePinRow, { limit, offset }: Offset) =>
      related(limit, { viewer: v(viewerId), board: pin.board_id, canon: pin.canon, offset }),
    searchPins: (viewerId: number | null, match: string, { limit, offset }: Offset) => searchPins(limit, { viewer: v(viewerId), match, offset }),
    searchBoards: (viewerId: number | null, name: NameMatch, { limit, offset }: Offset) =>
      searchBoards(limit, { viewer: v(viewerId), ...name, offset }),
    searchUsers: (name: NameMatch, { limit, offset }: Offset) => searchUsers(limit, { ...name, offset }),
    visiblePin: (viewerId: number | null, id: number) => visiblePin.get({ viewer: v(viewerId), id }),
    profileCounts: (viewerId: number | null, user: number) => profileCounts.get({ viewer: v(viewerId), user })!,
  };
}

export type FeedsStore = ReturnType<typeof createFeedsStore>;
