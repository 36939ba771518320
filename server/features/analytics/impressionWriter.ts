import type { Impression } from '../../../shared/contracts/analytics';
import { ApiError } from '../../http/errors';
import type { Db } from '../../sqlite/open';
import { createGroupCommit } from '../../common/groupCommit';
import { readImpressionPage } from './impressionPage';
import type { AnalyticsStore, Recorder } from './store';

/** One request's page: its body's bytes as sent, who sent it, whether their consent lets it be stored, and when it came. */
export interface PageToWrite {
  body: Uint8Array;
  who: Recorder;
  store: boolean;
  now: number;
}

/** How many impressions were stored, or why the body was refused (an ApiError's parts, which cross threads as they are). */
export type WriteAnswer = { recorded: number } | { refused: { status: number; code: string; message: string; fields?: Record<string, string> } };

/** Where the grid's impressions are checked and stored: on the request thread, or on a thread of its own. */
export interface ImpressionWriter {
  write(page: PageToWrite): Promise<WriteAnswer>;
  /** The periodic job: counts new pages into the daily counts and lets old pages go, a bounded amount. */
  maintain(now: number): void;
  /** Waits for the writes under way, then counts every page: call before the database closes. */
  close(): Promise<void>;
}

/**
 * The impressions' write path, on whichever thread owns `db`. Every page that arrives in one turn of the event loop
 * joins one job of the group commit, so they share one multi-row insert instead of a savepoint each. The batch either
 * commits whole or fails whole, and every page's answer waits for that commit: what is acknowledged is on disk,
 * counted or not (a page's impressions are counted from the page itself, so neither a crash nor another process can
 * lose a count). Only impressions of pins that exist and that their sender may see are stored, checked in
 * the batch's own transaction, one probe per distinct sender and pin a batch; a page answers how many it stored.
 */
export function createImpressionWriter(db: Db, store: AnalyticsStore): ImpressionWriter {
  const commit = createGroupCommit(db);
  // The pages waiting for the next commit, stored as of the latest of their arrival times.
  let pending: { who: Recorder; impressions: Impression[] }[] = [];
  let pendingAt = 0;
  // How many impressions of each pending page were stored, in their order, once the batch has committed.
  let written: Promise<number[]> | null = null;

  const queue = (who: Recorder, impressions: Impression[], now: number): Promise<number> => {
    const index = pending.push({ who, impressions }) - 1;
    pendingAt = Math.max(pendingAt, now);
    if (!written) {
      const batch = commit.run(() => {
        const [batches, at] = [pending, pendingAt];
        [pending, pendingAt, written] = [[], 0, null];
        const visible = store.pinVisibility();
        const kept = batches.map(({ who, impressions }) => ({ who, impressions: impressions.filter((i) => visible(who.userId ?? 0, i.pin_id)) }));
        const stored = kept.filter((page) => page.impressions.length > 0);
        store.addImpressionBatches(stored, at);
        return kept.map((page) => page.impressions.length);
      });
      // A batch whose transaction never began (the write lock held elsewhere past every wait) ran nothing: its pages
      // are answered with that failure, so they leave the queue with it, and the next page starts a new batch.
      batch.catch(() => {
        if (written === batch) [pending, pendingAt, written] = [[], 0, null];
      });
      written = batch;
    }
    return written.then((stored) => stored[index]);
  };

  return {
    write(page) {
      let impressions: Impression[];
      try {
        impressions = readImpressionPage(page.body);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const { status, code, message, fields } = err;
        return Promise.resolve({ refused: { status, code, message, ...(fields ? { fields } : {}) } });
      }
      if (!page.store) return Promise.resolve({ recorded: 0 });
      return queue(page.who, impressions, page.now).then((recorded) => ({ recorded }));
    },
    maintain: (now) => void store.maintain(now),
    close() {
      // With nothing under way the count is made at once, so a caller that does not wait sees it done.
      if (!written) return Promise.resolve(store.flushCounts());
      return written.catch(() => undefined).then(() => store.flushCounts());
    },
  };
}
