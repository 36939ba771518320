import type { Statement } from 'better-sqlite3';
import type { Db } from '../sqlite/open';

/**
 * Statements whose LIMIT is written into the SQL, one per page size: a bound LIMIT makes SQLite re-prepare the
 * statement on every run (its value feeds the planner), which costs more than the query. Page sizes are validated
 * integers (at most MAX_PAGE_SIZE + 1), so there are few of these.
 */
export function perLimit<P extends object, R>(db: Db, sql: (limit: number) => string, pluck = false) {
  const statements = new Map<number, Statement<[P], R>>();
  return (limit: number, params: P): R[] => {
    let stmt = statements.get(limit);
    if (!stmt) {
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`bad limit ${limit}`);
      stmt = db.prepare<[P], R>(sql(limit));
      if (pluck) stmt.pluck();
      statements.set(limit, stmt);
    }
    return stmt.all(params);
  };
}
