import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSnapshotCache } from '../../server/common/snapshot';
import { openDatabase, type Db } from '../../server/sqlite/open';

/** The cache the signed-out pages, feeds and pins are kept in: exact until the database next changes, from anywhere. */
describe('createSnapshotCache', () => {
  let dir: string;
  let db: Db;
  let other: Db;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
    db = openDatabase(path.join(dir, 'db.sqlite'));
    db.exec('CREATE TABLE t (x INTEGER)');
    // Another process on the same file, as a second server or the admin command would be.
    other = openDatabase(path.join(dir, 'db.sqlite'));
  });

  afterEach(() => {
    other.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function cached() {
    const cache = createSnapshotCache<string, number>(db, 10);
    cache.sync();
    cache.set('k', 1);
    return cache;
  }

  it('keeps its entries while nothing is written', () => {
    const cache = cached();
    db.prepare('SELECT count(*) FROM t').get();
    other.prepare('SELECT count(*) FROM t').get();
    cache.sync();
    expect(cache.get('k')).toBe(1);
  });

  it('drops them once this connection writes', () => {
    const cache = cached();
    db.prepare('INSERT INTO t VALUES (1)').run();
    cache.sync();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops them once another connection commits', () => {
    const cache = cached();
    other.prepare('INSERT INTO t VALUES (1)').run();
    cache.sync();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops them again after a later commit, having kept the ones set in between', () => {
    const cache = cached();
    other.prepare('INSERT INTO t VALUES (1)').run();
    cache.sync();
    cache.set('k', 2);
    cache.sync();
    expect(cache.get('k')).toBe(2);
    other.prepare('INSERT INTO t VALUES (2)').run();
    cache.sync();
    expect(cache.get('k')).toBeUndefined();
  });
});
