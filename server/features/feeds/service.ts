import { END_BOOKMARK } from '../../../shared/constants';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/feeds';
import type { Interest } from '../../../shared/contracts/interest';
import type { Pin } from '../../../shared/contracts/pin';
import type { Board } from '../../../shared/contracts/board';
import type { Profile, UserSummary } from '../../../shared/contracts/user';
import type { Db } from '../../sqlite/open';
import { COLOR_HUES, colorHue, type ColorHue } from '../../../shared/domain/colorHue';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { prepareEnvelope, type PreparedEnvelope } from '../../http/json';
import type { BoardsService } from '../boards/service';
import type { PinsService } from '../pins/service';
import { createSnapshotCache } from '../../common/snapshot';
import type { UsersStore } from '../users/store';
import { toUserSummary } from '../users/serialize';
import { encodeBookmark, homeBookmark, type HomeBookmark } from '../../common/bookmark';
import { endPage, idKeysetPage, offsetPage, position, TOP, type IdPage, type Page, type Paging } from './paging';
import { ftsQuery, nameMatch } from './searchQuery';
import type { FeedsStore, FollowedRow } from './store';

const POPULAR_START = { phase: 'popular', saves: TOP, id: TOP } as const;

/** Where a newest-first list continues after the row with id `id`. */
function firstBelow(rows: { id: number }[], id: number): number {
  const i = rows.findIndex((r) => r.id < id);
  return i === -1 ? rows.length : i;
}

/** A viewer's followed pins, newest first, and the originals among them as JSON (the top-up leaves those out). */
interface Followed {
  rows: FollowedRow[];
  shownJson: string;
}

