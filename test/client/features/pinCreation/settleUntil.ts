import { settle } from '../saves/harness';

/**
 * Lets real fetches finish until `check` passes, without moving the fake clock (waitFor would advance it, and a toast
 * could come and go meanwhile).
 */
export async function settleUntil(check: () => void, rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    try {
      check();
      return;
    } catch {
      await settle();
    }
  }
  check();
}
