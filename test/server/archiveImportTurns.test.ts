import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ARCHIVE_IMPORT, SESSION } from '../../shared/constants';
import { endpoints } from '../../shared/contracts/registry';
import { rr } from './helpers/api';
import { makeApp, signUpAll, type Browser } from './helpers/app';
import { download, untilSettled, upload } from './archive/helpers';
import { tempMediaDir } from './pinCreate/fixtures';

// One import at a time per person, from the first byte of its upload to the end of its job; the upload is written to
// the import's folder as it arrives, and the folder goes when the import ends, however it ends.

const imports = mkdtempSync(path.join(os.tmpdir(), 'pinboard-archive-imports-'));
const { app, db, clock } = makeApp({ mediaDir: tempMediaDir(), archiveTmpDir: imports });
let server: Server;
let people: Awaited<ReturnType<typeof signUpAll<'ann' | 'bob' | 'cat' | 'dan'>>>;
let zip: Buffer;

beforeAll(async () => {
  server = createServer(app).listen(0, '127.0.0.1');
  people = await signUpAll(app, ['ann', 'bob', 'cat', 'dan']);
  // Ann's archive, five pins: its job takes a while, as each image is made in every size.
  const { ann } = people.browsers;
  const board = rr(await ann.call('boardCreate', { name: 'Colours' })).data;
  for (const [i, colour] of ['#aa2222', '#22aa22', '#2222aa', '#aaaa22', '#22aaaa'].entries()) {
    const image = await sharp({ create: { width: 600 + i, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
    await ann.call('pinCreate', { board_id: board.id, image_base64: image.toString('base64') });
  }
  zip = (await download(ann)).zip;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(imports, { recursive: true, force: true });
});

const fieldsOf = (res: { body: unknown }) => Object.keys(rr(res as never).error.fields ?? {});

/** Waits, a turn of the event loop at a time, until `done()` holds: for what the server does on its own time. */
async function until(done: () => boolean) {
  for (let turns = 0; !done(); turns++) {
    if (turns > 100_000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** An upload sent over a socket of its own, half of it now: the rest when `finish` is called, or never (`abandon`). */
function halfUpload(b: Browser, bytes: Buffer) {
  const boundary = 'pinboard-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="archive"; filename="pins.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const cookie = (name: string) => b.agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })!.value;
  const half = Math.floor(bytes.length / 2);
  const req: ClientRequest = request({
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    method: 'POST',
    path: endpoints.archiveImport.path,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + bytes.length + tail.length,
      'x-csrftoken': b.csrf,
      cookie: `csrftoken=${cookie('csrftoken')}; ${SESSION.cookie}=${cookie(SESSION.cookie)}`,
    },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
  });
  req.write(Buffer.concat([head, bytes.subarray(0, half)]));
  return {
    finish: () => {
      req.end(Buffer.concat([bytes.subarray(half), tail]));
      return answer;
    },
    abandon: () => {
      answer.catch(() => undefined);
      req.destroy();
    },
  };
}

const folders = () => readdirSync(imports);

describe('one import at a time per person', () => {
  it('409 naming archive while their upload is still arriving (written to its folder, not held); others are not held up', async () => {
    const { bob, cat } = people.browsers;
    const first = halfUpload(bob, zip);
    await until(() => folders().length === 1 && existsSync(path.join(imports, folders()[0], 'upload.zip')));

    const second = await upload(bob, zip);
    expect([second.status, fieldsOf(second)]).toEqual([409, ['archive']]);
    expect(rr(second).error.message).toMatch(/already under way/);

    const other = await upload(cat, zip);
    expect(other.status).toBe(202);
    await untilSettled(cat, rr(other).data.id);

    const answer = await first.finish();
    expect(answer.status).toBe(202);
    await untilSettled(bob, (answer.body as { resource_response: { data: { id: string } } }).resource_response.data.id);
    expect(folders()).toEqual([]);
  });

  it('409 while their job runs, and a new import is taken once it has ended', async () => {
    // Dan has imported nothing yet: his job makes five images, far longer than the next call takes.
    const { dan } = people.browsers;
    const res = await upload(dan, zip);
    expect(res.status).toBe(202);
    const again = await upload(dan, zip);
    expect([again.status, fieldsOf(again)]).toEqual([409, ['archive']]);
    const { job } = await untilSettled(dan, rr(res).data.id);
    expect(job).toMatchObject({ state: 'done', pins_created: 5 });
    expect(folders()).toEqual([]);
    const next = await upload(dan, zip);
    expect(next.status).toBe(202);
    await untilSettled(dan, rr(next).data.id);
  });

  it('409 while another process runs a job of theirs that still beats; taken once its heartbeat is stale', async () => {
    const { ann } = people.browsers;
    db.prepare('INSERT INTO archive_import_jobs (user_id, total, created_at, updated_at) VALUES (?, 1, ?, ?)').run(
      people.ids.ann,
      clock.now(),
      clock.now(),
    );
    clock.advance(ARCHIVE_IMPORT.staleAfterMs);
    const refused = await upload(ann, zip);
    expect([refused.status, fieldsOf(refused)]).toEqual([409, ['archive']]);
    expect(folders()).toEqual([]);

    clock.advance(1);
    const res = await upload(ann, zip);
    expect(res.status).toBe(202);
    await untilSettled(ann, rr(res).data.id);
  });

  it('a client gone mid-upload: its folder is removed and the person may import again', async () => {
    const { cat } = people.browsers;
    const gone = halfUpload(cat, zip);
    await until(() => folders().length === 1);
    gone.abandon();
    await until(() => folders().length === 0);
    const res = await upload(cat, zip);
    expect(res.status).toBe(202);
    await untilSettled(cat, rr(res).data.id);
  });
});
