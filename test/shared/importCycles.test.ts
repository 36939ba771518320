import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, sources } from '../helpers/sourceTree';

// No module imports itself back through others. Type-only imports count too: they vanish when compiled, but a type
// cycle still ties two modules together, so neither can be read, moved or tested without the other.
const TOPS = ['client', 'server', 'shared', 'db'];

const IMPORT = /^\s*(?:import|export)\s+[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
/** `import('./x')`, a lazy chunk, with or without webpack's chunk-name comment: a lazy import ties modules as well. */
const LAZY_IMPORT = /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolve(file: string, spec: string): string | null {
  const base = path.join(path.dirname(file), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => existsSync(path.join(root, c))) ?? null;
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT), ...text.matchAll(LAZY_IMPORT)]
        .map((m) => resolve(file, m[1]))
        .filter((t): t is string => t !== null);
      return [file, targets];
    }),
  );
}

/** Every cycle's modules, as strongly connected components of more than one module (Tarjan), or a self-import. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (a -> b -> c -> a), and none in a tree', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(cyclic)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('client/, server/, shared/ and db/ have none', () => {
    const files = TOPS.flatMap(sources);
    expect(files.length).toBeGreaterThan(200);
    expect(cycles(importGraph(files))).toEqual([]);
  });
});
