import path from 'node:path';
import { buildSeedPlan } from '../../db/seed/plan';
import { authoredFromRow } from '../../db/experienceRows';
import { experienceDelayMs } from '../../shared/domain/experiences/delay';
import { experienceSurface } from '../../shared/domain/experiences/faults';
import { loadConfig } from '../../server/config';
import { rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';

// A newcomer can meet each banner surface of the demo seed, served by the real server from the seed's own rows.
const NOW = Date.UTC(2026, 10, 1);
const plan = buildSeedPlan(NOW, path.join(loadConfig().rootDir, 'db', 'seed', 'assets', 'videos'));
const { app, db } = makeApp();
let newcomer: Browser;

beforeAll(async () => {
  const columns = Object.keys(plan.experiences[0]);
  const insert = db.prepare(`INSERT INTO experiences (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
  for (const row of plan.experiences) insert.run(row);
  newcomer = (await signUpAll(app, ['newcomer'])).browsers.newcomer;
});

type Served = { experience_id: number; type: number; display_data: Record<string, unknown> } | null;
const served = async (who: Browser, placement: number): Promise<Served> =>
  (rr(await who.call('experiencesGet', { placement_ids: [placement] })).data as Record<string, Served>)[String(placement)];
const seeded = (experienceId: number) => authoredFromRow(plan.experiences.find((e) => e.experience_id === experienceId)!);

describe('the demo banners a newcomer meets', () => {
  it('signed out: the upsell callout fixed at the bottom, once the welcome banner is done', async () => {
    const visitor = await browser(app);
    await visitor.call('experienceCompleted', { placed_experience_id: '11:502312' });
    const upsell = await served(visitor, 11);
    expect(upsell).toMatchObject({ experience_id: 502322, type: 28 });
    expect(experienceSurface(seeded(502322))).toBe('upsellCallout');
  });

  it('a new account: the neutral callout after the tip banner, a second late', async () => {
    await newcomer.call('experienceCompleted', { placed_experience_id: '11:502320' });
    expect(await served(newcomer, 11)).toMatchObject({ experience_id: 900107, type: 27 });
    expect(experienceSurface(seeded(900107))).toBe('neutralCallout');
    expect(experienceDelayMs(seeded(900107))).toBe(1000);
  });

  it("a new account: the metrics-unification banner on 'viewing' (1000075)", async () => {
    expect(await served(newcomer, 1000075)).toMatchObject({ experience_id: 502527, type: 5 });
    expect(experienceSurface(seeded(502527))).toBe('metricsUnificationBanner');
  });

  it('a visitor signed out does not get the metrics-unification banner', async () => {
    expect(await served(await browser(app), 1000075)).toBeNull();
  });
});
