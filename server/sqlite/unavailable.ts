/**
 * The SQLite failures that say "not now" rather than "never": the write lock is held elsewhere (BUSY,
 * LOCKED), the file cannot be written (READONLY: opened read-only, moved, a read-only mount), the disk failed (IOERR)
 * or is full (FULL). Each kind is named by its primary code: SQLITE_IOERR_WRITE is SQLITE_IOERR.
 */
const KINDS = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_FULL'] as const;
export type UnavailableKind = (typeof KINDS)[number];

/**
 * By the error's code, as the rest of the server reads SQLite's errors, not by its class: better-sqlite3 throws the
 * SqliteError of whichever copy of its module loaded the addon first (jest gives each test file its own copies, and
 * its own Error).
 */
export function unavailableKind(err: unknown): UnavailableKind | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return KINDS.find((kind) => code === kind || code.startsWith(`${kind}_`)) ?? null;
}

/** The lock another connection holds: what waiting can cure. */
export function metTheLock(err: unknown): boolean {
  const kind = unavailableKind(err);
  return kind === 'SQLITE_BUSY' || kind === 'SQLITE_LOCKED';
}
