import { DATABASE_LOCK } from '../../../shared/constants';

/**
 * jest's clock for the timers of writes waiting for another connection's lock (server/sqlite/lockRetry.ts), with real
 * I/O, libuv's threads (sharp) and turns of the event loop: tests move time instead of sleeping through the budget.
 */
export const fakeLockTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime'] });

export const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Moves jest's clock a retry at a time, letting real I/O go on between, until `outcome` settles; answers it. */
export async function whileLockTimersRun<T>(outcome: PromiseLike<T>): Promise<T> {
  let settled = false;
  const settles = Promise.resolve(outcome).finally(() => (settled = true));
  while (!settled) {
    await jest.advanceTimersByTimeAsync(DATABASE_LOCK.retryMaxMs);
    await turn();
  }
  return settles;
}

/**
 * A test's timeout with room for a write that sleeps on the thread for the lock (busyWaitMs each, as writes did before
 * they waited for it off the thread) to fail on the test's assertions rather than on its timeout.
 */
export const ROOM_FOR_SLEEPING_WRITES_MS = 4 * DATABASE_LOCK.busyWaitMs;
