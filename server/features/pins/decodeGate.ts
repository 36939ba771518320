import { Sema } from 'async-sema';
import { PIN_CREATION } from '../../../shared/constants';
import { ApiError } from '../../http/errors';

export interface DecodeLimits {
  /** Images decoded at once. */
  concurrency: number;
  /** Images waiting for a turn; one more is refused. */
  queue: number;
}

const busy = (field: string) =>
  new ApiError(
    503,
    'server_busy',
    `The server is busy with other images. Try again in ${PIN_CREATION.busyRetryAfterSeconds} seconds.`,
    { [field]: `not processed: the server is busy, try again in ${PIN_CREATION.busyRetryAfterSeconds} seconds` },
    { 'Retry-After': String(PIN_CREATION.busyRetryAfterSeconds) },
  );

/**
 * Decoding costs memory by the image's pixels, not its bytes (a 160 KB PNG of 7000x7000 cost about 300 MB,
 * and 8 at once took the server from 243 MB to 2.6 GB). So at most `concurrency` images are decoded at once, `queue`
 * more wait their turn in order, and past that a call is answered 503 with Retry-After, naming the image's field. A
 * background job (an archive import) has no one to answer busy to: it waits for its turn however long the line.
 */
export function createDecodeGate({ concurrency, queue }: DecodeLimits) {
  const slots = new Sema(concurrency);
  /** Runs `task` in the slot its caller acquired, and gives the slot back however the task ends. */
  const inSlot = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } finally {
      slots.release();
    }
  };
  return {
    async run<T>(field: string, task: () => Promise<T>): Promise<T> {
      if (slots.tryAcquire() === undefined) {
        if (slots.nrWaiting() >= queue) throw busy(field);
        await slots.acquire();
      }
      return inSlot(task);
    },
    async runWhenFree<T>(task: () => Promise<T>): Promise<T> {
      await slots.acquire();
      return inSlot(task);
    },
    /** How many tasks wait for a slot. */
    waiting: () => slots.nrWaiting(),
  };
}

export type DecodeGate = ReturnType<typeof createDecodeGate>;
