import type { ArchiveImportJob } from '../../../shared/contracts/archive';
import type { Db } from '../../sqlite/open';

export interface ExportBoardRow {
  id: number;
  name: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  archived: number;
  layout: 'default' | 'quick_saves';
}

export interface ExportPinRow {
  id: number;
  title: string;
  description: string;
  link: string | null;
  alt_text: string | null;
  section_id: number | null;
  created_at: number;
  signature: string;
}

export type ImportedKind = 'board' | 'section' | 'pin';
/** Whose import, of which instance's archive; `own`: the importer's own export from this instance. */
export interface ImportKey {
  user: number;
  instance: string;
  own: boolean;
}
export type JobCounts = Pick<ArchiveImportJob, 'boards_created' | 'boards_reused' | 'sections_created' | 'pins_created' | 'pins_skipped'>;

interface JobRow extends JobCounts {
  id: number;
  state: ArchiveImportJob['state'];
  total: number;
  done: number;
  error: string | null;
  /** The heartbeat: when the job's process last recorded work on it. */
  updated_at: number;
}

/** The reads an export makes and the bookkeeping of imports (jobs, and what each source id became here). */
export function createArchiveStore(db: Db) {
  const boards = db.prepare<[number], ExportBoardRow>(
    `SELECT id, name, description, privacy, archived, layout FROM boards WHERE owner_id = ? ORDER BY layout = 'default', id`,
  );
  const sections = db.prepare<[number], { id: number; title: string }>(
    `SELECT id, title FROM board_sections WHERE board_id = ? ORDER BY position, id`,
  );
  // The board's own order (newest first); only the owner's own pins: pins collaborators added are theirs to export.
  const pins = db.prepare<[number, number], ExportPinRow>(
    `SELECT p.id, p.title, p.description, p.link, p.alt_text, p.section_id, p.created_at, i.signature
     FROM pins p JOIN images i ON i.id = p.image_id WHERE p.board_id = ? AND p.pinner_id = ? ORDER BY p.id DESC`,
  );

  const mapped = db
    .prepare<[number, string, ImportedKind, string], number>(
      `SELECT local_id FROM archive_imported WHERE user_id = ? AND source_instance = ? AND kind = ? AND source_id = ?`,
    )
    .pluck();
  const remember = db.prepare<[number, string, ImportedKind, string, number]>(
    `INSERT INTO archive_imported (user_id, source_instance, kind, source_id, local_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, source_instance, kind, source_id) DO UPDATE SET local_id = excluded.local_id`,
  );
  const ownBoard = db.prepare<[number, number], number>(`SELECT 1 FROM boards WHERE id = ? AND owner_id = ?`).pluck();
  const sectionOn = db.prepare<[number, number], number>(`SELECT 1 FROM board_sections WHERE id = ? AND board_id = ?`).pluck();
  const sectionBySlug = db.prepare<[number, string], number>(`SELECT id FROM board_sections WHERE board_id = ? AND slug = ?`).pluck();
  const ownPin = db.prepare<[number, number], number>(`SELECT 1 FROM pins WHERE id = ? AND pinner_id = ?`).pluck();
  const archive = db.prepare<[number]>(`UPDATE boards SET archived = 1 WHERE id = ?`);

  // A running job whose heartbeat is at least `since` is live (ARCHIVE_IMPORT.staleAfterMs); older, it stopped.
  const liveJob = db
    .prepare<{ user: number; since: number }, number>(
      `SELECT 1 FROM archive_import_jobs WHERE user_id = @user AND state = 'running' AND updated_at >= @since`,
    )
    .pluck();
  // One import at a time per person, across processes: no job is added beside a live one.
  const insertJob = db.prepare<{ user: number; total: number; now: number; since: number }>(
    `INSERT INTO archive_import_jobs (user_id, total, created_at, updated_at) SELECT @user, @total, @now, @now
     WHERE NOT EXISTS (SELECT 1 FROM archive_import_jobs WHERE user_id = @user AND state = 'running' AND updated_at >= @since)`,
  );
  const staleJobs = db.prepare<[number], number>(`SELECT id FROM archive_import_jobs WHERE state = 'running' AND updated_at < ?`).pluck();
  const stop = db.prepare<{ id: number; before: number; error: string; now: number }>(
    `UPDATE archive_import_jobs SET state = 'failed', error = @error, updated_at = @now WHERE id = @id AND state = 'running' AND updated_at < @before`,
  );
  const isRunning = db.prepare<[number], number>(`SELECT 1 FROM archive_import_jobs WHERE id = ? AND state = 'running'`).pluck();

  const recordPrepared = db.prepare<[number, string]>(`INSERT OR IGNORE INTO archive_import_prepared (job_id, signature) VALUES (?, ?)`);
  const preparedBy = db.prepare<[number], string>(`SELECT signature FROM archive_import_prepared WHERE job_id = ?`).pluck();
  const endedWithPrepared = db
    .prepare<[], number>(
      `SELECT DISTINCT p.job_id FROM archive_import_prepared p JOIN archive_import_jobs j ON j.id = p.job_id WHERE j.state <> 'running'`,
    )
    .pluck();
  const forgetPrepared = db.prepare<[number, string]>(`DELETE FROM archive_import_prepared WHERE job_id = ? AND signature = ?`);
  const stillWanted = db
    .prepare<[string, string], number>(
      `SELECT EXISTS (SELECT 1 FROM images WHERE signature = ?) OR EXISTS (SELECT 1 FROM archive_import_prepared WHERE signature = ?)`,
    )
    .pluck();
  /** Lets go of the job's record of an image; true when nothing else has the image: no image row, no other job's record. */
  const letGo = db.transaction((job: number, signature: string) => {
    forgetPrepared.run(job, signature);
    return stillWanted.get(signature, signature) === 0;
  });
  const job = db.prepare<[number, number], JobRow>(
    `SELECT id, state, total, done, boards_created, boards_reused, sections_created, pins_created, pins_skipped, error, updated_at
     FROM archive_import_jobs WHERE id = ? AND user_id = ?`,
  );
  const progress = db.prepare<JobCounts & { id: number; done: number; now: number }>(
    `UPDATE archive_import_jobs SET done = done + @done, boards_created = boards_created + @boards_created,
       boards_reused = boards_reused + @boards_reused, sections_created = sections_created + @sections_created,
       pins_created = pins_created + @pins_created, pins_skipped = pins_skipped + @pins_skipped, updated_at = @now
     WHERE id = @id`,
  );
  const heartbeat = db.prepare<[number, number]>(`UPDATE archive_import_jobs SET updated_at = ? WHERE id = ? AND state = 'running'`);
  // Only a running job finishes: one a sweep found stopped keeps what it says (its process may be slow, not gone).
  const finish = db.prepare<[string, string | null, number, number]>(
    `UPDATE archive_import_jobs SET state = ?, error = ?, updated_at = ? WHERE id = ? AND state = 'running'`,
  );

  /**
   * A source id's local row, if an earlier import made it and it still exists. `own`: the archive is the importer's
   * own export from this instance, whose ids are local ids already, so importing it back finds every row in place.
   */
  function local(key: ImportKey, kind: ImportedKind, sourceId: string, exists: (id: number) => boolean): number | null {
    if (key.own && /^\d+$/.test(sourceId) && exists(Number(sourceId))) return Number(sourceId);
    const id = mapped.get(key.user, key.instance, kind, sourceId);
    return id !== undefined && exists(id) ? id : null;
  }

  return {
    boards: (owner: number) => boards.all(owner),
    sections: (board: number) => sections.all(board),
    pins: (board: number, owner: number) => pins.all(board, owner),
    localBoard: (key: ImportKey, sourceId: string) => local(key, 'board', sourceId, (id) => !!ownBoard.get(id, key.user)),
    localSection: (key: ImportKey, sourceId: string, board: number) => local(key, 'section', sourceId, (id) => !!sectionOn.get(id, board)),
    localPin: (key: ImportKey, sourceId: string) => local(key, 'pin', sourceId, (id) => !!ownPin.get(id, key.user)),
    /** Records what a source id became here; the importer's own rows found in place need no record. */
    remember(key: ImportKey, kind: ImportedKind, sourceId: string, localId: number) {
      if (!(key.own && sourceId === String(localId))) remember.run(key.user, key.instance, kind, sourceId, localId);
    },
    sectionBySlug: (board: number, slug: string) => sectionBySlug.get(board, slug) ?? null,
    archive: (board: number) => archive.run(board),
    /** Whether the person has a running job whose heartbeat is at least `since`. */
    hasLiveJob: (user: number, since: number) => liveJob.get({ user, since }) === 1,
    /** The new job's id; null when the person has a live job already (see hasLiveJob). */
    insertJob(user: number, total: number, now: number, since: number): number | null {
      const info = insertJob.run({ user, total, now, since });
      return info.changes ? Number(info.lastInsertRowid) : null;
    },
    job: (id: number, user: number) => job.get(id, user),
    /** Running jobs whose heartbeat is older than `before`. */
    staleJobs: (before: number) => staleJobs.all(before),
    /** Fails a job found stopped, unless it beat (or ended) since it was found: true when it did fail it. */
    stop: (id: number, before: number, error: string, now: number) => stop.run({ id, before, error, now }).changes === 1,
    isRunning: (id: number) => isRunning.get(id) === 1,
    /** Records an image the job is about to write to the media folder. */
    recordPrepared: (job: number, signature: string) => recordPrepared.run(job, signature),
    preparedBy: (job: number) => preparedBy.all(job),
    /** Jobs that ended (or were found stopped) with images still recorded: their clean-up did not finish. */
    endedWithPrepared: () => endedWithPrepared.all(),
    letGo: (job: number, signature: string): boolean => letGo.immediate(job, signature),
    /** Adds to the job's counts; being work, it is a heartbeat too. */
    progress: (id: number, done: number, counts: JobCounts, now: number) => progress.run({ id, done, ...counts, now }),
    heartbeat: (id: number, now: number) => heartbeat.run(now, id),
    finish: (id: number, state: 'done' | 'failed', error: string | null, now: number) => finish.run(state, error, now, id),
  };
}

export type ArchiveStore = ReturnType<typeof createArchiveStore>;
