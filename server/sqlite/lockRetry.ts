import { DATABASE_LOCK } from '../../shared/constants';
import type { Db } from './open';
import { metTheLock } from './unavailable';

export interface LockRetry {
  /**
   * Runs `attempt` now and answers what it returns or throws, except when it meets the write lock another connection
   * holds (SQLITE_BUSY, SQLITE_LOCKED) having changed nothing on this connection: then it runs again later, from a
   * timer, until it gets past the lock or DATABASE_LOCK.retryBudgetMs is spent (its answer is then the lock error).
   * `attempt` must do its writes synchronously (a handler that returns a promise has done what it did before it
   * returned; its rejection is not retried), so "changed nothing" is exact: nothing can run between its statements.
   */
  run<T>(attempt: () => T): Promise<T>;
}

interface Waiter {
  attempt: () => unknown;
  /** When its budget is spent, on performance.now()'s clock (monotonic). */
  deadline: number;
  /** The lock error of its latest try: its answer once the budget is spent. */
  error: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const perConnection = new WeakMap<Db, LockRetry>();

/** The connection's writes that wait for the lock: one queue per connection, since busy_timeout is the connection's. */
export function lockRetry(db: Db): LockRetry {
  let retry = perConnection.get(db);
  if (!retry) perConnection.set(db, (retry = createLockRetry(db)));
  return retry;
}

/**
 * A write lock held by another process must not stop this thread. Writes that meet it wait in one queue,
 * in order of arrival, and one timer tries the first again, the delay doubling from retryFirstMs to retryMaxMs. While
 * the queue is not empty the lock is known to be held, so the connection stops sleeping for it (busy_timeout 0): a
 * request that meets it joins the queue at once, and however many writes wait, the thread spends no time asleep.
 * Once the first gets through, the next goes on the next turn of the event loop, so requests that came meanwhile are
 * answered between them; when the queue is empty the connection's own busy_timeout is back.
 */
function createLockRetry(db: Db): LockRetry {
  // Counts every row this connection inserted, updated or deleted, rolled back or not: unchanged, nothing was written.
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  const waiting: Waiter[] = [];
  let delay: number = DATABASE_LOCK.retryFirstMs;
  let usualWait = 0;

  function tryOnce(attempt: () => unknown): { value: unknown } | { locked: unknown } {
    const before = changes.get();
    try {
      return { value: attempt() };
    } catch (err) {
      if (metTheLock(err) && changes.get() === before) return { locked: err };
      throw err;
    }
  }

  const later = () => {
    setTimeout(drain, delay);
    delay = Math.min(delay * 2, DATABASE_LOCK.retryMaxMs);
  };

  function drain(): void {
    const first = waiting[0];
    let outcome: ReturnType<typeof tryOnce>;
    try {
      outcome = tryOnce(first.attempt);
    } catch (err) {
      waiting.shift();
      first.reject(err);
      return next();
    }
    if ('value' in outcome) {
      waiting.shift();
      first.resolve(outcome.value);
      delay = DATABASE_LOCK.retryFirstMs;
      return next();
    }
    first.error = outcome.locked;
    const now = performance.now();
    // Deadlines follow the order of arrival, so the spent budgets are at the head.
    while (waiting.length > 0 && waiting[0].deadline <= now) {
      const spent = waiting.shift()!;
      spent.reject(spent.error);
    }
    if (waiting.length > 0) later();
    else stopWaiting();
  }

  function next(): void {
    if (waiting.length > 0) setImmediate(drain);
    else stopWaiting();
  }

  function startWaiting(): void {
    usualWait = db.pragma('busy_timeout', { simple: true }) as number;
    db.pragma('busy_timeout = 0');
    later();
  }

  function stopWaiting(): void {
    delay = DATABASE_LOCK.retryFirstMs;
    // A connection closed meanwhile (the server stopping) has no setting to restore.
    if (db.open) db.pragma(`busy_timeout = ${usualWait}`);
  }

  return {
    run<T>(attempt: () => T): Promise<T> {
      let outcome: ReturnType<typeof tryOnce>;
      try {
        outcome = tryOnce(attempt);
      } catch (err) {
        return Promise.reject(err);
      }
      if ('value' in outcome) return Promise.resolve(outcome.value as T);
      const { locked } = outcome;
      return new Promise<T>((resolve, reject) => {
        if (waiting.length === 0) startWaiting();
        waiting.push({
          attempt,
          deadline: performance.now() + DATABASE_LOCK.retryBudgetMs,
          error: locked,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      });
    },
  };
}
