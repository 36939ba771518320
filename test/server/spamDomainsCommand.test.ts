import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/sqlite/open';
import { runAdminCommand } from './helpers/adminCommand';

// `npm run admin -- spam ...` (server/cli/adminMain.ts), run by its main function against a database file of its own.
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pinboard-spam-'));
  env = { DATABASE_PATH: path.join(dir, 'admin.sqlite') };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...argv: string[]) => runAdminCommand(env, argv);

function rows() {
  const db = openDatabase(env.DATABASE_PATH!);
  try {
    return db.prepare('SELECT domain, verdict FROM spam_domains ORDER BY domain').all();
  } finally {
    db.close();
  }
}

describe('spam', () => {
  it('adds, changes, lists and removes domains, stored as the check looks them up', () => {
    expect(run('spam', 'list')).toMatchObject({ code: 0, out: 'no spam domains' });
    expect(run('spam', 'add', 'Spam.Example.', 'blocked')).toMatchObject({ code: 0, out: 'listed spam.example as blocked' });
    expect(run('spam', 'add', 'bücher.example', 'porn')).toMatchObject({ code: 0, out: 'listed xn--bcher-kva.example as porn' });
    expect(run('spam', 'add', 'spam.example', 'suspicious')).toMatchObject({ code: 0, out: 'spam.example is now suspicious' });
    expect(rows()).toEqual([
      { domain: 'spam.example', verdict: 'suspicious' },
      { domain: 'xn--bcher-kva.example', verdict: 'porn' },
    ]);
    expect(run('spam', 'list').out).toMatch(/^spam\.example\tsuspicious\tsince \d{4}-.*\nxn--bcher-kva\.example\tporn\tsince /);
    expect(run('spam', 'remove', 'SPAM.example')).toMatchObject({ code: 0, out: 'removed spam.example' });
    expect(run('spam', 'remove', 'spam.example')).toMatchObject({ code: 0, out: 'spam.example was not listed' });
    expect(rows()).toEqual([{ domain: 'xn--bcher-kva.example', verdict: 'porn' }]);
  });

  it.each([
    [['spam', 'add'], 'name the domain: <domain>'],
    [['spam', 'add', 'https://spam.example/'], 'https://spam.example/ is not a domain name'],
    [['spam', 'add', 'spam.example:8080', 'blocked'], 'spam.example:8080 is not a domain name'],
    [['spam', 'add', 'spam.example'], 'give the verdict: one of blocked, suspicious, porn'],
    [['spam', 'add', 'spam.example', 'evil'], 'give the verdict: one of blocked, suspicious, porn'],
    [['spam', 'remove'], 'name the domain: <domain>'],
  ])('refuses %j (1), writing nothing', (argv, message) => {
    const before = rows();
    const res = run(...argv);
    expect(res.code).toBe(1);
    expect(res.err).toContain(message);
    expect(rows()).toEqual(before);
  });

  it('says how to use it when misused (2)', () => {
    expect(run('spam', 'purge')).toMatchObject({ code: 2, err: expect.stringContaining('spam add <domain> <verdict>') });
  });
});
