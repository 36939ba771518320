import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, importTarget, root, sources } from '../../helpers/sourceTree';

// client/features holds three kinds of folder: API families (a <family>Api.ts and the family's own widgets), page
// folders (what a route shows: they compose families and own no API file), and widgets or session-wide state used
// across pages (the card, the grid, toasts, the login prompt). Two rules keep them apart: a routed page lives in a page
// folder, and no folder imports itself back through others, so each can be read, moved and tested on its own.
const FEATURES = path.join('client', 'features');
const ENTITIES = path.join('client', 'entities');

const isFamilyFolder = (folder: string) => readdirSync(path.join(root, FEATURES, folder)).some((file) => /Api\.tsx?$/.test(file));

/** The folder of client/features (or `entities`) a repository path lies in; null elsewhere (app, ui, shared). */
function unitOf(file: string): string | null {
  if (file === ENTITIES || file.startsWith(`${ENTITIES}${path.sep}`)) return 'entities';
  if (!file.startsWith(`${FEATURES}${path.sep}`)) return null;
  return file.slice(FEATURES.length + 1).split(path.sep)[0];
}

/** The folder graph: an edge from a folder to every other folder one of its files imports (type-only and lazy included). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of [...sources(FEATURES), ...sources(ENTITIES)]) {
    const from = unitOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const spec of importsOf(file)) {
      const landed = importTarget(file, spec);
      const to = landed === null ? null : unitOf(landed);
      if (to !== null && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The folders that can reach themselves again, each loop as its sorted members. */
function loops(graph: Map<string, Set<string>>): string[][] {
  const reach = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [...(graph.get(start) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.get(next) ?? []));
    }
    return seen;
  };
  const reachable = new Map([...graph.keys()].map((folder) => [folder, reach(folder)]));
  const found = new Map<string, string[]>();
  for (const [folder, seen] of reachable) {
    if (!seen.has(folder)) continue;
    const loop = [...seen].filter((other) => reachable.get(other)?.has(folder)).sort();
    found.set(loop.join(' '), loop);
  }
  return [...found.values()];
}

describe('client/features layout', () => {
  it('routes lazy-load every page from a page folder, never from an API family', () => {
    const routes = readFileSync(path.join(root, 'client', 'app', 'routes.tsx'), 'utf8');
    const pages = [...routes.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?'\.\.\/features\/([^/']+)\/[^']+'\s*\)/g)].map((m) => m[1]);
    expect(pages.length).toBeGreaterThan(15);
    expect([...new Set(pages)].filter((folder) => existsSync(path.join(root, FEATURES, folder)) && isFamilyFolder(folder))).toEqual([]);
  });

  it('has no loop between feature folders and the entities', () => {
    expect(loops(folderGraph())).toEqual([]);
  });

  it('finds a loop when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
    expect(loops(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });
});
