import { mkdirSync, mkdtempSync, utimesSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ARCHIVE_IMPORT } from '../../../shared/constants';

/**
 * The folders imports keep their upload and the images taken out of it in, one per import under `root`, so an
 * archive is never held in memory. A folder's modification time is its heartbeat: its process touches it every
 * ARCHIVE_IMPORT.heartbeatMs while the import lasts, so one untouched for staleAfterMs was left by a process that
 * stopped. File times are the file system's, so this part goes by the real clock, not the server's injected one.
 */
export function createImportFolders(root: string) {
  const live = new Set<string>();

  return {
    /** A new, empty folder of this process's. */
    create(): string {
      mkdirSync(root, { recursive: true });
      const dir = mkdtempSync(path.join(root, 'import-'));
      live.add(dir);
      return dir;
    },
    beat(dir: string): void {
      const now = new Date();
      utimesSync(dir, now, now);
    },
    /** Off the request thread: a folder may hold thousands of images. */
    async remove(dir: string): Promise<void> {
      live.delete(dir);
      await rm(dir, { recursive: true, force: true });
    },
    /** Removes the folders that stopped processes left; this process's own, and others' still beating, stay. */
    async sweep(): Promise<string[]> {
      const now = Date.now();
      const names = await readdir(root).catch(() => []);
      const removed: string[] = [];
      for (const name of names) {
        const dir = path.join(root, name);
        if (live.has(dir)) continue;
        const touched = await stat(dir).then(
          (s) => s.mtimeMs,
          () => now,
        );
        if (now - touched <= ARCHIVE_IMPORT.staleAfterMs) continue;
        await rm(dir, { recursive: true, force: true });
        removed.push(dir);
      }
      return removed;
    },
  };
}

export type ImportFolders = ReturnType<typeof createImportFolders>;
