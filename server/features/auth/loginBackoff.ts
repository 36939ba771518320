import { MemoryStore, type Options } from 'express-rate-limit';
import { LOGIN_BACKOFF } from '../../../shared/constants';

const MAX_KEY_LENGTH = 254;

/** The name a log-in gave, as the users table matches it (trimmed, any case). */
const key = (login: string) => login.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);

/** How long the `over`th failure beyond the allowance waits: LOGIN_BACKOFF's start, doubled per failure, capped. */
const delayFor = (over: number) => Math.min(LOGIN_BACKOFF.firstDelayMs * 2 ** (over - 1), LOGIN_BACKOFF.maxDelayMs);

/**
 * Failed log-ins per account name (a username or email, as typed), from any address, per window. A count that
 * refused the account would let anyone keep anyone locked out, so it never refuses: "a correct password always signs
 * in (and resets that account's failure count)", and each failure beyond `limit.max` is answered only after a delay
 * that doubles per further failure. Names that are no account are counted alike, so the delay tells nobody which
 * accounts exist. The counts live in this process's memory, as the per-address limit's do (express-rate-limit's store).
 */
export function createLoginBackoff(limit: { windowMs: number; max: number }) {
  const failures = new MemoryStore();
  // The store is made for the middleware's options, of which it reads only the window.
  failures.init({ windowMs: limit.windowMs } as Options);
  return {
    /** Counts a failed log-in as `login`; resolves when its refusal may be answered. */
    async failed(login: string): Promise<void> {
      const { totalHits } = await failures.increment(key(login));
      const over = totalHits - limit.max;
      if (over > 0) await new Promise((resolve) => setTimeout(resolve, delayFor(over)));
    },
    /** A correct password: the account's count starts again, under each name it may be logged in with. */
    async succeeded(names: readonly string[]): Promise<void> {
      await Promise.all(names.map((name) => failures.resetKey(key(name))));
    },
  };
}

export type LoginBackoff = ReturnType<typeof createLoginBackoff>;
