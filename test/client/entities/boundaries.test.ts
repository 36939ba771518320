import path from 'node:path';
import { importsOf, importTarget, sources } from '../../helpers/sourceTree';

// The entity slices fill from every answer whose contract says what it carries (`answers`: pins, boards, a user), so
// they need no feature's API file: client/entities imports no feature, and the features build on the entities, never
// the other way round. The ESLint boundary rule says the same while editing; this test holds it in the unit suite.
const ENTITIES = path.join('client', 'entities');
const FEATURES = path.join('client', 'features');

const reachesFeature = (file: string, spec: string) => importTarget(file, spec)?.startsWith(`${FEATURES}${path.sep}`) ?? false;

describe('client/entities imports no feature', () => {
  const files = sources(ENTITIES);

  it('finds the slices', () => {
    expect(files.length).toBeGreaterThan(4);
  });

  it.each(files)('%s imports no feature (type-only imports included)', (file) => {
    expect(importsOf(file).filter((spec) => reachesFeature(file, spec))).toEqual([]);
  });

  it('catches an import of a feature (the scan itself works)', () => {
    const file = path.join(ENTITIES, 'boardsSlice.ts');
    expect(reachesFeature(file, '../features/feeds/feedsApi')).toBe(true);
    expect(reachesFeature(file, '../app/api')).toBe(false);
    expect(reachesFeature(file, './received')).toBe(false);
  });
});
