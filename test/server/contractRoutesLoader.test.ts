import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../../shared/contracts/registry';

// In the client build each contract family is this loader's output: its endpoints' routes, and nothing the browser
// does not read. It runs in a plain Node process, as webpack runs it (its TypeScript loader cannot run inside jest's
// module system).
const root = path.resolve(__dirname, '../..');
const families = [...readFileSync(path.join(root, 'shared/contracts/registry.ts'), 'utf8').matchAll(/^import \* as \w+ from '\.\/(\w+)';$/gm)].map(
  ([, f]) => f,
);

/**
 * Every family's emitted module, which re-exports each contract from a module of its own (so a chunk carries the
 * routes it calls, not its whole family's), and those modules evaluated: endpoint name -> its emitted fields.
 */
function emitted(): Record<string, Record<string, unknown>> {
  const script = `
    const loader = require('./client/build/contractRoutesLoader.cjs');
    const out = {};
    for (const family of ${JSON.stringify(families)}) {
      const resourcePath = require('node:path').resolve('shared/contracts', family + '.ts');
      const source = loader.call({ resourcePath, resourceQuery: '', addContextDependency() {} });
      for (const [, name, file, query] of source.matchAll(/^export \\{ (\\w+) \\} from "\\.\\/(\\w+\\.ts)(\\?contract=\\w+)";$/gm)) {
        if (name in out) throw new Error('emitted twice: ' + name);
        if (file !== family + '.ts' || query !== '?contract=' + name) throw new Error('re-exported from elsewhere: ' + name);
        const [, exported, json] = loader.call({ resourcePath, resourceQuery: query, addContextDependency() {} }).trim().match(/^export const (\\w+) = (.*);$/);
        if (exported !== name) throw new Error(name + ' emitted as ' + exported);
        out[name] = JSON.parse(json);
      }
    }
    process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }));
}

test('emits every endpoint in a module of its own, with its method, path and answers, and no schema or other field', () => {
  const routes = emitted();
  expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  for (const [name, contract] of Object.entries(endpoints)) {
    expect({ name, ...routes[name] }).toEqual({ name, method: contract.method, path: contract.path, answers: contract.answers });
  }
});
