import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders imports keep their upload and the images taken out of it in, one per import under `root`, so an
 * archive is never held in memory.
 */
export function createImportFolders(root: string) {
  return {
    /** A new, empty folder of this process's. */
    create(): string {
      mkdirSync(root, { recursive: true });
      return mkdtempSync(path.join(root, 'import-'));
    },
    /** Off the request thread: a folder may hold thousands of images. */
    async remove(dir: string): Promise<void> {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type ImportFolders = ReturnType<typeof createImportFolders>;
