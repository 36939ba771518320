import type { Db } from '../sqlite/open';

/**
 * A cache whose entries hold until the database next changes: `data_version` moves when another connection (or
 * process) commits, `total_changes()` when this one writes. Any write clears everything, which keeps it exact;
 * reads far outnumber writes on the routes that use it, so most requests still hit.
 */
export function createSnapshotCache<K, V>(db: Db, max: number) {
  const version = db.prepare<[], [number, number]>('SELECT data_version, total_changes() FROM pragma_data_version').raw();
  const entries = new Map<K, V>();
  let seen = [-1, -1];

  return {
    /** Call once per request before reading: drops every entry if the database changed since the last call. */
    sync(): void {
      const [dataVersion, changes] = version.get()!;
      if (dataVersion !== seen[0] || changes !== seen[1]) {
        entries.clear();
        seen = [dataVersion, changes];
      }
    },
    get: (key: K) => entries.get(key),
    delete: (key: K) => void entries.delete(key),
    clear: () => entries.clear(),
    set(key: K, value: V): void {
      if (entries.size >= max) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
    },
  };
}
