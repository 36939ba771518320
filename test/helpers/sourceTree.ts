import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What the tests that hold the layout (boundaries, client/ui as a leaf, no import cycle) read of the source tree.

export const root = path.resolve(__dirname, '..', '..');

/** The .ts and .tsx files under `dir` (repository-relative), db/data left out. */
export function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return rel === path.join('db', 'data') ? [] : sources(rel);
    return /\.(ts|tsx)$/.test(d.name) ? [rel] : [];
  });
}

/** Every module a file names in an import, export-from or dynamic import (webpack's chunk-name comment allowed), as written. */
export function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/** Where a relative import lands, repository-relative and without extension; null for a package. */
export function importTarget(file: string, spec: string): string | null {
  return spec.startsWith('.') ? path.relative(root, path.resolve(root, path.dirname(file), spec)) : null;
}
