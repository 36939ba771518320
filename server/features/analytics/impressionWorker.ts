import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../sqlite/open';
import type { ToWorker, FromWorker } from './impressionWorkerClient';
import { createImpressionWriter } from './impressionWriter';
import { createAnalyticsStore } from './store';

/**
 * The impression writer's own thread (started by impressionWorkerClient.ts, bundled as dist/server/impressionWorker.js):
 * it parses, checks and stores the grid's pages on its own connection to the database file, and runs the counting
 * job, so none of that work waits in line with other requests. Answers go back a batch at a time, after each commit.
 */
const port = parentPort!;
const db = openDatabase((workerData as { databaseFile: string }).databaseFile);
// This thread's own composition: its connection, its store, its writer.
const writer = createImpressionWriter(db, createAnalyticsStore(db));

/** An error's code (SQLite's: SQLITE_BUSY, SQLITE_IOERR_WRITE ...), which the request thread answers by: 503 or 500. */
const codeOf = (err: unknown): string | undefined => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

let outbox: FromWorker = [];
const answer = (id: number, outcome: FromWorker[number][1]) => {
  if (outbox.length === 0)
    setImmediate(() => {
      port.postMessage(outbox);
      outbox = [];
    });
  outbox.push([id, outcome]);
};

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'write':
      for (const [id, page] of message.pages) {
        writer.write(page).then(
          (written) => answer(id, { written }),
          (err: unknown) => answer(id, { failed: String(err), code: codeOf(err) }),
        );
      }
      break;
    case 'maintain':
      try {
        writer.maintain(message.now);
      } catch {
        // The database was busy: the next run takes it up, and the pages hold every impression meanwhile.
      }
      break;
    case 'close':
      void writer.close().then(() => {
        db.close();
        process.exit(0);
      });
      break;
  }
});
