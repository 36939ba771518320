import Database from 'better-sqlite3';

export interface StoredImpression {
  pin_id: string;
  slot_index: number;
  visible_1: number | null;
  cell_width: number;
  window_width: number;
}

/** The raw impression rows the e2e server stored since `since` (ms), read from its database file. */
export function impressionsStoredSince(since: number): StoredImpression[] {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is not set: the e2e project starts the server in its globalSetup');
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare<[number], StoredImpression>(
        'SELECT pin_id, slot_index, visible_1, cell_width, window_width FROM analytics_impressions WHERE recorded_at >= ? ORDER BY id',
      )
      .all(since);
  } finally {
    db.close();
  }
}
