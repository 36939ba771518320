import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server twin of the client's API family test: a contract family (shared/contracts/<family>.ts) is served by
// server/features/<family>/router.ts, which exports <family>Handlers, and every router lives in a folder named for the
// family it serves. Other server folders hold entities and shared parts (users, consent, seo ...): no router.
const root = path.resolve(__dirname, '..', '..');
const contractsDir = path.join(root, 'shared', 'contracts');
const featuresDir = path.join(root, 'server', 'features');

/** The contract files that declare an endpoint (`export const x = resource(...)` or `rest(...)`). */
const families = () =>
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => /^export const \w+ = (?:resource|rest)\(/m.test(readFileSync(path.join(contractsDir, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

/** The server folders that hold a router. */
const routerFolders = () =>
  readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(featuresDir, d.name, 'router.ts')))
    .map((d) => d.name)
    .sort();

describe('server routers follow the contract families', () => {
  it('finds the families', () => {
    expect(families()).toContain('boards');
    expect(families().length).toBeGreaterThan(15);
  });

  it('serves each family from server/features/<family>/router.ts, and has no router outside a family folder', () => {
    expect(routerFolders()).toEqual(families());
  });

  it.each(families())('server/features/%s/router.ts exports %sHandlers', (family) => {
    const source = readFileSync(path.join(featuresDir, family, 'router.ts'), 'utf8');
    expect(source).toMatch(new RegExp(`^export function ${family}Handlers\\(`, 'm'));
  });
});
