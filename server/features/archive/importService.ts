import type { Logger } from 'pino';
import type { ArchiveImportJob } from '../../../shared/contracts/archive';
import type { ArchiveBoard } from '../../../shared/contracts/archiveManifest';
import { ARCHIVE_IMPORT, LIMITS } from '../../../shared/constants';
import { safeWebLink } from '../../../shared/domain/links';
import { slugify } from '../../../shared/domain/slug';
import type { Clock } from '../../config';
import { ApiError, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { lockRetry } from '../../sqlite/lockRetry';
import type { Db } from '../../sqlite/open';
import type { BoardsService } from '../boards/service';
import type { BoardWritesStore } from '../boards/writeStore';
import { domainOf } from '../pinCreation/domain';
import { prepareImage, type PreparedImage } from '../pinCreation/image';
import type { createPinCreationStore } from '../pinCreation/store';
import { readArchive, type ReadArchive } from './readArchive';
import type { ArchiveStore, ImportKey, JobCounts } from './store';

export interface ArchiveImportDeps {
  db: Db;
  store: ArchiveStore;
  boards: BoardsService;
  boardWrites: BoardWritesStore;
  pinRows: ReturnType<typeof createPinCreationStore>;
  clock: Clock;
  /** This instance's id, as its exports carry it. */
  instanceId: string;
  mediaDir: string;
  limits: { maxImageBytes: number; maxPixels: number };
  logger?: Logger;
}

/** What a job left running by a process that is gone reads as; everything it wrote stays and is skipped next time. */
export const STOPPED_BY_RESTART = 'The import stopped when the server restarted; import the archive again to finish: nothing is duplicated.';

const noCounts = (): JobCounts => ({ boards_created: 0, boards_reused: 0, sections_created: 0, pins_created: 0, pins_skipped: 0 });

/** `name`, or `name (2)`, `name (3)` ... cut to fit: the first the owner has no other board called. */
function freeBoardName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, LIMITS.boardTitle - suffix.length).trimEnd()}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * UserArchiveResource create and ArchiveImportResource get. The archive is read and checked whole before the answer
 * (so bad input is a 4xx that wrote nothing); the boards are then written by a job, one transaction per board, with
 * each board's images made (every size, the dominant colour) before its transaction opens.
 */
