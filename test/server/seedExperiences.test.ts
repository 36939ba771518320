import path from 'node:path';
import { buildSeedPlan } from '../../db/seed/plan';
import { authoredFromRow } from '../../db/experienceRows';
import { EXPERIENCES } from '../../shared/constants';
import { experienceProblem } from '../../shared/domain/experiences/validation';
import { loadConfig } from '../../server/config';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// The demo experiences (db/seed/experiences.ts): every type code, valid, and one thing per home slot for each kind of
// visitor, served by the real server from the seed's own rows.
const NOW = Date.UTC(2026, 10, 1);
const plan = buildSeedPlan(NOW, path.join(loadConfig().rootDir, 'db', 'seed', 'assets', 'videos'));
const { app, db } = makeApp();
const f = factories(db);
const HOME = [...EXPERIENCES.placements.home];
let b: Record<'newcomer' | 'regular', Browser>;

beforeAll(async () => {
  const columns = Object.keys(plan.experiences[0]);
  const insert = db.prepare(`INSERT INTO experiences (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  for (const row of plan.experiences) insert.run(row);
  const people = await signUpAll(app, ['newcomer', 'regular']);
  b = people.browsers;
  f.profile(people.ids.regular, { created_at: NOW - 400 * 86_400_000 });
});

const homeIds = async (who: Browser) => {
  const data = rr(await who.call('experiencesGet', { placement_ids: HOME })).data as Record<string, { experience_id: number } | null>;
  return Object.fromEntries(Object.entries(data).map(([placement, e]) => [placement, e?.experience_id ?? null]));
};

describe('demo experiences', () => {
  it('cover every type code, on the home placements and the others the spec names, each passing the rules', () => {
    expect(new Set(plan.experiences.map((e) => e.type))).toEqual(new Set(Object.values(EXPERIENCES.types)));
    const placements = new Set(plan.experiences.map((e) => e.placement_id));
    for (const p of [...HOME, 1000421, 1000162, 1000075]) expect(placements).toContain(p);
    for (const row of plan.experiences) expect(experienceProblem(authoredFromRow(row))).toBeNull();
    expect(plan.experiences.map((e) => e.experience_id)).toEqual(expect.arrayContaining([503755, 507054, 500500, 502527]));
  });

  it('show a signed-out visitor one banner on home, and the next only once it is dismissed', async () => {
    const visitor = await browser(app);
    expect(await homeIds(visitor)).toEqual({ '11': 502312, '1000541': null, '1000503': 900100 });
    await visitor.call('experienceDismissed', { placed_experience_id: '11:502312' });
    expect((await homeIds(visitor))['11']).toBe(502322);
  });

  it('welcome a new account with the modal (then a tip toast) and a tip banner', async () => {
    expect(await homeIds(b.newcomer)).toEqual({ '11': 502320, '1000541': null, '1000503': 507054 });
    await b.newcomer.call('experienceCompleted', { placed_experience_id: '1000503:507054' });
    expect((await homeIds(b.newcomer))['1000503']).toBe(900101);
  });

  it('offer an older account the business upgrade banner and the welcome-back hero', async () => {
    expect(await homeIds(b.regular)).toEqual({ '11': 503755, '1000541': 500500, '1000503': 900100 });
  });
});
