/**
 * SQLite's one write lock. A statement that finds the lock held by another connection sleeps on
 * its thread until it is free or busy_timeout runs out. A connection that serves no one (the seed, the admin command,
 * the impression writer's thread) may sleep busyWaitMs; the request thread only requestBusyWaitMs, because while it
 * sleeps no request is answered. A request's write that still finds the lock held waits off the thread instead: it is
 * tried again from a timer, retryFirstMs later, the delay doubling up to retryMaxMs, for at most retryBudgetMs; past
 * that it, like a read-only or failing disk, answers 503 with `Retry-After: retryAfterSeconds`.
 */
export const DATABASE_LOCK = {
  busyWaitMs: 5000,
  requestBusyWaitMs: 20,
  retryFirstMs: 10,
  retryMaxMs: 250,
  retryBudgetMs: 3000,
  retryAfterSeconds: 5,
} as const;
