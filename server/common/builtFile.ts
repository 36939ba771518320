import { readFileSync, statSync } from 'node:fs';

/**
 * A file the client build writes, read and parsed again only when a new build replaces it (its modification time
 * changes: `npm run dev` rebuilds the client under a running server); null while there is no such file.
 */
export function builtFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
