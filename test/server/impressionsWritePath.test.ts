import { ANALYTICS_SINK } from '../../shared/constants';
import { allChoices } from '../../shared/domain/cookieConsent';
import { createAnalyticsStore } from '../../server/features/analytics/store';
import { rr } from './helpers/api';
import { impressionOf } from './helpers/impressionOf';
import { makeApp, signUpAll } from './helpers/app';
import { factories } from './helpers/factories';

// The impressions write path (a page of 25 impressions must record as fast as a trivial POST; it once ran at 0.43x
// that rate): pages arriving together share one job of the group commit with multi-row inserts and one roll-up. Who
// recorded each row, every count and the raw bound must survive that.

/** The app, with pins 41 and 42 on a public board: impressions count only pins that exist and the sender may see. */
function appWithPins() {
  const made = makeApp();
  const f = factories(made.db);
  const pinner = f.user('pinner');
  const board = f.board(pinner, 'Public');
  for (const id of [41, 42]) f.pin(pinner, board, { id });
  return made;
}

describe('pages of impressions arriving together', () => {
  it('are stored each with its own recorder, in order, and each answered with its own count', async () => {
    const { app, db } = appWithPins();
    const { browsers, ids } = await signUpAll(app, ['ann', 'bob', 'dan']);
    await browsers.ann.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
    await browsers.bob.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
    await browsers.dan.call('userSettingsUpdate', { ...allChoices(false), surface_tag: 'cookie_banner' });

    const answers = await Promise.all([
      browsers.ann.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 0), impressionOf('41', 1)] }),
      browsers.dan.call('analyticsImpressionsCreate', { impressions: [impressionOf('41', 9)] }),
      browsers.bob.call('analyticsImpressionsCreate', { impressions: [impressionOf('42', 2)] }),
    ]);

    expect(answers.map((res) => rr(res).data)).toEqual([
      { recorded: 2, allowed: true },
      { recorded: 0, allowed: false },
      { recorded: 1, allowed: true },
    ]);
    expect(db.prepare('SELECT user_id, pin_id, slot_index FROM analytics_impressions ORDER BY id').all()).toEqual([
      { user_id: ids.ann, pin_id: '41', slot_index: 0 },
      { user_id: ids.ann, pin_id: '41', slot_index: 1 },
      { user_id: ids.bob, pin_id: '42', slot_index: 2 },
    ]);
  });

  it(`a batch of ${ANALYTICS_SINK.impressionsPerBatch}, more than one insert statement holds, is stored whole`, async () => {
    const { app, db } = appWithPins();
    const { browsers } = await signUpAll(app, ['cat']);
    await browsers.cat.call('userSettingsUpdate', { ...allChoices(true), surface_tag: 'cookie_banner' });
    const res = await browsers.cat.call('analyticsImpressionsCreate', {
      impressions: Array.from({ length: ANALYTICS_SINK.impressionsPerBatch }, (_, i) => impressionOf('41', i)),
    });
    expect(rr(res).data.recorded).toBe(ANALYTICS_SINK.impressionsPerBatch);
    expect(db.prepare('SELECT slot_index FROM analytics_impressions ORDER BY id').pluck().all()).toEqual(
      Array.from({ length: ANALYTICS_SINK.impressionsPerBatch }, (_, i) => i),
    );
  });
});

describe('several pages written in one go (addImpressionBatches) keep the raw rows bounded and the counts exact', () => {
  it('rolls the oldest pages past the cap once for the whole batch, counting every impression', () => {
    const { db, clock } = makeApp();
    const bounds = { rawRowsMax: 20, rollupChunk: 5 };
    const store = createAnalyticsStore(db, bounds);
    const raw = db.prepare('SELECT count(*) FROM analytics_impression_pages').pluck();
    const dayStart = Math.floor(clock.now() / 86_400_000) * 86_400_000;
    let sent = 0;
    for (let write = 0; write < 12; write++) {
      const batches = [1, 2, 3].map((n) => ({
        who: { userId: null, visitorKey: `v:${n}` },
        impressions: Array.from({ length: n + (write % 4) }, () => impressionOf('7')),
      }));
      const before = raw.get() as number;
      db.transaction(() => store.addImpressionBatches(batches, clock.now()))();
      const added = batches.length;
      sent += batches.reduce((sum, b) => sum + b.impressions.length, 0);
      expect(raw.get()).toBeLessThanOrEqual(bounds.rawRowsMax);
      expect(before + added - (raw.get() as number)).toBeLessThanOrEqual(added + bounds.rollupChunk);
      expect(store.pinDayCounts('7', dayStart, clock.now() + 1).reduce((sum, d) => sum + d.impressions, 0)).toBe(sent);
      clock.advance(1000);
    }
    expect(raw.get()).toBe(bounds.rawRowsMax);
  });
});
