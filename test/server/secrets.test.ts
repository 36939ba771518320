import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { appSecret } from '../../server/http/secrets';

describe('appSecret', () => {
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-secrets-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes one random key per name, kept in the database, that every connection to the file reads alike', () => {
    const file = path.join(dir, 'shared.sqlite');
    const first = openDatabase(file);
    migrate(first);
    const second = openDatabase(file);
    try {
      const csrf = appSecret(first, 'csrf');
      expect(csrf).toHaveLength(32);
      expect(appSecret(second, 'csrf').equals(csrf)).toBe(true);
      expect(appSecret(first, 'csrf').equals(csrf)).toBe(true);
      expect(appSecret(second, 'offsite').equals(csrf)).toBe(false);
    } finally {
      first.close();
      second.close();
    }
    const reopened = openDatabase(file);
    try {
      expect(appSecret(reopened, 'csrf')).toHaveLength(32);
      expect(reopened.prepare('SELECT count(*) FROM app_secrets').pluck().get()).toBe(2);
    } finally {
      reopened.close();
    }
  });

  it('derives the keys from SECRET_KEY when it is set, storing nothing', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const key = 'k'.repeat(40);
    const csrf = appSecret(db, 'csrf', key);
    expect(appSecret(db, 'csrf', key).equals(csrf)).toBe(true);
    expect(appSecret(db, 'offsite', key).equals(csrf)).toBe(false);
    expect(appSecret(db, 'csrf', 'm'.repeat(40)).equals(csrf)).toBe(false);
    expect(db.prepare('SELECT count(*) FROM app_secrets').pluck().get()).toBe(0);
  });

  it('refuses a SECRET_KEY too short to resist guessing, and treats a blank one as unset', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ SECRET_KEY: '  ' }).secretKey).toBeNull();
    expect(loadConfig({ SECRET_KEY: 'x'.repeat(32) }).secretKey).toBe('x'.repeat(32));
  });
});
