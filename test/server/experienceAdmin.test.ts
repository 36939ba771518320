import type { AuthoredExperienceInput } from '../../shared/contracts/experiences';
import { anonCall, rr } from './helpers/api';
import { browser, makeApp, signUpAll, type Browser } from './helpers/app';
import { factories } from './helpers/factories';

// ExperienceAdminResource: operators author experiences; the experience validation rules (a modal needs a title, body
// and complete-button text, links are http, https or relative, an anchored flyout's web anchor names its own
// placement ...) refuse an invalid one with the field and the reason, and nothing is half-stored.
const { app, db } = makeApp();
const f = factories(db);
let b: Record<'operator' | 'member', Browser>;
let operatorId: number;

const MODAL: AuthoredExperienceInput = {
  placement_id: 1000503,
  experience_id: 507054,
  type: 26,
  display_data: {
    title: 'Welcome',
    message: 'Save ideas you love to boards.',
    complete_button_text: 'Get started',
    link: { href: '/ideas', text: 'Ideas' },
  },
  targeting: { auth: 'signed_in', new_user: true },
  priority: 50,
};
const count = () => db.prepare('SELECT count(*) FROM experiences').pluck().get();

beforeAll(async () => {
  const people = await signUpAll(app, ['operator', 'member']);
  b = people.browsers;
  operatorId = people.ids.operator;
  f.operator(operatorId);
});

