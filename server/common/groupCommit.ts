import { lockRetry } from '../sqlite/lockRetry';
import type { Db } from '../sqlite/open';

interface Job {
  work: () => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit for a hot write path: every job queued during one turn of the event loop runs in one transaction,
 * each in its own savepoint (a job that throws rolls back alone and rejects alone), and every promise settles only
 * after the COMMIT, so nothing is acknowledged before it is durable. One commit per batch instead of per request
 * amortizes what each SQLite commit costs whatever its size (the WAL frames of shared pages, a new full-text segment,
 * checkpoints). No transaction spans an await: the whole batch runs synchronously in one callback.
 */
export function createGroupCommit(db: Db) {
  let queue: Job[] = [];

  const flush = () => {
    const jobs = queue;
    queue = [];
    const outcomes: { ok: boolean; value: unknown }[] = [];
    // IMMEDIATE: the write lock is taken at BEGIN, before any job runs. A deferred batch would read first and could
    // then fail its first write with SQLITE_BUSY_SNAPSHOT, which no wait can cure, failing every save of the batch.
    // A BEGIN that meets another process's lock has run no job, so the batch waits for the lock off the thread and
    // runs whole once it has it (lockRetry); past the retry budget every job rejects with SQLITE_BUSY.
    const batch = () =>
      db
        .transaction(() => {
          outcomes.length = 0; // a batch tried again starts over
          for (const job of jobs) {
            try {
              outcomes.push({ ok: true, value: db.transaction(job.work)() });
            } catch (err) {
              outcomes.push({ ok: false, value: err });
            }
          }
        })
        .immediate();
    lockRetry(db)
      .run(batch)
      .then(
        () => jobs.forEach((job, i) => (outcomes[i].ok ? job.resolve(outcomes[i].value) : job.reject(outcomes[i].value))),
        // The BEGIN (the lock was not had in time) or the COMMIT failed: nothing of the batch was written.
        (err: unknown) => jobs.forEach((job) => job.reject(err)),
      );
  };

  return {
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
