import path from 'node:path';
import { importsOf, root, sources } from '../../helpers/sourceTree';

// client/ui is a leaf of presentational building blocks only (Button, Modal, Toast host ...): it imports no feature,
// no store and no entity, so a feature can use any of it and nothing in it drags a feature (or its API calls) into a
// bundle. The ESLint boundary rule says the same while editing; this test holds it in the unit suite.
const UI = path.join('client', 'ui');

/** Where a relative import lands, repository-relative; null for a package. */
function target(file: string, spec: string): string | null {
  return spec.startsWith('.') ? path.relative(root, path.resolve(root, path.dirname(file), spec)) : null;
}

const inside = (file: string, top: string) => file === top || file.startsWith(`${top}${path.sep}`);

/** The folders and packages client/ui may not reach: features, the store (app/: store, hooks, the one api), entities. */
const FORBIDDEN_FOLDERS = [path.join('client', 'features'), path.join('client', 'app'), path.join('client', 'entities'), 'server', 'db'];
const FORBIDDEN_PACKAGES = /^(?:react-redux|@reduxjs\/)/;

describe('client/ui is a leaf', () => {
  const files = sources(UI);

  it('finds the building blocks', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports no feature, no store and no entity', (file) => {
    const offending = importsOf(file).filter((spec) => {
      const landed = target(file, spec);
      return landed === null ? FORBIDDEN_PACKAGES.test(spec) : FORBIDDEN_FOLDERS.some((top) => inside(landed, top));
    });
    expect(offending).toEqual([]);
  });

  it('catches an import that leaves the leaf (the scan itself works)', () => {
    const file = path.join(UI, 'Example.tsx');
    expect(FORBIDDEN_FOLDERS.some((top) => inside(target(file, '../features/saves/SaveButton') ?? '', top))).toBe(true);
    expect(FORBIDDEN_FOLDERS.some((top) => inside(target(file, '../app/hooks') ?? '', top))).toBe(true);
    expect(FORBIDDEN_FOLDERS.some((top) => inside(target(file, '../entities/pinsSlice') ?? '', top))).toBe(true);
    expect(FORBIDDEN_FOLDERS.some((top) => inside(target(file, './Button') ?? '', top))).toBe(false);
    expect(FORBIDDEN_PACKAGES.test('react-redux')).toBe(true);
  });
});
