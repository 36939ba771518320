import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Client API files follow the contract families one to one: a family is a file in shared/contracts that declares
// endpoints (named by the file, e.g. feeds.ts), and its client calls live in
// client/features/<family>/<family>Api.ts, nowhere else.
const root = path.resolve(__dirname, '..', '..', '..');
const contractsDir = path.join(root, 'shared', 'contracts');
const featuresDir = path.join(root, 'client', 'features');

/** The contract files that declare an endpoint (`export const x = resource(...)` or `rest(...)`). */
function families(): string[] {
  return readdirSync(contractsDir)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => /^export const \w+ = (?:resource|rest)\(/m.test(readFileSync(path.join(contractsDir, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** Every client file named like an API file, as features/<folder>/<name>. */
function apiFiles(): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(featuresDir, d.name))
        .filter((f) => /Api\.tsx?$/.test(f))
        .map((f) => `${d.name}/${f.replace(/\.tsx?$/, '')}`),
    )
    .sort();
}

/** API files deeper in a feature folder (features/<folder>/<sub>/<name>): calls split off into a lazy chunk. */
function nestedApiFiles(): string[] {
  return readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /Api\.tsx?$/.test(f) && f.split(path.sep).length > 2)
    .map((f) =>
      f
        .split(path.sep)
        .join('/')
        .replace(/\.tsx?$/, ''),
    )
    .sort();
}

/** Families the client calls nothing of (system: health and ping, for operators and the benchmark). */
const NOT_CALLED = ['system'];

describe('client API files follow the contract families', () => {
  it('finds the families', () => {
    expect(families()).toEqual([
      'account',
      'analytics',
      'archive',
      'attribution',
      'auth',
      'boardList',
      'boards',
      'bulkEdit',
      'collaborators',
      'experiences',
      'feedback',
      'feeds',
      'invites',
      'offsite',
      'passwords',
      'pinStats',
      'pins',
      'saves',
      'social',
      'system',
      'userSettings',
    ]);
  });

  it('has exactly one API file per family the client calls, named features/<family>/<family>Api', () => {
    const expected = families()
      .filter((family) => !NOT_CALLED.includes(family))
      .map((family) => `${family}/${family}Api`);
    expect(apiFiles()).toEqual(expected);
  });

  it("keeps calls split off for a page's own chunk inside their family's folder (the home chunk does not carry them)", () => {
    const folders = new Set(families());
    expect(nestedApiFiles()).toContain('experiences/admin/experienceAdminApi');
    expect(nestedApiFiles().filter((file) => !folders.has(file.split('/')[0]))).toEqual([]);
  });
});

describe('each API file imports the routes of its own family', () => {
  const clientFiles = () =>
    readdirSync(path.join(root, 'client'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => ({ file: f.split(path.sep).join('/'), source: readFileSync(path.join(root, 'client', f), 'utf8') }));

  // The client build turns each family into its routes alone; the registry gathers them all, so a run-time import of
  // it would put every family's routes on every page's first load.
  it('uses the registry for types only', () => {
    const runtime = clientFiles().filter(({ source }) => /^import (?!type )[^;]*from '[./]*shared\/contracts\/registry';/m.test(source));
    expect(runtime.map(({ file }) => file)).toEqual([]);
  });

  it("imports no other family's contracts at run time", () => {
    const strays = clientFiles().flatMap(({ file, source }) =>
      [...source.matchAll(/^import (?!type )[^;]*from '[./]*shared\/contracts\/(\w+)';/gm)]
        .map(([, family]) => family)
        .filter((family) => families().includes(family) && file.split('/')[1] !== family)
        .map((family) => `${file} -> ${family}`),
    );
    expect(strays).toEqual([]);
  });
});
