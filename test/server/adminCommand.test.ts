import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { runAdminCommand } from './helpers/adminCommand';
import { factories } from './helpers/factories';

// `npm run admin -- ...` (server/cli/adminMain.ts), run by its main function against a database file of its own.
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pinboard-admin-'));
  env = { DATABASE_PATH: path.join(dir, 'admin.sqlite') };
  const db = openDatabase(env.DATABASE_PATH!);
  migrate(db);
  factories(db).user('alice');
  db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...argv: string[]) => runAdminCommand(env, argv);

function file(name: string, content: unknown): string {
  const full = path.join(dir, name);
  writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  return full;
}

const TOAST = { placement_id: 1000503, experience_id: 1, type: 10, display_data: { message: 'Tip: save with S' } };
const BANNER = {
  placement_id: 11,
  experience_id: 2,
  type: 27,
  display_data: { type: 'info-callout', message: 'Welcome' },
  targeting: { auth: 'signed_out' },
};

describe('operator', () => {
  it('grants the role once, lists it and revokes it', () => {
    expect(run('operator', 'list')).toMatchObject({ code: 0, out: 'no operators' });
    expect(run('operator', 'grant', 'alice')).toMatchObject({ code: 0, out: 'alice is now an operator' });
    expect(run('operator', 'grant', 'alice')).toMatchObject({ code: 0, out: 'alice was already an operator' });
    expect(run('operator', 'list').out).toMatch(/^alice\tsince \d{4}-/);
    expect(run('operator', 'revoke', 'alice')).toMatchObject({ code: 0, out: 'alice is no longer an operator' });
    expect(run('operator', 'revoke', 'alice')).toMatchObject({ code: 0, out: 'alice was not an operator' });
    expect(run('operator', 'list').out).toBe('no operators');
  });

  it('refuses an unknown account (1) and says how to use it when misused (2)', () => {
    expect(run('operator', 'grant', 'nobody')).toMatchObject({ code: 1, err: 'no account is named nobody' });
    expect(run('operator', 'grant')).toMatchObject({ code: 1, err: 'name the account: <username>' });
    expect(run('operator', 'promote', 'alice')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run admin') });
    expect(run()).toMatchObject({ code: 2 });
  });
});

describe('experiences', () => {
  it('refuses an invalid file with the reason and writes nothing, not even its valid entries', () => {
    const invalid = file('invalid.json', [TOAST, { ...BANNER, display_data: { type: 'info-callout' } }]);
    expect(run('experiences', 'create', invalid)).toEqual({
      code: 1,
      out: '',
      err: 'refused, nothing was written:\n  1.display_data.message: a callout banner needs a message',
    });
    const schema = file('schema.json', { ...TOAST, display_data: { message: 'x', link: 5 } });
    expect(run('experiences', 'create', schema)).toMatchObject({ code: 1, err: expect.stringContaining('display_data.link:') });
    expect(run('experiences', 'create', file('broken.json', '{"placement_id": '))).toMatchObject({
      code: 1,
      err: expect.stringMatching(/is not valid JSON$/),
    });
    expect(run('experiences', 'create', path.join(dir, 'missing.json'))).toMatchObject({ code: 1, err: expect.stringMatching(/^cannot read /) });
    expect(run('experiences', 'list')).toMatchObject({ code: 0, out: 'no experiences' });
  });

  it('creates every experience of a file, lists and retires them', () => {
    expect(run('experiences', 'create', file('ok.json', [TOAST, BANNER]))).toEqual({
      code: 0,
      out: 'created 1000503:1 (type 10)\ncreated 11:2 (type 27)',
      err: '',
    });
    expect(run('experiences', 'list').out).toBe('11:2\ttype 27\tpriority 0\tsigned_out\n1000503:1\ttype 10\tpriority 0\tany');
    expect(run('experiences', 'create', file('single.json', TOAST))).toMatchObject({
      code: 1,
      err: 'refused, nothing was written:\n  experience_id: already placed on this placement',
    });
    expect(run('experiences', 'retire', '11%3A2')).toMatchObject({ code: 0, out: 'retired 11:2' });
    expect(run('experiences', 'list').out).toBe('1000503:1\ttype 10\tpriority 0\tany');
    expect(run('experiences', 'list', '--all').out).toMatch(/^11:2\ttype 27\tpriority 0\tsigned_out\tretired \d{4}-/);
    expect(run('experiences', 'retire', '11:99')).toMatchObject({ code: 1, err: 'Experience not found.' });
    expect(run('experiences', 'retire', 'banner')).toMatchObject({ code: 1 });
  });
});
