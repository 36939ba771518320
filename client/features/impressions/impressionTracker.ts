import { ANALYTICS, IMPRESSIONS } from '../../../shared/constants';
import type { Impression } from '../../../shared/contracts/analytics';
import { SLOT_SHOWN } from './slotShown';

/** What a tracked cell shows: the pin, its place in the grid and what the feed said to send back with it. */
export interface ImpressionTarget {
  pinId: string;
  slotIndex: number;
  clientTrackingParams?: string;
}

type Milestone = (typeof IMPRESSIONS.milestones)[number];

interface Cell {
  target: ImpressionTarget;
  /** When tracking began (the cell mounted): its first sight minus this is the render duration. */
  trackedAt: number;
  /** The latest visible ratio the observer reported, kept while paused so that resuming knows what is in view. */
  ratio: number;
  width: number;
  height: number;
  /** The impression under way: since when (epoch ms) it was seen, ms per milestone so far, and since when each open one runs. */
  seenAt: number | null;
  renderDuration: number;
  shown: Partial<Record<Milestone, number>>;
  openSince: Partial<Record<Milestone, number>>;
}

const reached = (ratio: number, milestone: Milestone): boolean => (milestone === 1 ? ratio > 0 : ratio >= milestone / 100);
const clamp = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n)));

/**
 * Impression tracking for one grid: a single IntersectionObserver with thresholds at ratio 0, 0.5, 0.8 and 1 and a
 * 143 px top and bottom offset follows every mounted cell, and a single ResizeObserver notices a cell losing its
 * height. An impression runs from a cell coming into view until it leaves, the tab loses focus (pause), the page is
 * hidden, the cell is removed or loses its height, or its carousel shows another slot (a pause, then a resume for the
 * new slot while in view); then it is handed to `record` with how long 1, 50, 80 and 100 percent of it were visible.
 * All the work happens in the observers' callbacks, so scrolling costs the main thread nothing per frame.
 */
export function createImpressionTracker(record: (impression: Impression) => void, now: () => number = Date.now) {
  const cells = new Map<Element, Cell>();
  /** Why tracking is paused tracker-wide: the tab lost focus, the page is hidden. */
  const pausedBy = new Set<'blur' | 'hidden'>();

  function settle(cell: Cell, at: number): void {
    for (const m of IMPRESSIONS.milestones) {
      const since = cell.openSince[m];
      if (since === undefined) continue;
      cell.shown[m] = (cell.shown[m] ?? 0) + at - since;
      cell.openSince[m] = at;
    }
  }

  /** Hands over the impression under way, if any, and leaves the cell unseen. */
  function end(cell: Cell): void {
    if (cell.seenAt === null) return;
    const at = now();
    settle(cell, at);
    const visibility: Impression['visibility'] = {};
    for (const m of IMPRESSIONS.milestones) {
      if (cell.shown[m] !== undefined) visibility[m] = clamp(cell.shown[m], ANALYTICS.durationMaxMs);
    }
    record({
      pin_id: cell.target.pinId,
      ...(cell.target.clientTrackingParams === undefined ? {} : { clientTrackingParams: cell.target.clientTrackingParams }),
      slotIndex: cell.target.slotIndex,
      time: cell.seenAt,
      renderDuration: clamp(cell.renderDuration, ANALYTICS.durationMaxMs),
      visibility,
      cellSize: { width: clamp(cell.width, ANALYTICS.sizeMax), height: clamp(cell.height, ANALYTICS.sizeMax) },
      windowSize: { width: clamp(window.innerWidth, ANALYTICS.sizeMax), height: clamp(window.innerHeight, ANALYTICS.sizeMax) },
    });
    cell.seenAt = null;
    cell.shown = {};
    cell.openSince = {};
  }

  /** Brings a cell's impression up to its latest ratio: starts one, moves milestones, or ends it when out of view. */
  function follow(cell: Cell): void {
    if (cell.ratio <= 0 || cell.height <= 0 || pausedBy.size > 0) {
      end(cell);
      return;
    }
    const at = now();
    if (cell.seenAt === null) {
      cell.seenAt = at;
      cell.renderDuration = at - cell.trackedAt;
    }
    settle(cell, at);
    for (const m of IMPRESSIONS.milestones) {
      if (!reached(cell.ratio, m)) delete cell.openSince[m];
      else cell.openSince[m] ??= at;
    }
  }

  const intersections = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const cell = cells.get(entry.target);
        if (!cell) continue;
        cell.ratio = entry.isIntersecting ? entry.intersectionRatio : 0;
        cell.width = entry.boundingClientRect.width;
        cell.height = entry.boundingClientRect.height;
        follow(cell);
      }
    },
    { threshold: [...IMPRESSIONS.thresholds], rootMargin: `-${IMPRESSIONS.edgeOffsetPx}px 0px -${IMPRESSIONS.edgeOffsetPx}px 0px` },
  );

  // A cell that collapses to no height may cross no threshold (a box of no area counts as fully visible), so its
  // size is followed too; the callback runs only when a size changes, never per scroll frame.
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const cell = cells.get(entry.target);
      if (!cell) continue;
      cell.height = entry.contentRect.height;
      if (cell.height <= 0) end(cell);
      else if (cell.seenAt === null) follow(cell);
    }
  });

  function pause(reason: 'blur' | 'hidden'): void {
    pausedBy.add(reason);
    cells.forEach(end);
  }
  function resume(reason: 'blur' | 'hidden'): void {
    if (!pausedBy.delete(reason)) return;
    cells.forEach(follow);
  }
  // Another carousel slot is another image seen: the impression under way ends as on a pause, and one of the new slot
  // begins if the cell is still in view.
  const onSlotShown = (event: Event) => {
    const cell = cells.get(event.currentTarget as Element);
    if (!cell) return;
    end(cell);
    follow(cell);
  };
  const onBlur = () => pause('blur');
  const onFocus = () => resume('blur');
  const onVisibility = () => (document.visibilityState === 'hidden' ? pause('hidden') : resume('hidden'));
  // Leaving the page hides it too, though a page being left may not say 'hidden' before it goes.
  const onPageHide = () => pause('hidden');
  const onPageShow = () => resume('hidden');
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  function untrack(element: Element): void {
    const cell = cells.get(element);
    if (!cell) return;
    end(cell);
    cells.delete(element);
    element.removeEventListener(SLOT_SHOWN, onSlotShown);
    intersections.unobserve(element);
    sizes.unobserve(element);
  }

  return {
    /** Follows a grid cell until the returned function is called (the cell is removed), which records what was seen. */
    track(element: unknown, target: ImpressionTarget): () => void {
      if (!(element instanceof HTMLElement)) throw new TypeError('Can only track impressions for type HTMLElement');
      untrack(element);
      cells.set(element, { target, trackedAt: now(), ratio: 0, width: 0, height: 0, seenAt: null, renderDuration: 0, shown: {}, openSince: {} });
      element.addEventListener(SLOT_SHOWN, onSlotShown);
      intersections.observe(element);
      sizes.observe(element);
      return () => untrack(element);
    },
    /** The grid is gone: every impression under way is recorded and nothing is followed any more. */
    disconnect(): void {
      [...cells.keys()].forEach(untrack);
      intersections.disconnect();
      sizes.disconnect();
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}

export type ImpressionTracker = ReturnType<typeof createImpressionTracker>;
