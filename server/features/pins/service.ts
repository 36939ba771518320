import type { Pin } from '../../../shared/contracts/pin';
import type { UserSummary } from '../../../shared/contracts/user';
import type { Db } from '../../sqlite/open';
import type { BoardsService } from '../boards/service';
import { toBoardRef } from '../boards/serialize';
import type { UsersStore } from '../users/store';
import { toUserSummary } from '../users/serialize';
import { descriptionHtml } from './description';
import { buildKinds, kindSources, mediaReferences, parseKinds, sameSources, type KindParts, type KindSources, type ParsedKinds } from './kinds';
import { toVideo, type Video } from './media';
import { Memo } from './memo';
import { pinUserIds, toPin, type SharedParts } from './serialize';
import { createSnapshotCache } from '../../common/snapshot';
import type { PinsStore, PinRow, SavedRow } from './store';

const CACHE_SIZE = 10_000;

interface Loaded {
  row: PinRow;
  shared: SharedParts;
  /** The pin as a signed-out viewer sees it, built once per database version. */
  anonymous: Pin;
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.id, r]));
}

function groupByPin<T extends { pin_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.pin_id);
    if (list) list.push(r);
    else out.set(r.pin_id, [r]);
  }
  return out;
}

const canonOf = (row: PinRow) => row.origin_pin_id ?? row.id;

export function createPinsService(db: Db, store: PinsStore, users: UsersStore, boards: BoardsService) {
  const loaded = createSnapshotCache<number, Loaded>(db, CACHE_SIZE);
  // After a write clears the snapshot, these keep the rebuild cheap: parsing kind JSON and sanitizing descriptions
  // are pure functions of stored text, and video rows never change.
  const kindsMemo = new Memo<number, KindSources, KindParts>(CACHE_SIZE, sameSources);
  const descriptionMemo = new Memo<number, string, string>(CACHE_SIZE);
  const videoMemo = new Memo<number, number, Video>(CACHE_SIZE);

  /** Kind parts and videos for the rows, reading media rows only for what the memos do not hold. */
  function kindsAndVideos(rows: PinRow[]) {
    const kinds = new Map<number, KindParts>();
    const pending: { row: PinRow; sources: KindSources; parsed: ParsedKinds }[] = [];
    const imageIds = new Set<number>();
    const videoIds = new Set<number>();
    for (const row of rows) {
      const sources = kindSources(row);
      const hit = kindsMemo.peek(row.id, sources);
      if (hit) kinds.set(row.id, hit);
      else {
        const parsed = parseKinds(sources);
        mediaReferences(parsed, imageIds, videoIds);
        pending.push({ row, sources, parsed });
      }
      if (row.video_id !== null && !videoMemo.peek(row.video_id, row.video_id)) videoIds.add(row.video_id);
    }
    const images = byId(imageIds.size ? store.images(imageIds) : []);
    const videoRows = byId(videoIds.size ? store.videos(videoIds) : []);
    for (const { row, sources, parsed } of pending) kinds.set(row.id, kindsMemo.set(row.id, sources, buildKinds(row.id, parsed, images, videoRows)));
    const video = (videoId: number | null): Video | null => {
      if (videoId === null) return null;
      const cached = videoMemo.peek(videoId, videoId);
      if (cached) return cached;
      const v = videoRows.get(videoId);
      return v ? videoMemo.set(videoId, videoId, toVideo(v)) : null;
    };
    return { kinds, video };
  }

  function summariesFor(rows: PinRow[], viewerId: number | null): Map<number, UserSummary> {
    const found = users.summaries(rows.flatMap(pinUserIds), viewerId);
    return new Map([...found].map(([id, row]) => [id, toUserSummary(row)]));
  }

  /** Everything viewer-independent about the pins, in a fixed handful of batched queries. */
  function build(ids: number[]): Loaded[] {
    const rows = store.rows(ids);
    if (!rows.length) return [];
    const { kinds, video } = kindsAndVideos(rows);
    const boardRefs = new Map(boards.refs([...new Set(rows.map((r) => r.board_id))]).map((b) => [b.id, toBoardRef(b)]));
    const interests = groupByPin(store.interests(new Set(rows.map(canonOf))));
    const reactions = groupByPin(store.reactions(rows.map((r) => r.id)));
    const summaries = summariesFor(rows, null);
    const collages = groupByPin(store.collageItems(new Set(rows.map(canonOf)), null));
    return rows.map((row) => {
      const shared: SharedParts = {
        kinds: kinds.get(row.id)!,
        video: video(row.video_id),
        descriptionHtml: descriptionMemo.get(row.id, row.description, () => descriptionHtml(row.description)),
        board: boardRefs.get(row.board_id)!,
        interests: interests.get(canonOf(row)) ?? [],
        reactions: reactions.get(row.id) ?? [],
      };
      const anonymous = toPin(row, shared, {
        viewerId: null,
        summaries,
        favoritedByMe: false,
        boardFollowedByMe: false,
        saved: undefined,
        sourceInterestId: undefined,
        collageItems: collages.get(canonOf(row)),
      });
      return { row, shared, anonymous };
    });
  }

  function load(ids: number[]): Map<number, Loaded> {
    loaded.sync();
    const out = new Map<number, Loaded>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = loaded.get(id);
      if (hit) out.set(id, hit);
      else missing.push(id);
    }
    for (const l of missing.length ? build(missing) : []) {
      loaded.set(l.row.id, l);
      out.set(l.row.id, l);
    }
    return out;
  }

  /**
   * Pins for `ids`, in that order (unknown ids are skipped). Signed out, they come straight from the snapshot;
   * signed in, the viewer's favorites, saves, follows, collage sources and ownership are laid over it in five more
   * queries.
   * `sourceInterests` names, per pin, the followed interest that brought it into the viewer's feed.
   */
  function hydrate(ids: number[], viewerId: number | null, sourceInterests?: Map<number, number>): Pin[] {
    if (!ids.length) return [];
    const pins = load(ids);
    const list = ids.flatMap((id) => pins.get(id) ?? []);
    if (viewerId === null) return list.map((l) => l.anonymous);

    const rows = list.map((l) => l.row);
    const summaries = summariesFor(rows, viewerId);
    const favorited = store.favorited(
      rows.map((r) => r.id),
      viewerId,
    );
    const followedBoards = store.followedBoards(new Set(rows.map((r) => r.board_id)), viewerId);
    const saved = new Map<number, SavedRow>();
    const canons = new Set(rows.map(canonOf));
    for (const s of store.saved(canons, viewerId)) if (!saved.has(s.canon)) saved.set(s.canon, s);
    // Owners and collaborators of secret boards see those sources too, so signed in the sources are read again.
    const collages = groupByPin(store.collageItems(canons, viewerId));
    return list.map(({ row, shared }) =>
      toPin(row, shared, {
        viewerId,
        summaries,
        favoritedByMe: favorited.has(row.id),
        boardFollowedByMe: followedBoards.has(row.board_id),
        saved: saved.get(canonOf(row)),
        sourceInterestId: sourceInterests?.get(row.id),
        collageItems: collages.get(canonOf(row)),
      }),
    );
  }

  return { hydrate };
}

export type PinsService = ReturnType<typeof createPinsService>;
