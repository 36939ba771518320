import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_MANIFEST_FILE } from '../../../shared/constants';

/** The build's manifest (webpack.config.js): each lazy chunk's name and its files' urls, its own chunk's first. */
function manifest(): Record<string, string[]> {
  const file = path.resolve(__dirname, '..', '..', '..', 'dist', 'client', CHUNK_MANIFEST_FILE);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/** The url of a named chunk's own script or stylesheet (a chunk's url carries no name); throws if it has none. */
export function chunkFile(name: string, extension: '.js' | '.css'): string {
  const file = manifest()[name]?.find((url) => url.endsWith(extension));
  if (!file) throw new Error(`the build has no ${extension} file for the chunk ${name}`);
  return file;
}

/** The urls only these chunks load: their files, less those they share with any other chunk. */
export function onlyFilesOf(names: readonly string[]): string[] {
  const chunks = manifest();
  const missing = names.filter((name) => !(name in chunks));
  if (missing.length > 0) throw new Error(`the build has no chunk named ${missing.join(', ')}`);
  const others = new Set(Object.entries(chunks).flatMap(([name, files]) => (names.includes(name) ? [] : files)));
  return names.flatMap((name) => chunks[name]).filter((file) => !others.has(file));
}
