import { migrate } from '../../server/sqlite/migrate';
import { openDatabase } from '../../server/sqlite/open';
import { createGroupCommit } from '../../server/common/groupCommit';

function setup() {
  const db = openDatabase(':memory:');
  migrate(db);
  const insert = db.prepare(`INSERT INTO events (event_type, created_at) VALUES (?, 0)`);
  const types = () => db.prepare('SELECT event_type FROM events ORDER BY id').pluck().all();
  return { db, group: createGroupCommit(db), insert, types };
}

describe('group commit of the save path', () => {
  it('runs the jobs of one turn in one transaction, in order, and answers each with its own result', async () => {
    const { db, group, insert, types } = setup();
    const seen: boolean[] = [];
    const jobs = [1, 2, 3].map((n) =>
      group.run(() => {
        seen.push(db.inTransaction);
        insert.run(n);
        return n * 10;
      }),
    );
    expect(types()).toEqual([]);
    await expect(Promise.all(jobs)).resolves.toEqual([10, 20, 30]);
    expect(seen).toEqual([true, true, true]);
    expect(types()).toEqual([1, 2, 3]);
  });

  it('rolls back and rejects only the job that throws', async () => {
    const { group, insert, types } = setup();
    const failure = new Error('no');
    const results = await Promise.allSettled([
      group.run(() => insert.run(1)),
      group.run(() => {
        insert.run(2);
        throw failure;
      }),
      group.run(() => insert.run(3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(failure);
    expect(types()).toEqual([1, 3]);
  });

  it('rejects every job and writes nothing when the commit fails', async () => {
    const { db, group, insert, types } = setup();
    const results = await Promise.allSettled([
      group.run(() => insert.run(1)),
      group.run(() => {
        // A foreign key checked only at COMMIT: the savepoint succeeds, the batch's commit does not.
        db.pragma('defer_foreign_keys = ON');
        db.prepare(`INSERT INTO board_sections (board_id, title, slug) VALUES (999, 'x', 'x')`).run();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(types()).toEqual([]);
  });

  it('starts a new batch for jobs queued after the previous one ran', async () => {
    const { group, insert, types } = setup();
    await group.run(() => insert.run(1));
    await group.run(() => insert.run(2));
    expect(types()).toEqual([1, 2]);
  });
});
