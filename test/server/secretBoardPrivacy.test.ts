import { endpoints, type EndpointName } from '../../shared/contracts/registry';
import type { Browser } from './helpers/app';
import { boardCast } from './helpers/boardCast';
import { makeApp, PASSWORD } from './helpers/app';
import { factories } from './helpers/factories';

// "A secret board and its pins are invisible to strangers in every feed, search and profile": every read the registry
// has is asked, in every way that could name the board or its pin, and no answer may carry a trace of either.
const { app, db } = makeApp();
const cast = boardCast(app, db);
const f = factories(db);

const MARK = 'zanzibarquill';
const secret = { board: 0, section: 0, pin: 0, save: 0 };
beforeAll(() => {
  // Ids no other row shares, so that finding one in an answer means the row itself leaked.
  secret.board = f.board(cast.ids.owner, `${MARK} board`, { id: 987001, privacy: 'secret', description: `${MARK} notes` });
  secret.section = f.section(secret.board, `${MARK}section`);
  secret.pin = f.pin(cast.ids.owner, secret.board, { id: 987101, title: `${MARK} pin`, description: `${MARK} description` });
  // A public original saved into the secret board: the save must not show either.
  const publicBoard = f.board(cast.ids.saver, 'Open board');
  const original = f.pin(cast.ids.saver, publicBoard, { title: 'Open original' });
  secret.save = f.repin(original, cast.ids.owner, secret.board);
});

const reads = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].method === 'GET' && n !== 'archiveExport');

/** Every way of asking `name` that could lead to the secret board or its pins. */
function askings(name: EndpointName): Record<string, unknown>[] {
  const shape = (endpoints[name].options as { shape?: Record<string, unknown> }).shape ?? {};
  const has = (key: string) => key in shape;
  const base: Record<string, unknown> = {};
  if (has('username')) base.username = 'owner';
  if (has('user_id')) base.user_id = cast.ids.owner;
  if (has('board_id')) base.board_id = secret.board;
  if (has('section_id')) base.section_id = secret.section;
  if (has('pin_id')) base.pin_id = secret.pin;
  if (has('id')) base.id = secret.pin;
  if (has('query')) base.query = MARK;
  const variants: Record<string, unknown>[] = [base];
  if (has('section_id')) variants.push(Object.fromEntries(Object.entries(base).filter(([key]) => key !== 'section_id')));
  if (has('id')) variants.push({ ...base, id: secret.save });
  if (has('pin_id')) variants.push({ ...base, pin_id: secret.save });
  if (has('scope')) variants.push(...['pins', 'boards', 'users'].map((scope) => ({ ...base, scope })));
  if (has('filter')) variants.push(...['created', 'saved'].map((filter) => ({ ...base, filter })));
  if (has('slug')) variants.push({ username: 'owner', slug: `${MARK}-board` }, { username: 'owner', slug: String(secret.board) });
  if (has('field_set_key')) variants.push({ ...base, field_set_key: 'detailed' });
  return variants;
}

const traces = (body: string) => [MARK, `"${secret.board}"`, `"${secret.pin}"`, `"${secret.save}"`].filter((t) => body.toLowerCase().includes(t));

async function leaks(who: Browser) {
  const found: string[] = [];
  for (const name of reads) {
    for (const options of askings(name)) {
      const res = await who.callUnchecked(name, options);
      const hits = traces(JSON.stringify(res.body));
      if (hits.length > 0) found.push(`${name} ${JSON.stringify(options)} -> ${res.status}: ${hits.join(', ')}`);
    }
  }
  return found;
}

describe('a secret board and its pins, to those who may not see them', () => {
  it('appear in no read of the API, to a stranger', async () => {
    expect(await leaks(cast.b.stranger)).toEqual([]);
  });

  it('appear in no read of the API, signed out', async () => {
    expect(await leaks(cast.anon)).toEqual([]);
  });

  it('appear in no server-rendered page, signed out', async () => {
    for (const path of [
      '/owner/',
      '/owner/_saved/',
      '/owner/_created/',
      `/pin/${secret.pin}/`,
      `/pin/${secret.save}/`,
      `/owner/${MARK}-board/`,
      `/search/pins/?q=${MARK}`,
    ]) {
      const res = await cast.anon.agent.get(path);
      expect({ path, traces: traces(res.text) }).toEqual({ path, traces: [] });
    }
  });

  it("appear in no answer of a stranger's account writes, nor in the owner's profile once it is edited", async () => {
    const writes = [
      await cast.b.stranger.call('profileUpdate', { full_name: 'Stranger Danger', about: MARK.slice(0, 3) }),
      await cast.b.stranger.call('accountUpdate', { email: 'stranger@example.org', password: PASSWORD }),
      await cast.b.owner.call('profileUpdate', { about: 'Owner, edited' }),
    ];
    expect(writes.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(writes.flatMap((res) => traces(JSON.stringify(res.body)))).toEqual([]);
    expect(await leaks(cast.b.stranger)).toEqual([]);
  });

  it('do appear to their owner, so the probes above do reach them', async () => {
    const found = await leaks(cast.b.owner);
    expect(secret.save).toBeGreaterThan(secret.pin);
    for (const name of ['boardGet', 'boardFeed', 'pinGet', 'search', 'userPins', 'boardsGet'] as const) {
      expect(found.some((line) => line.startsWith(`${name} `))).toBe(true);
    }
  });
});
