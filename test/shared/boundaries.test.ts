import path from 'node:path';
import { importsOf, root, sources } from '../helpers/sourceTree';

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
