/** Pin creation's text limits and its busy answer's wait (the image limits are the operator's: server/config.ts). */
export const PIN_CREATION = {
  titleMax: 100,
  altTextMax: 500,
  linkMax: 2048,
  /** Retry-After of the 503 a new pin's image gets while every decode slot and queue place is taken. */
  busyRetryAfterSeconds: 10,
} as const;

/**
 * Bulk edit (delete, move, copy, make a section). One explicit selection, or one select-all call's exclusions, names at most
 * maxPins pins: a screenful of selections many times over, while keeping a request far below BODY_LIMIT_BYTES.
 */
export const BULK_EDIT = {
  maxPins: 250,
} as const;

/**
 * Archive imports. A running job refreshes its heartbeat as it goes and at least every heartbeatMs; one whose
 * heartbeat is older than staleAfterMs stopped with its process (a restart) and reads as failed. The server marks such
 * jobs failed at start and every staleAfterMs after, never one that still beats, so a second server process on the
 * same database never fails a job the first is still running. An imported pin's date is kept within
 * [earliestCreatedAt, the import's time]: nothing on the web is older than the web (its first page went up in
 * December 1990), and nothing was pinned after it was imported.
 */
export const ARCHIVE_IMPORT = {
  heartbeatMs: 30 * 1000,
  staleAfterMs: 2 * 60 * 1000,
  // Date.UTC(1990, 0, 1), written out: a call here is not provably pure, and would keep every constants file in the
  // browser's main chunk (webpack cannot drop a module whose top level may have side effects).
  earliestCreatedAt: 631_152_000_000,
} as const;
