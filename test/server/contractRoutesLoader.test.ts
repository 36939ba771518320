import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { endpoints } from '../../shared/contracts/registry';

// The client build's registry is this loader's output: every endpoint's route, and nothing the browser does not read.
// It runs in a plain Node process, as webpack runs it (its TypeScript loader cannot run inside jest's module system).
const root = path.resolve(__dirname, '../..');

function emitted(): Record<string, Record<string, unknown>> {
  const script = `
    const loader = require('./client/build/contractRoutesLoader.cjs');
    const source = loader.call({ resourcePath: require('node:path').resolve('shared/contracts/registry.ts'), addContextDependency() {} });
    process.stdout.write(source);`;
  const source = execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  const json = /^export const endpoints = (.*);$/m.exec(source)?.[1];
  if (!json) throw new Error(`unexpected loader output: ${source.slice(0, 80)}`);
  return JSON.parse(json);
}

test('emits every endpoint with its method, path and answers, and no schema or other field', () => {
  const routes = emitted();
  expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  for (const [name, contract] of Object.entries(endpoints)) {
    expect({ name, ...routes[name] }).toEqual({ name, method: contract.method, path: contract.path, answers: contract.answers });
  }
});
