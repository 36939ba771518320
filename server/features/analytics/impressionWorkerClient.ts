import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { ImpressionWriter, PageToWrite, WriteAnswer } from './impressionWriter';

/** The pages that arrived in one turn of the event loop, each with its id; or the job's run; or the end. */
export type ToWorker = { type: 'write'; pages: [number, PageToWrite][] } | { type: 'maintain'; now: number } | { type: 'close' };
/** A batch of answers: each request's id with its answer, or why its commit failed (and the error's code, if any). */
export type FromWorker = [number, { written: WriteAnswer } | { failed: string; code?: string }][];

/**
 * The impression writer on a thread of its own (impressionWorker.ts), for a database in a file. A page of 25
 * impressions must be recorded at least as fast as a trivial POST; parsing, checking and storing it on the
 * request thread cost more than the whole trivial request, while the second core sat half idle. So the request
 * thread hands over the body's bytes unparsed and waits for the answer, which comes after the commit as before. The
 * thread starts with the first page or the first run of the job; if it dies, the requests it held fail and the next
 * page starts a new one.
 */
export function createImpressionWorker(script: string, databaseFile: string, logger?: Logger): ImpressionWriter {
  let closing = false;
  let current: { worker: Worker; waiting: Map<number, (outcome: FromWorker[number][1]) => void> } | null = null;
  let lastId = 0;
  // One message a turn, whatever the number of pages: a message costs far more than its content.
  let outbox: [number, PageToWrite][] = [];
  // A body that has its memory to itself moves to the thread instead of being copied (one read raw does, past 4 KB).
  const send = () => {
    const pages = outbox;
    outbox = [];
    const moved = pages.flatMap(([, { body }]) =>
      body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? [body.buffer as ArrayBuffer] : [],
    );
    current?.worker.postMessage({ type: 'write', pages } satisfies ToWorker, moved);
  };

  function running() {
    if (current) return current;
    const worker = new Worker(script, { workerData: { databaseFile } });
    // Never what keeps the process alive: close() ends it.
    worker.unref();
    const waiting = new Map<number, (outcome: FromWorker[number][1]) => void>();
    const started = { worker, waiting };
    worker.on('message', (answers: FromWorker) => {
      for (const [id, outcome] of answers) {
        waiting.get(id)?.(outcome);
        waiting.delete(id);
      }
    });
    const stopped = (why: string) => {
      if (current !== started) return;
      current = null;
      // Said once, where an operator looks: the requests themselves only say 500.
      if (!closing) logger?.error({ why, failed: waiting.size }, 'the impression writer thread stopped; the pages it held failed');
      for (const settle of waiting.values()) settle({ failed: why });
      waiting.clear();
    };
    worker.on('error', (err) => stopped(String(err)));
    worker.on('exit', (code) => stopped(`the impression writer stopped (exit ${code})`));
    return (current = started);
  }

  return {
    write(page) {
      const { waiting } = running();
      const id = ++lastId;
      return new Promise<WriteAnswer>((resolve, reject) => {
        // The failure keeps its code, so a database that is locked, read-only or failing answers 503 as on this thread.
        waiting.set(id, (outcome) =>
          'written' in outcome ? resolve(outcome.written) : reject(Object.assign(new Error(outcome.failed), { code: outcome.code })),
        );
        if (outbox.length === 0) setImmediate(send);
        outbox.push([id, page]);
      });
    },
    maintain(now) {
      running().worker.postMessage({ type: 'maintain', now } satisfies ToWorker);
    },
    async close() {
      closing = true;
      if (!current) return;
      const { worker } = current;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      await exited;
    },
  };
}
