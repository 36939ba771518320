import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Write to a temporary name and rename: a reader (the running server, or a second seed sharing the media dir)
 * never sees half a file, and an interrupted seed leaves no truncated file under the final name.
 */
export function writeFileAtomic(file: string, data: Buffer | string): void {
  const tmp = writeTemp(file, data);
  renameSync(tmp, file);
}

/**
 * Like writeFileAtomic, but a file already there wins: media is fixed by its signature, so when two seeds share a
 * media dir the second leaves the first one's files (and their mtimes, which caches and tests rely on) alone.
 */
export function writeFileOnce(file: string, data: Buffer): void {
  const tmp = writeTemp(file, data);
  try {
    linkSync(tmp, file);
    unlinkSync(tmp);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') unlinkSync(tmp);
    // Some filesystems have no hard links; a rename is still atomic there.
    else renameSync(tmp, file);
  }
}

function writeTemp(file: string, data: Buffer | string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, data);
  return tmp;
}

export function readJsonOr<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** Runs `task` over `items` with at most `limit` in flight, keeping results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
