import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runAdmin } from '../../server/cli/adminMain';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { runAdminCommand } from './helpers/adminCommand';
import { rr } from './helpers/api';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

// `npm run admin -- manager ...` (server/cli/adminMain.ts): business access, who manages which profile.
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pinboard-manager-'));
  env = { DATABASE_PATH: path.join(dir, 'admin.sqlite') };
  const db = openDatabase(env.DATABASE_PATH!);
  migrate(db);
  const f = factories(db);
  for (const name of ['agency', 'brand', 'shop']) f.user(name);
  db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...argv: string[]) => runAdminCommand(env, argv);

describe('manager', () => {
  it('refuses unknown accounts, a missing name and one’s own profile (1), writing nothing; says how to use it (2)', () => {
    expect(run('manager', 'grant', 'nobody', 'brand')).toMatchObject({ code: 1, err: 'no account is named nobody' });
    expect(run('manager', 'grant', 'agency', 'nobody')).toMatchObject({ code: 1, err: 'no account is named nobody' });
    expect(run('manager', 'grant')).toMatchObject({ code: 1, err: 'name the account: <manager_username>' });
    expect(run('manager', 'grant', 'agency')).toMatchObject({ code: 1, err: 'name the account: <profile_username>' });
    expect(run('manager', 'revoke', 'agency')).toMatchObject({ code: 1, err: 'name the account: <profile_username>' });
    expect(run('manager', 'grant', 'brand', 'brand')).toMatchObject({ code: 1, err: expect.stringContaining('brand owns that profile') });
    expect(run('manager', 'list', 'nobody')).toMatchObject({ code: 1, err: 'no account is named nobody' });
    expect(run('manager', 'promote', 'agency', 'brand')).toMatchObject({ code: 2, err: expect.stringContaining('manager grant <manager_username>') });
    expect(run('manager', 'list')).toMatchObject({ code: 0, out: 'no managers' });
  });

  it('grants once, lists all or one profile’s managers, and revokes', () => {
    expect(run('manager', 'grant', 'agency', 'brand')).toEqual({ code: 0, out: 'agency now manages brand', err: '' });
    expect(run('manager', 'grant', 'agency', 'brand')).toMatchObject({ code: 0, out: 'agency already managed brand' });
    expect(run('manager', 'grant', 'agency', 'shop')).toMatchObject({ code: 0, out: 'agency now manages shop' });
    expect(run('manager', 'grant', 'shop', 'brand')).toMatchObject({ code: 0, out: 'shop now manages brand' });

    const lines = (out: string) => out.split('\n').map((l) => l.replace(/\tsince \d{4}-\d\d-\d\dT[\d:.]+Z$/, ''));
    expect(lines(run('manager', 'list').out)).toEqual(['agency\tmanages brand', 'shop\tmanages brand', 'agency\tmanages shop']);
    expect(lines(run('manager', 'list', 'shop').out)).toEqual(['agency\tmanages shop']);

    expect(run('manager', 'revoke', 'agency', 'brand')).toMatchObject({ code: 0, out: 'agency no longer manages brand' });
    expect(run('manager', 'revoke', 'agency', 'brand')).toMatchObject({ code: 0, out: 'agency did not manage brand' });
    expect(lines(run('manager', 'list', 'brand').out)).toEqual(['shop\tmanages brand']);
  });
});

describe('a grant is what the stats endpoint honours', () => {
  it('a granted manager reads the profile’s pin stats; before the grant and once revoked, 403', async () => {
    const { app, db, clock } = makeApp();
    const { browsers, ids } = await signUpAll(app, ['owner', 'agent']);
    const f = factories(db);
    const pinId = String(f.pin(ids.owner, f.board(ids.owner, 'Kitchen')));
    const io = { out: () => undefined, err: () => undefined, readFile: () => '' };
    const stats = () => browsers.agent.call('pinStatsGet', { pin_id: pinId });

    expect((await stats()).status).toBe(403);
    expect(runAdmin(['manager', 'grant', 'agent', 'owner'], db, clock, io)).toBe(0);
    const granted = await stats();
    expect(granted.status).toBe(200);
    expect(rr(granted).data.role).toBe('manager');
    expect(runAdmin(['manager', 'revoke', 'agent', 'owner'], db, clock, io)).toBe(0);
    const revoked = await stats();
    expect(revoked.status).toBe(403);
    expect(rr(revoked).data).toBeNull();
  });
});