export function createFeedsService(db: Db, store: FeedsStore, users: UsersStore, boards: BoardsService, pins: PinsService) {
  // Grouping a viewer's followed pins means reading all of them; doing it once per database version lets the
  // following pages (and the top-up's exclusion) reuse it.
  const followedLists = createSnapshotCache<number, Followed>(db, 1_000);
  // Every signed-out visitor sees the same popular pages, so their JSON is kept until the next write.
  const signedOutHomePages = createSnapshotCache<string, PreparedEnvelope<Pin[]>>(db, 200);

  function followedOf(viewerId: number): Followed {
    followedLists.sync();
    let hit = followedLists.get(viewerId);
    if (!hit) {
      const rows = store.followed(viewerId);
      hit = { rows, shownJson: JSON.stringify(rows.map((r) => r.canon)) };
      followedLists.set(viewerId, hit);
    }
    return hit;
  }

  const pinPage = (page: IdPage, viewerId: number | null): Page<Pin> => ({
    data: pins.hydrate(page.ids, viewerId),
    bookmark: page.bookmark,
  });

  /**
   * Signed in: the followed phase (newest first), then the popular phase without what the first one showed.
   * Signed out: the popular phase alone. A page that crosses from one phase to the next is filled from both.
   */
  function homefeed(o: Paging, viewerId: number | null): Page<Pin> {
    const at = position(o.bookmark, homeBookmark);
    if (at === 'end') return endPage();
    const ids: number[] = [];
    const sourceInterests = new Map<number, number>();
    let next: HomeBookmark | undefined;

    if (viewerId !== null && at?.phase !== 'popular') {
      const { rows } = followedOf(viewerId);
      const start = at === undefined ? 0 : firstBelow(rows, at.id);
      for (const r of rows.slice(start, start + o.page_size)) {
        ids.push(r.id);
        if (r.interest_id !== null) sourceInterests.set(r.id, r.interest_id);
      }
      if (start + o.page_size < rows.length) next = { phase: 'followed', id: ids[ids.length - 1] };
      else if (ids.length === o.page_size) next = POPULAR_START;
    }
    if (!next) {
      const need = o.page_size - ids.length;
      const from = at?.phase === 'popular' ? at : POPULAR_START;
      const k = { saves: from.saves, id: from.id, limit: need + 1 };
      const rows = viewerId === null ? store.popular(null, k) : store.popularTopUp(viewerId, followedOf(viewerId).shownJson, k);
      const taken = rows.slice(0, need);
      ids.push(...taken.map((r) => r.id));
      const last = taken[taken.length - 1];
      if (rows.length > need) next = { phase: 'popular', saves: last.saves, id: last.id };
    }
    return { data: pins.hydrate(ids, viewerId, sourceInterests), bookmark: next ? encodeBookmark(next) : END_BOOKMARK };
  }

  function signedOutHomefeed(o: Paging): PreparedEnvelope<Pin[]> {
    signedOutHomePages.sync();
    const key = `${o.page_size}:${o.bookmark ?? ''}`;
    let hit = signedOutHomePages.get(key);
    if (!hit) {
      const page = homefeed(o, null);
      hit = prepareEnvelope(page.data, page.bookmark);
      signedOutHomePages.set(key, hit);
    }
    return hit;
  }

  function boardFeed(o: OptionsOf<typeof contracts.boardFeed>, viewerId: number | null): Page<Pin> {
    const boardId = Number(o.board_id);
    const sectionId = o.section_id === undefined ? null : Number(o.section_id);
    if (!boards.isVisible(boardId, viewerId)) throw notFound('Board');
    if (sectionId !== null && !boards.sectionBelongs(sectionId, boardId)) throw notFound('Section');
    const favoritedOnly = o.filter === 'favorited';
    return pinPage(
      idKeysetPage(o, (k) => store.boardPins(viewerId, { board: boardId, section: sectionId, favoritedOnly }, k)),
      viewerId,
    );
  }

  /**
   * The own-profile filter is refused rather than ignored elsewhere: a person who asks for someone's favorites must
   * not be answered with a list that looks like them.
   */
  function userPins(o: OptionsOf<typeof contracts.userPins>, viewerId: number | null): Page<Pin> {
    const filter = o.pin_filter ?? 'none';
    if (filter !== 'none' && viewerId === null) throw unauthorized('Log in to filter your own Pins.');
    const user = users.byUsername(o.username);
    if (!user) throw notFound('User');
    if (filter !== 'none' && user.id !== viewerId) {
      throw badRequest('pin_filter applies only to your own profile.', { pin_filter: 'only on your own profile' });
    }
    const interest = o.interest_id === undefined ? null : Number(o.interest_id);
    if (interest !== null && !store.interestExists(interest)) throw notFound('Interest');
    const query = { user: user.id, originalsOnly: o.filter === 'created', filter, color: o.color ?? null, interest };
    return pinPage(
      idKeysetPage(o, (k) => store.userPins(viewerId, query, k)),
      viewerId,
    );
  }

  /** The hues present in palette order, each shown by its most frequent colour; the interests as the store ranks them. */
  function userPinFacets(o: OptionsOf<typeof contracts.userPinFacets>, viewerId: number) {
    const originalsOnly = o.filter === 'created';
    // Per hue: its most frequent colour (`top` pins have it) and how many pins the hue has in all.
    const hues = new Map<ColorHue, { color: string; top: number; count: number }>();
    for (const row of store.profileColors(viewerId, originalsOnly)) {
      const hue = colorHue(row.color);
      if (!hue) continue;
      const at = hues.get(hue) ?? { color: row.color, top: 0, count: 0 };
      if (row.count > at.top) Object.assign(at, { color: row.color, top: row.count });
      at.count += row.count;
      hues.set(hue, at);
    }
    return {
      data: {
        colors: COLOR_HUES.flatMap((hue) => {
          const at = hues.get(hue);
          return at ? [{ hue, color: at.color, count: at.count }] : [];
        }),
        interests: store.profileInterests(viewerId, originalsOnly).map((r) => ({ id: String(r.id), name: r.name, count: r.count })),
      },
    };
  }

  function interest(o: OptionsOf<typeof contracts.interestGet>, viewerId: number | null): Interest {
    const row = store.interest(viewerId, Number(o.interest_id));
    if (!row) throw notFound('Interest');
    return { id: String(row.id), name: row.name, urlName: row.url_name, followedByMe: row.followed === 1 };
  }

  function interestFeed(o: OptionsOf<typeof contracts.interestFeed>, viewerId: number | null): Page<Pin> {
    const query = { interest: Number(o.interest_id), videosOnly: o.kind === 'video' };
    if (!store.interestExists(query.interest)) throw notFound('Interest');
    return pinPage(
      idKeysetPage(o, (k) => store.interestPins(viewerId, query, k)),
      viewerId,
    );
  }

  function relatedPins(o: OptionsOf<typeof contracts.relatedPins>, viewerId: number | null): Page<Pin> {
    const pin = store.visiblePin(viewerId, Number(o.pin_id));
    if (!pin) throw notFound('Pin');
    return pinPage(
      offsetPage(o, (k) => store.related(viewerId, pin, k)),
      viewerId,
    );
  }

  function search(o: OptionsOf<typeof contracts.search>, viewerId: number | null) {
    if (o.scope === 'boards') {
      const name = nameMatch(o.query);
      if (name === null) return endPage<Board>();
      const page = offsetPage(o, (k) => store.searchBoards(viewerId, name, k));
      return { data: boards.boards(page.ids, viewerId), bookmark: page.bookmark };
    }
    if (o.scope === 'users') {
      const name = nameMatch(o.query);
      if (name === null) return endPage<UserSummary>();
      const page = offsetPage(o, (k) => store.searchUsers(name, k));
      const rows = users.summaries(page.ids, viewerId);
      return { data: page.ids.map((id) => toUserSummary(rows.get(id)!)), bookmark: page.bookmark };
    }
    const match = ftsQuery(o.query);
    if (match === null) return endPage<Pin>();
    return pinPage(
      offsetPage(o, (k) => store.searchPins(viewerId, match, k)),
      viewerId,
    );
  }

  function pin(id: string, viewerId: number | null): Pin {
    const visible = store.visiblePin(viewerId, Number(id));
    if (!visible) throw notFound('Pin');
    return pins.hydrate([visible.id], viewerId)[0];
  }

  function profile(o: OptionsOf<typeof contracts.userGet>, viewerId: number | null): Profile {
    const user = o.username !== undefined ? users.byUsername(o.username) : users.byId(Number(o.user_id));
    if (!user) throw notFound('User');
    const summary = users.summaries([user.id], viewerId).get(user.id)!;
    const counts = store.profileCounts(viewerId, user.id);
    const own = users.counts(user.id);
    return {
      ...toUserSummary(summary),
      about: user.about,
      followingCount: own.following_count,
      pinCount: counts.pin_count,
      boardCount: counts.board_count,
      // The save flow reads these from the viewer's own profile (field_set_key save_behavior / quicksave).
      ...(viewerId === user.id ? { save_behavior: user.save_behavior, has_quicksave_board: own.has_quicksave_board === 1 } : {}),
    };
  }

  return {
    homefeed,
    signedOutHomefeed,
    boardFeed,
    userPins,
    userPinFacets,
    interest,
    interestFeed,
    relatedPins,
    search,
    pin,
    profile,
    board: boards.detail,
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