describe('ExperienceAdminResource', () => {
  it('answers 401 to a signed-out caller', async () => {
    expect((await anonCall(app, 'experienceAdminList', {})).status).toBe(401);
    const anon = await browser(app);
    expect((await anon.call('experienceAdminCreate', MODAL)).status).toBe(401);
    expect((await anon.call('experienceAdminUpdate', { placed_experience_id: '1000503:507054', retired: true })).status).toBe(401);
  });

  it('answers 403 to anyone who is not an operator', async () => {
    for (const res of [
      await b.member.call('experienceAdminCreate', MODAL),
      await b.member.call('experienceAdminList', {}),
      await b.member.call('experienceAdminUpdate', { placed_experience_id: '1000503:507054', retired: true }),
    ]) {
      expect(res.status).toBe(403);
      expect(rr(res).error.code).toBe('forbidden');
    }
    expect(count()).toBe(0);
  });

  it.each<[string, AuthoredExperienceInput, string, string]>([
    [
      'a modal without a title',
      { ...MODAL, display_data: { ...MODAL.display_data, title: undefined } },
      'display_data.title',
      'a modal (type 26) needs a title',
    ],
    [
      'a javascript: link',
      { ...MODAL, display_data: { ...MODAL.display_data, link: { href: 'javascript:alert(1)' } } },
      'display_data.link.href',
      'links must be http, https or relative',
    ],
    [
      'a flyout anchored on another placement',
      { ...MODAL, type: 8, display_data: { component_type: 2, anchors_by_platform: { web: { anchor: 'save', placement: 11 } } } },
      'display_data.anchors_by_platform.web.placement',
      "an anchored flyout's web anchor must name this placement",
    ],
    [
      'an upsell callout of another display type',
      { ...MODAL, type: 28, display_data: { type: 'info-callout', message: 'Upgrade' } },
      'display_data.type',
      "an upsell banner needs display type 'upsell'",
    ],
    [
      'the metrics banner with one button',
      { ...MODAL, experience_id: 502527, type: 5, display_data: { buttons: [{ text: 'OK' }], title_text: 'a', subtitle_text: 'b' } },
      'display_data.buttons',
      'the metrics-unification banner needs at least two buttons',
    ],
    [
      'an end before the start',
      { ...MODAL, starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      'ends_at',
      'must be after starts_at',
    ],
  ])('refuses %s with a 400 naming the field and why, storing nothing', async (_case, options, field, reason) => {
    const res = await b.operator.call('experienceAdminCreate', options);
    expect(res.status).toBe(400);
    expect(rr(res).error.fields).toEqual({ [field]: reason });
    expect(count()).toBe(0);
  });

  it('refuses unknown display_data fields, unknown type codes, bad codes and malformed targeting (400 naming the field)', async () => {
    const cases: [unknown, string][] = [
      [{ ...MODAL, display_data: { ...MODAL.display_data, titel: 'typo' } }, 'display_data'],
      [{ ...MODAL, type: 7 }, 'type'],
      [{ ...MODAL, targeting: { countries: ['usa'] } }, 'targeting.countries.0'],
      [{ ...MODAL, display_data: { ...MODAL.display_data, icon: 37 } }, 'display_data.icon'],
      [{ ...MODAL, placement_id: 0 }, 'placement_id'],
    ];
    for (const [options, field] of cases) {
      const res = await b.operator.callUnchecked('experienceAdminCreate', options);
      expect({ field, status: res.status, fields: Object.keys(rr(res).error.fields ?? {}) }).toEqual({ field, status: 400, fields: [field] });
    }
    expect(count()).toBe(0);
  });

  it('creates an experience (201), with its placed id, targeting, schedule and no viewers yet', async () => {
    const res = await b.operator.call('experienceAdminCreate', MODAL);
    expect(res.status).toBe(201);
    expect(rr(res).data).toMatchObject({
      placed_experience_id: '1000503:507054',
      type: 26,
      display_data: MODAL.display_data,
      targeting: { auth: 'signed_in', countries: null, new_user: true, partner: null, platforms: null, paths: null },
      priority: 50,
      starts_at: null,
      ends_at: null,
      retired_at: null,
      metadata: {},
      states: { viewed: 0, completed: 0, dismissed: 0 },
    });
    expect(db.prepare('SELECT created_by FROM experiences').pluck().get()).toBe(operatorId);
  });

  it('answers 409 naming experience_id when the placement already holds that experience', async () => {
    const res = await b.operator.call('experienceAdminCreate', MODAL);
    expect(res.status).toBe(409);
    expect(rr(res).error.fields).toEqual({ experience_id: 'already placed on this placement' });
    expect(count()).toBe(1);
  });

  it('lists experiences with how many viewers viewed, completed and dismissed each', async () => {
    await b.member.call('experienceViewed', { placed_experience_id: '1000503:507054' });
    const list = rr(await b.operator.call('experienceAdminList', {})).data;
    expect(list.map((e: { placed_experience_id: string }) => e.placed_experience_id)).toEqual(['1000503:507054']);
    expect(list[0].states).toEqual({ viewed: 1, completed: 0, dismissed: 0 });
    expect(rr(await b.operator.call('experienceAdminList', { placement_id: 11 })).data).toEqual([]);
  });

  it('answers 404 updating an unknown experience, and 400 naming ends_at for an end not after the start', async () => {
    expect((await b.operator.call('experienceAdminUpdate', { placed_experience_id: '11:1', retired: true })).status).toBe(404);
    const res = await b.operator.call('experienceAdminUpdate', {
      placed_experience_id: '1000503:507054',
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
    });
    expect(rr(res).error.fields).toEqual({ ends_at: 'must be after starts_at' });
    expect(db.prepare('SELECT starts_at FROM experiences').pluck().get()).toBeNull();
  });

  it('schedules, retires (no longer served, listed only with include_retired) and restores', async () => {
    const served = async () => rr(await b.member.call('experiencesGet', { placement_ids: [1000503] })).data['1000503'];
    expect(await served()).not.toBeNull();
    const scheduled = await b.operator.call('experienceAdminUpdate', { placed_experience_id: '1000503%3A507054', starts_at: '2026-12-01T00:00:00Z' });
    expect(rr(scheduled).data.starts_at).toBe('2026-12-01T00:00:00.000Z');
    expect(await served()).toBeNull();
    await b.operator.call('experienceAdminUpdate', { placed_experience_id: '1000503:507054', starts_at: null });

    const retired = await b.operator.call('experienceAdminUpdate', { placed_experience_id: '1000503:507054', retired: true });
    expect(rr(retired).data.retired_at).toEqual(expect.any(String));
    expect(await served()).toBeNull();
    expect(rr(await b.operator.call('experienceAdminList', {})).data).toEqual([]);
    expect(rr(await b.operator.call('experienceAdminList', { include_retired: true })).data).toHaveLength(1);

    await b.operator.call('experienceAdminUpdate', { placed_experience_id: '1000503:507054', retired: false });
    expect(await served()).not.toBeNull();
  });

  it('renders operator text as given: markup is stored and answered as text, never interpreted', async () => {
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
    await b.operator.call('experienceAdminCreate', { placement_id: 11, experience_id: 9, type: 10, display_data: { message: text } });
    const served = rr(await b.member.call('experiencesGet', { placement_ids: [11] })).data['11'];
    expect(served.display_data.message).toBe(text);
  });

  it('refuses a revoked operator', async () => {
    db.prepare('DELETE FROM operators WHERE user_id = ?').run(operatorId);
    expect((await b.operator.call('experienceAdminList', {})).status).toBe(403);
  });
});