export function createArchiveImport({ db, store, boards, boardWrites, pinRows, clock, instanceId, mediaDir, limits, logger }: ArchiveImportDeps) {
  const running = new Map<number, Promise<void>>();
  // The job writes on the request thread's connection: a write that meets another process's lock waits off the thread.
  const writes = lockRetry(db);

  /** Whatever the source id maps to here, else a new board (the quick-saves board maps to the importer's own). */
  function boardFor(viewer: SessionUser, key: ImportKey, b: ArchiveBoard, counts: JobCounts): number {
    const known = store.localBoard(key, b.id);
    if (known !== null) {
      counts.boards_reused++;
      return known;
    }
    const now = clock.now();
    if (b.quick_saves) {
      const { id, created } = boards.ensureQuickSaves(viewer.id, b.privacy === 'protected' ? 'protected' : 'public', now);
      counts[created ? 'boards_created' : 'boards_reused']++;
      return id;
    }
    const name = freeBoardName(b.name, (n) => boards.nameTaken(viewer.id, 0, n));
    const created = boards.create({ name, description: b.description, privacy: b.privacy, layout: 'default' }, viewer, now);
    const id = Number(created.board.id);
    if (b.archived) store.archive(id);
    counts.boards_created++;
    return id;
  }

  /** The section by its source id, else one of the same slug already on the board, else a new one at the end. */
  function sectionFor(key: ImportKey, boardId: number, s: ArchiveBoard['sections'][number], counts: JobCounts) {
    const known = store.localSection(key, s.id, boardId);
    if (known !== null) return known;
    const slug = slugify(s.title) || 'section';
    const existing = store.sectionBySlug(boardId, slug);
    if (existing !== null) return existing;
    counts.sections_created++;
    return boardWrites.insertSection(boardId, s.title, slug);
  }

  function writeBoard(jobId: number, viewer: SessionUser, key: ImportKey, b: ArchiveBoard, prepared: Map<string, PreparedImage>) {
    const counts = noCounts();
    const boardId = boardFor(viewer, key, b, counts);
    store.remember(key, 'board', b.id, boardId);
    const sections = new Map<string, number>();
    for (const s of b.sections) {
      const id = sectionFor(key, boardId, s, counts);
      store.remember(key, 'section', s.id, id);
      sections.set(s.id, id);
    }
    // Oldest first, so the board's newest-first order comes out as the archive lists it.
    for (const pin of [...b.pins].reverse()) {
      // Asked again here: another import of the same archive may have written this pin while our images were made.
      const image = prepared.get(pin.image);
      if (!image || store.localPin(key, pin.id) !== null) {
        counts.pins_skipped++;
        continue;
      }
      const link = safeWebLink(pin.link);
      const id = pinRows.create(image, () => {}, {
        pinner: viewer.id,
        board: boardId,
        section: pin.section_id === null ? null : sections.get(pin.section_id)!,
        title: pin.title,
        description: pin.description,
        altText: pin.alt_text || null,
        link,
        domain: domainOf(link),
        method: 'imported',
        now: Date.parse(pin.created_at),
      });
      store.remember(key, 'pin', pin.id, id);
      counts.pins_created++;
    }
    store.progress(jobId, 0, counts, clock.now());
  }

  async function importBoard(jobId: number, viewer: SessionUser, key: ImportKey, b: ArchiveBoard, images: ReadArchive['images']) {
    const prepared = new Map<string, PreparedImage>();
    for (const pin of b.pins) {
      if (store.localPin(key, pin.id) === null && !prepared.has(pin.image)) {
        const bytes = Buffer.from(images.get(pin.image)!);
        prepared.set(pin.image, await prepareImage(bytes, { mediaDir, maxPixels: limits.maxPixels, field: pin.image }));
      }
      await writes.run(() => store.progress(jobId, 1, noCounts(), clock.now()));
    }
    await writes.run(() => db.transaction(() => writeBoard(jobId, viewer, key, b, prepared)).immediate());
  }

  async function run(jobId: number, viewer: SessionUser, { manifest, images }: ReadArchive) {
    // Beats between steps too, so one slow image never makes a live job look stopped.
    const beat = setInterval(() => {
      try {
        store.heartbeat(jobId, clock.now());
      } catch (err) {
        // A timer's throw would end the process; a missed beat only risks the job reading as stopped.
        logger?.warn({ err, jobId }, 'archive import heartbeat failed');
      }
    }, ARCHIVE_IMPORT.heartbeatMs);
    beat.unref();
    try {
      const key = {
        user: viewer.id,
        instance: manifest.source_instance,
        own: manifest.source_instance === instanceId && manifest.user.id === String(viewer.id),
      };
      for (const b of manifest.boards) await importBoard(jobId, viewer, key, b, images);
      await writes.run(() => store.finish(jobId, 'done', null, clock.now()));
    } catch (err) {
      // A refusal names its field (an image entry); anything else is ours, and the person only needs to know it stopped.
      const fields = err instanceof ApiError ? err.fields : undefined;
      if (!fields) logger?.error({ err, jobId }, 'archive import failed');
      const why = fields
        ? Object.entries(fields)
            .map(([field, problem]) => `${field} ${problem}`)
            .join('; ')
        : 'an internal error';
      const failed = `The import stopped: ${why}. The boards before it were imported; importing again resumes.`;
      // Nothing may escape a job no one awaits: it would end the process. Unrecorded, the job reads as stopped once
      // its heartbeat is old.
      await writes
        .run(() => store.finish(jobId, 'failed', failed, clock.now()))
        .catch((finishErr: unknown) => {
          logger?.error({ err: finishErr, jobId }, 'archive import failure not recorded');
        });
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * A job as it stands. One still 'running' that this process is not running and whose heartbeat is stale was left
   * by a process that stopped: it reads as failed. Nothing is written, so a process that is in fact still running it
   * (and beating) is never overruled.
   */
  function job(id: number, viewerId: number): ArchiveImportJob {
    const row = store.job(id, viewerId);
    if (!row) throw notFound('Import');
    const { updated_at: heartbeat, ...answer } = row;
    const stopped = row.state === 'running' && !running.has(id) && clock.now() - heartbeat > ARCHIVE_IMPORT.staleAfterMs;
    return { ...answer, id: String(row.id), ...(stopped && { state: 'failed' as const, error: STOPPED_BY_RESTART }) };
  }

  async function start(upload: Buffer, viewer: SessionUser): Promise<ArchiveImportJob> {
    const archive = await readArchive(upload, limits);
    const total = archive.manifest.boards.reduce((n, b) => n + b.pins.length, 0);
    const jobId = store.insertJob(viewer.id, total, clock.now());
    const work = run(jobId, viewer, archive).finally(() => running.delete(jobId));
    running.set(jobId, work);
    return job(jobId, viewer.id);
  }

  return {
    start,
    job,
    /** Resolves when the import's job has finished (tests, and a graceful shutdown). */
    settled: (jobId: number) => running.get(jobId) ?? Promise.resolve(),
  };
}

export type ArchiveImport = ReturnType<typeof createArchiveImport>;
