import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(d.name) ? [rel] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function resolvesInto(file: string, spec: string, top: string): boolean {
  if (!spec.startsWith('.')) return false;
  const target = path.relative(root, path.resolve(root, path.dirname(file), spec));
  return target === top || target.startsWith(`${top}${path.sep}`);
}

const NODE_OR_DOM = /^(node:|fs$|path$|crypto$|react|react-dom|express|better-sqlite3|sharp)/;

describe('architecture boundaries', () => {
  it.each(sources('shared'))('%s imports nothing from client/ or server/, and no Node, DOM or React API', (file) => {
    for (const spec of importsOf(file)) {
      expect(resolvesInto(file, spec, 'client') || resolvesInto(file, spec, 'server')).toBe(false);
      expect(spec).not.toMatch(NODE_OR_DOM);
    }
  });

  it('client/ never imports server/, and server/ never imports client/', () => {
    const offenders = [
      ...sources('client').filter((f) => importsOf(f).some((s) => resolvesInto(f, s, 'server'))),
      ...sources('server').filter((f) => importsOf(f).some((s) => resolvesInto(f, s, 'client'))),
    ];
    expect(offenders).toEqual([]);
  });
});
