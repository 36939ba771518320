import type { Db } from '../sqlite/open';
import { BoundedMap } from './boundedMap';

/**
 * A cache whose entries hold until the database next changes: `data_version` moves when another connection (or
 * process) commits, `total_changes()` when this one writes. Any write clears everything, which keeps it exact;
 * reads far outnumber writes on the routes that use it, so most requests still hit.
 */
export function createSnapshotCache<K, V>(db: Db, max: number) {
  // Two prepared statements rather than one SELECT over the pragma_data_version table: that table prepares the PRAGMA
  // anew on every read: a third of a cached feed page's handler time (88 µs, 60 with the two; test/bench/middlewareCost.ts).
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const entries = new BoundedMap<K, V>(max);
  let seen = [-1, -1];

  return {
    /** Call once per request before reading: drops every entry if the database changed since the last call. */
    sync(): void {
      const now = [dataVersion.get()!, totalChanges.get()!];
      if (now[0] !== seen[0] || now[1] !== seen[1]) {
        entries.clear();
        seen = now;
      }
    },
    get: (key: K) => entries.get(key),
    delete: (key: K) => void entries.delete(key),
    clear: () => entries.clear(),
    set: (key: K, value: V) => void entries.set(key, value),
  };
}
