import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../../server/app';
import { loadConfig, testConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { ANALYTICS_SINK, BODY_LIMIT_BYTES } from '../../shared/constants';
import { endpoints } from '../../shared/contracts/registry';
import { allChoices } from '../../shared/domain/cookieConsent';
import { rr } from './helpers/api';
import { impressionOf } from './helpers/impressionOf';
import { browser, fixedClock, signUp, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// The impression writer on a thread of its own, as `npm start` runs it (the bundle dist/server/impressionWorker.js,
// built here as `npm start` builds it): every body gets the very answer the request thread gives, what is
// acknowledged is in the file, and the thread's end is the server's to decide.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureBuilds } = require('../../server/cli/builds') as { ensureBuilds(log: (line: string) => void, names: string[]): void };

const PATH = endpoints.analyticsImpressionsCreate.path;
let dir: string;
let workerScript: string;

beforeAll(() => {
  ensureBuilds(() => undefined, ['server']);
  workerScript = loadConfig({}).impressionWorker!;
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-impression-worker-'));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A server on a database file of its own, writing impressions on a thread (`script`) or on the request thread (null). */
async function serverWith(script: string | null) {
  const db = openDatabase(path.join(dir, `db${++files}.sqlite`));
  migrate(db);
  // The pins the pages below name, on a public board: impressions count only pins that exist and the sender may see.
  const f = factories(db);
  const pinner = f.user('pinner');
  const board = f.board(pinner, 'Public');
  for (const id of [41, 42]) f.pin(pinner, board, { id });
  const errors: { msg: string; failed: number }[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
  const app = createApp({ db, config: testConfig({ impressionWorker: script }), clock: fixedClock(), logger });
  const visitor = await browser(app);
  await visitor.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
  return {
    app,
    db,
    f,
    /** What the server logged as errors. */
    errors,
    visitor,
    pages: () => db.prepare('SELECT count(*) FROM analytics_impression_pages').pluck().get() as number,
    /** As server/index.ts stops: the writer's last work, then the database. */
    close: async () => {
      await (app.locals.beforeDbClose as () => Promise<void>)();
      db.close();
    },
  };
}

const post = (b: Browser, body: string | Buffer, type = 'application/json') =>
  b.agent.post(PATH).set('content-type', type).set('X-CSRFToken', b.csrf).send(body);

describe('the impression writer on its own thread', () => {
  it('answers every body exactly as the request thread does', async () => {
    const threaded = await serverWith(workerScript);
    const inline = await serverWith(null);
    const bodies: [string, string | Buffer, string?][] = [
      ['a page', JSON.stringify({ options: { impressions: [impressionOf('41', 0), impressionOf('42', 1)] } })],
      ['not JSON', '{"options": {"impressions": ['],
      ['not an object', '"impressions"'],
      ['options not an object', JSON.stringify({ options: [1] })],
      ['no impressions', JSON.stringify({ options: {} })],
      ['an empty body', ''],
      ['a bad field', JSON.stringify({ options: { impressions: [impressionOf('41', 0), { ...impressionOf('41', 1), slotIndex: 1.5 }] } })],
      [
        'over the batch cap',
        JSON.stringify({ options: { impressions: Array.from({ length: ANALYTICS_SINK.impressionsPerBatch + 1 }, (_, i) => impressionOf('41', i)) } }),
      ],
      ['sent as text', JSON.stringify({ options: { impressions: [impressionOf('41', 0)] } }), 'text/plain'],
      ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
      ['over the body limit', JSON.stringify({ options: { impressions: [impressionOf('41', 0)] }, pad: 'x'.repeat(BODY_LIMIT_BYTES) })],
    ];
    try {
      for (const [label, body, type] of bodies) {
        const [a, b] = [await post(threaded.visitor, body, type), await post(inline.visitor, body, type)];
        expect({ label, status: a.status, body: a.body }).toEqual({ label, status: b.status, body: b.body });
      }
      // The answers differ from one body to the next, so the comparison above compares something.
      expect(rr(await post(threaded.visitor, bodies[0][1])).data).toEqual({ recorded: 2, allowed: true });
      expect(rr(await post(threaded.visitor, bodies[6][1])).error.fields).toHaveProperty(['impressions.1.slotIndex']);
      expect(threaded.pages()).toBe(inline.pages() + 1);
    } finally {
      await Promise.all([threaded.close(), inline.close()]);
    }
  });

  it('stores what it acknowledges in the file, with who sent it, and nothing for a visitor who refused analytics', async () => {
    const server = await serverWith(workerScript);
    try {
      const ann = await browser(server.app);
      const { id } = (await signUp(ann, 'ann')) as { id: string };
      await ann.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
      const refusing = await browser(server.app);
      await refusing.call('userSettingsUpdate', { ...allChoices(false), surface_tag: 'cookie_banner' });
      // Ann's secret pin: the thread counts it for her, and not for a signed-out visitor, nor a pin that does not exist.
      const secret = String(server.f.pin(Number(id), server.f.board(Number(id), 'Plans', { privacy: 'secret' })));
      const answers = await Promise.all([
        ann.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0), impressionOf('41', 1), impressionOf(secret, 4)] }),
        refusing.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 2)] }),
        server.visitor.call('analyticsImpressionsCreate', {
          impressions: [impressionOf('42', 3), impressionOf(secret, 5), impressionOf('999999', 6)],
        }),
      ]);
      expect(answers.map((res) => rr(res).data)).toEqual([
        { recorded: 3, allowed: true },
        { recorded: 0, allowed: false },
        { recorded: 1, allowed: true },
      ]);
      expect(server.db.prepare('SELECT pin_id, slot_index, user_id FROM analytics_impressions ORDER BY id').all()).toEqual([
        { pin_id: '41', slot_index: 0, user_id: Number(id) },
        { pin_id: '41', slot_index: 1, user_id: Number(id) },
        { pin_id: secret, slot_index: 4, user_id: Number(id) },
        { pin_id: '42', slot_index: 3, user_id: null },
      ]);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['on its own thread', true],
    ['on the request thread', false],
  ])(
    '%s, answers a page it could not store for the write lock held elsewhere 503 with Retry-After, and stores the next once the lock is free',
    async (_where, threaded) => {
      const server = await serverWith(threaded ? workerScript : null);
      // Another process's long write: the thread waits for it as long as it may (DATABASE_LOCK.busyWaitMs), then fails.
      const other = openDatabase(server.db.name);
      other.exec('BEGIN IMMEDIATE');
      try {
        const res = await server.visitor.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0)] });
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(rr(res).error.code).toBe('database_unavailable');
        other.exec('ROLLBACK');
        // The batch that failed leaves nothing behind: the next page is stored, and only it.
        const again = await server.visitor.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0)] });
        expect(rr(again).data).toEqual({ recorded: 1, allowed: true });
        expect(server.pages()).toBe(1);
      } finally {
        other.close();
        await server.close();
      }
    },
    30_000,
  );

  it('counts every page into the daily counts before the database closes, and then ends', async () => {
    const server = await serverWith(workerScript);
    for (let i = 0; i < 3; i++)
      await server.visitor.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0), impressionOf('42', 1)] });
    await server.close();
    expect(server.errors).toEqual([]);
    const db = openDatabase(server.db.name);
    try {
      expect(db.prepare(`SELECT object_id, count FROM analytics_daily_counts WHERE kind = 'impression' ORDER BY object_id`).all()).toEqual([
        { object_id: '41', count: 3 },
        { object_id: '42', count: 3 },
      ]);
      expect(db.prepare('SELECT page_id FROM analytics_impressions_counted').pluck().get()).toBe(3);
    } finally {
      db.close();
    }
  });

  it('a thread that cannot run fails the page with a 500 envelope instead of leaving it waiting', async () => {
    const server = await serverWith(path.join(dir, 'no-such-worker.js'));
    try {
      for (let i = 0; i < 2; i++) {
        const res = await server.visitor.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0)] });
        expect(res.status).toBe(500);
        expect(rr(res).error.code).toBe('internal_error');
      }
      expect(server.pages()).toBe(0);
      // Each thread's end is logged once, with how many pages it failed (the job's second may start one more: none failed).
      expect(server.errors.filter((e) => e.msg.startsWith('the impression writer thread stopped') && e.failed > 0)).toEqual([
        expect.objectContaining({ failed: 1 }),
        expect.objectContaining({ failed: 1 }),
      ]);
    } finally {
      await server.close();
    }
  });
});
