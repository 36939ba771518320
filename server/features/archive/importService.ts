import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { ArchiveImportJob } from '../../../shared/contracts/archive';
import type { ArchiveBoard } from '../../../shared/contracts/archiveManifest';
import { ARCHIVE_IMPORT, LIMITS } from '../../../shared/constants';
import { importedCreatedAt } from '../../../shared/domain/importedDates';
import { safeWebLink } from '../../../shared/domain/links';
import { slugify } from '../../../shared/domain/slug';
import type { Clock } from '../../config';
import { ApiError, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { lockRetry } from '../../sqlite/lockRetry';
import type { Db } from '../../sqlite/open';
import type { BoardsService } from '../boards/service';
import type { BoardWritesStore } from '../boards/writeStore';
import { domainOf } from '../pins/domain';
import type { DecodeGate } from '../pins/decodeGate';
import { imageDir, prepareImage, type PreparedImage } from '../pins/image';
import type { PinCreationStore } from '../pins/createStore';
import type { ImportFolders } from './importFolders';
import { readArchive, type ReadArchive } from './readArchive';
import type { ArchiveStore, ImportKey, JobCounts } from './store';

export interface ArchiveImportDeps {
  db: Db;
  store: ArchiveStore;
  boards: BoardsService;
  boardWrites: BoardWritesStore;
  pinRows: PinCreationStore;
  clock: Clock;
  /** This instance's id, as its exports carry it. */
  instanceId: string;
  mediaDir: string;
  limits: { maxImageBytes: number; maxPixels: number };
  /** Where each import keeps its upload and images (config.archiveTmpDir). */
  folders: ImportFolders;
  /** The decodes the server makes at once: the job's images take their turn with every upload's. */
  decodeGate: DecodeGate;
  logger?: Logger;
}

/** A person's import, from the first byte of its upload (`file`) to the end of its job. */
export interface ArchiveUpload {
  /** Where the upload is written as it arrives. */
  file: string;
  /** Reads and checks the written upload, then starts its job, which takes the import over. */
  start(): Promise<ArchiveImportJob>;
  /** Ends the import unless its job took it over: its folder goes, then the person may import again. */
  end(): Promise<void>;
}

/** What a job left running by a process that is gone reads as; everything it wrote stays and is skipped next time. */
export const STOPPED_BY_RESTART = 'The import stopped when the server restarted; import the archive again to finish: nothing is duplicated.';

/** A job the sweep of another process marked stopped (its heartbeat had gone stale): it writes nothing more. */
class JobStopped extends Error {}

const UPLOAD = 'upload.zip';

const busy = () =>
  conflict('An import of yours is already under way: wait for it to finish, then import again.', { archive: 'an import is already under way' });

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
 * each board's images made (every size, the dominant colour) before its transaction opens. A person has one import at
 * a time, from the first byte of its upload to the end of its job (409 naming archive).
 */
export function createArchiveImport(deps: ArchiveImportDeps) {
  const { db, store, boards, boardWrites, pinRows, clock, instanceId, mediaDir, limits, folders, decodeGate, logger } = deps;
  const running = new Map<number, Promise<void>>();
  // The job writes on the request thread's connection: a write that meets another process's lock waits off the thread.
  const writes = lockRetry(db);
  /** The people with an import under way in this process (uploading, being read, or its job running). */
  const importing = new Set<number>();
  let sweeping: NodeJS.Timeout | undefined;

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
    // Another process's sweep may have found this job stopped (its heartbeat stale) and removed what it prepared.
    if (!store.isRunning(jobId)) throw new JobStopped();
    const counts = noCounts();
    const boardId = boardFor(viewer, key, b, counts);
    store.remember(key, 'board', b.id, boardId);
    const sections = new Map<string, number>();
    for (const s of b.sections) {
      const id = sectionFor(key, boardId, s, counts);
      store.remember(key, 'section', s.id, id);
      sections.set(s.id, id);
    }
    const importedAt = clock.now();
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
        now: importedCreatedAt(pin.created_at, importedAt),
      });
      store.remember(key, 'pin', pin.id, id);
      counts.pins_created++;
    }
    store.progress(jobId, 0, counts, clock.now());
  }

  /** `made`: the signatures of every image the job prepares, recorded before their files are written. */
  async function importBoard(jobId: number, viewer: SessionUser, key: ImportKey, b: ArchiveBoard, images: ReadArchive['images'], made: Set<string>) {
    const prepared = new Map<string, PreparedImage>();
    for (const pin of b.pins) {
      if (store.localPin(key, pin.id) === null && !prepared.has(pin.image)) {
        const bytes = await readFile(images.get(pin.image)!);
        const image = await decodeGate.runWhenFree(() =>
          prepareImage(bytes, {
            mediaDir,
            maxPixels: limits.maxPixels,
            field: pin.image,
            beforeWrite: async (signature) => {
              made.add(signature);
              await writes.run(() => store.recordPrepared(jobId, signature));
            },
          }),
        );
        prepared.set(pin.image, image);
      }
      await writes.run(() => store.progress(jobId, 1, noCounts(), clock.now()));
    }
    await writes.run(() => db.transaction(() => writeBoard(jobId, viewer, key, b, prepared)).immediate());
  }

  /**
   * Removes the image files the job recorded (and, run by the job itself, those it made: another process's sweep may
   * have taken its record of one whose files were still being written) that nothing uses: no image row took them
   * (the pin was skipped, or its board never written) and no other job holds them. Seed media and other pins'
   * images have rows, so they always stay.
   */
  async function removePrepared(jobId: number, made: Iterable<string> = []): Promise<void> {
    for (const signature of new Set([...store.preparedBy(jobId), ...made])) {
      if (store.letGo(jobId, signature)) await rm(imageDir(mediaDir, signature), { recursive: true, force: true });
    }
  }

  /** The job's outcome is written last, after its unused images and its folder are gone: a job that reads as ended has cleaned up. */
  async function run(jobId: number, viewer: SessionUser, { manifest, images }: ReadArchive, removeFolder: () => Promise<void>) {
    let outcome: { state: 'done' | 'failed'; error: string | null } | null = { state: 'done', error: null };
    const made = new Set<string>();
    try {
      const key = {
        user: viewer.id,
        instance: manifest.source_instance,
        own: manifest.source_instance === instanceId && manifest.user.id === String(viewer.id),
      };
      for (const b of manifest.boards) await importBoard(jobId, viewer, key, b, images, made);
    } catch (err) {
      outcome = err instanceof JobStopped ? null : { state: 'failed', error: failure(jobId, err) };
      if (!outcome) logger?.warn({ jobId }, 'archive import found stopped by another process: it stops here');
    }
    await removePrepared(jobId, made).catch((err: unknown) => logger?.warn({ err, jobId }, 'archive import could not remove its unused images'));
    await removeFolder();
    if (!outcome) return;
    const { state, error } = outcome;
    // Nothing may escape a job no one awaits: it would end the process. Unrecorded, the job reads as stopped once its
    // heartbeat is old.
    await writes
      .run(() => store.finish(jobId, state, error, clock.now()))
      .catch((err: unknown) => logger?.error({ err, jobId }, 'archive import outcome not recorded'));
  }

  /**
   * What a failed job tells the person. A refusal names its field (an image entry); anything else is ours, and they
   * only need to know it stopped.
   */
  function failure(jobId: number, err: unknown): string {
    const fields = err instanceof ApiError ? err.fields : undefined;
    if (!fields) logger?.error({ err, jobId }, 'archive import failed');
    const why = fields
      ? Object.entries(fields)
          .map(([field, problem]) => `${field} ${problem}`)
          .join('; ')
      : 'an internal error';
    return `The import stopped: ${why}. The boards before it were imported; importing again resumes.`;
  }

  /**
   * A job as it stands. One still 'running' that this process is not running and whose heartbeat is stale was left
   * by a process that stopped: it reads as failed, before the next sweep writes so.
   */
  function job(id: number, viewerId: number): ArchiveImportJob {
    const row = store.job(id, viewerId);
    if (!row) throw notFound('Import');
    const { updated_at: heartbeat, ...answer } = row;
    const stopped = row.state === 'running' && !running.has(id) && clock.now() - heartbeat > ARCHIVE_IMPORT.staleAfterMs;
    return { ...answer, id: String(row.id), ...(stopped && { state: 'failed' as const, error: STOPPED_BY_RESTART }) };
  }

  /**
   * The person's import begins (before its body is read): 409 while another of theirs is under way here, or running
   * in another process on the database. Its folder, and its job's row once it has one, beat until it ends. Whichever
   * way it ends, its folder is gone before the answer (or the job's outcome) says so, and the person's turn after.
   */
  function begin(viewer: SessionUser): ArchiveUpload {
    if (importing.has(viewer.id) || store.hasLiveJob(viewer.id, clock.now() - ARCHIVE_IMPORT.staleAfterMs)) throw busy();
    const dir = folders.create();
    importing.add(viewer.id);
    let jobId: number | null = null;
    let ended = false;
    const beat = setInterval(() => {
      try {
        folders.beat(dir);
        if (jobId !== null) store.heartbeat(jobId, clock.now());
      } catch (err) {
        // A timer's throw would end the process; a missed beat only risks the import looking stopped.
        logger?.warn({ err, jobId }, 'archive import heartbeat failed');
      }
    }, ARCHIVE_IMPORT.heartbeatMs);
    beat.unref();
    let removal: Promise<void> | undefined;
    const removeFolder = () =>
      (removal ??= folders.remove(dir).catch((err: unknown) => logger?.warn({ err, dir }, 'archive import folder not removed')));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearInterval(beat);
      importing.delete(viewer.id);
    };
    const end = async () => {
      ended = true;
      await removeFolder();
      release();
    };
    const file = path.join(dir, UPLOAD);

    return {
      file,
      async start() {
        let archive: ReadArchive;
        try {
          archive = await readArchive(file, (await stat(file)).size, dir, limits);
          await rm(file);
        } catch (err) {
          await end();
          throw err;
        }
        // The caller left while the archive was read (its folder is gone): there is no one to answer.
        if (ended) throw new Error('the import was abandoned while its archive was read');
        const total = archive.manifest.boards.reduce((n, b) => n + b.pins.length, 0);
        const now = clock.now();
        jobId = store.insertJob(viewer.id, total, now, now - ARCHIVE_IMPORT.staleAfterMs);
        if (jobId === null) {
          await end();
          throw busy();
        }
        const id = jobId;
        const work = run(id, viewer, archive, removeFolder).finally(() => {
          running.delete(id);
          release();
        });
        running.set(id, work);
        return job(id, viewer.id);
      },
      end: () => (jobId === null ? end() : Promise.resolve()),
    };
  }

  /**
   * What a stopped process left: its running jobs whose heartbeat is stale are marked failed (STOPPED_BY_RESTART)
   * and the images they prepared that nothing uses are removed, as are those of any ended job whose own clean-up did
   * not finish; then the upload folders no live process is beating. Never a job or folder of this process.
   */
  async function sweep(): Promise<void> {
    const now = clock.now();
    const before = now - ARCHIVE_IMPORT.staleAfterMs;
    const stopped: number[] = [];
    for (const id of store.staleJobs(before)) {
      if (!running.has(id) && store.stop(id, before, STOPPED_BY_RESTART, now)) stopped.push(id);
    }
    for (const id of store.endedWithPrepared()) await removePrepared(id);
    const folderCount = (await folders.sweep()).length;
    if (stopped.length || folderCount) logger?.info({ stopped, folders: folderCount }, 'archive imports left by a stopped process cleared');
  }

  return {
    begin,
    job,
    /**
     * Sweeps now and every staleAfterMs from now on (server start-up): a restart quicker than that leaves jobs whose
     * heartbeat is not stale yet. Resolves when the first sweep is done.
     */
    sweepFromNowOn(): Promise<void> {
      sweeping ??= setInterval(() => {
        sweep().catch((err: unknown) => logger?.error({ err }, 'archive import sweep failed'));
      }, ARCHIVE_IMPORT.staleAfterMs);
      sweeping.unref();
      return sweep();
    },
    stopSweeping: () => clearInterval(sweeping),
    /** Resolves when the import's job has finished (tests, and a graceful shutdown). */
    settled: (jobId: number) => running.get(jobId) ?? Promise.resolve(),
  };
}

export type ArchiveImport = ReturnType<typeof createArchiveImport>;
