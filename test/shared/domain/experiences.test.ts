import { parsePlacedRef, placedId } from '../../../shared/domain/experiences/placedId';
import { isAllowedExperienceLink } from '../../../shared/domain/experiences/links';
import { ANYONE, inSchedule, matchesTargeting, type Audience, type ExperienceTargeting } from '../../../shared/domain/experiences/targeting';
import type { DisplayData } from '../../../shared/contracts/experiences';
import { experienceSurface, type ExperienceDefinition } from '../../../shared/domain/experiences/faults';
import { experienceProblem } from '../../../shared/domain/experiences/validation';

const exp = (type: number, display_data: DisplayData, experience_id = 900001, placement_id = 11): ExperienceDefinition => ({
  experience_id,
  placement_id,
  type,
  display_data,
});
const MODAL = { title: 'Welcome', message: 'Save what you love.', complete_button_text: 'Got it' };
const METRICS = {
  buttons: [{ text: 'Learn more', uri: '/help' }, { text: 'Not now' }],
  title_text: 'One place for stats',
  subtitle_text: 'Analytics moved',
};
const FLYOUT = { component_type: 2, anchors_by_platform: { web: { anchor: 'save-button', placement: 1000700 } } };

describe('experienceProblem (platform-services.md 5): the field at fault, or null', () => {
  it.each<[string, ExperienceDefinition, string | null]>([
    ['"Modal (type 26) renders only with title, body and complete-button text": all three', exp(26, MODAL), null],
    ['... without a title', exp(26, { ...MODAL, title: ' ' }), 'display_data.title'],
    ['... without a body', exp(26, { ...MODAL, message: undefined }), 'display_data.message'],
    ['... without the complete-button text', exp(26, { ...MODAL, complete_button_text: '' }), 'display_data.complete_button_text'],
    [
      '"Metrics-unification banner: only experience 502527 of type 5 with at least two buttons, title_text and subtitle_text"',
      exp(5, METRICS, 502527),
      null,
    ],
    ['... one button is not enough', exp(5, { ...METRICS, buttons: [{ text: 'Learn more' }] }, 502527), 'display_data.buttons'],
    ['... without title_text', exp(5, { ...METRICS, title_text: undefined }, 502527), 'display_data.title_text'],
    ['... without subtitle_text', exp(5, { ...METRICS, subtitle_text: undefined }, 502527), 'display_data.subtitle_text'],
    ['... experience 502527 of another type', exp(27, { type: 'info-callout', message: 'Hi' }, 502527), 'type'],
    ['"Callout banners need a known display type and a message": info', exp(27, { type: 'info-callout', message: 'Heads up' }), null],
    ['... error and warning are known too', exp(27, { type: 'warning-callout', message: 'Careful' }), null],
    ['... an unknown display type', exp(27, { type: 'shouting-callout', message: 'Hey' }), 'display_data.type'],
    ['... without a message', exp(27, { type: 'error-callout' }), 'display_data.message'],
    ['"Upsell banner needs type \'upsell\' and a message": both', exp(28, { type: 'upsell', message: 'Try business tools' }), null],
    ['... another display type', exp(28, { type: 'info-callout', message: 'Try business tools' }), 'display_data.type'],
    ['... without a message', exp(28, { type: 'upsell' }), 'display_data.message'],
    ['"Generic banner needs component_type 1"', exp(27, { component_type: 1, title: 'Discover your top performing Pins' }), null],
    ['... another component type', exp(27, { component_type: 3, title: 'Discover your top performing Pins' }), 'display_data.component_type'],
    ['ours, as callouts: a neutral callout (type 27 without display or component type) needs a message', exp(27, { message: 'Hi' }), null],
    ['... without one', exp(27, { title: 'Discover your top performing Pins' }), 'display_data.message'],
    ['"Popover needs type 29 and an existing anchor": with an anchor', exp(29, { anchor: 'search-box', message: 'Search here' }), null],
    ['... without one', exp(29, { message: 'Search here' }), 'display_data.anchor'],
    [
      '"Anchored flyouts need component_type 2, a web anchor definition whose placement equals this placement, and an existing anchor"',
      exp(8, FLYOUT, 900002, 1000700),
      null,
    ],
    ['... the web anchor names another placement', exp(8, FLYOUT, 900002, 11), 'display_data.anchors_by_platform.web.placement'],
    [
      '... no web anchor definition',
      exp(8, { component_type: 2, anchors_by_platform: { web_mobile: { anchor: 'a', placement: 11 } } }),
      'display_data.anchors_by_platform.web.anchor',
    ],
    [
      'every link http, https or relative (issue 13): javascript: is refused',
      exp(27, { type: 'info-callout', message: 'x', link: { href: 'javascript:alert(1)' } }),
      'display_data.link.href',
    ],
    [
      '... in a button of a list, named by index',
      exp(5, { ...METRICS, buttons: [{ uri: '/a' }, { uri: 'data:text/html,x' }] }, 502527),
      'display_data.buttons.1.uri',
    ],
    ['... a relative link passes', exp(10, { message: 'Saved', link: { href: '/me/' } }), null],
    ['type 0 (not renderable) needs nothing', exp(0, {}), null],
    ['a type code the spec does not list', exp(7, { message: 'x' }), 'type'],
    ['ours: a toast needs a message', exp(10, {}), 'display_data.message'],
    ['ours: a coach mark needs an anchor', exp(8, { has_pulsar: true }), 'display_data.anchor'],
    ['ours: search delight needs a query', exp(8, { component_type: 3, search_query_list: [] }), 'display_data.search_query_list'],
    ['ours: a survey needs something to show', exp(5, {}), 'display_data.link.href'],
    ['ours: a type 14 experience needs a title or a message', exp(14, { image: { url: '/x.jpg' } }), 'display_data.title'],
  ])('%s', (_rule, e, field) => {
    const problem = experienceProblem(e);
    expect(problem?.field ?? null).toBe(field);
    // Every rule broken has its words (they live apart from the rules, validation.ts).
    expect(problem === null || (typeof problem.reason === 'string' && problem.reason !== '')).toBe(true);
  });

  it('says why, in words an operator can act on', () => {
    expect(experienceProblem(exp(26, { ...MODAL, title: undefined }))?.reason).toBe('a modal (type 26) needs a title');
  });
});

describe('experienceSurface: what a type code and its display_data render as', () => {
  it.each<[ExperienceDefinition, string]>([
    [exp(0, {}), 'none'],
    [exp(5, { message: 'Survey?' }), 'survey'],
    [exp(5, METRICS, 502527), 'metricsUnificationBanner'],
    [exp(8, { anchor: 'a' }), 'coachMark'],
    [exp(8, FLYOUT), 'anchoredFlyout'],
    [exp(8, { component_type: 3 }), 'searchDelight'],
    [exp(10, {}), 'toast'],
    [exp(14, {}), 'heroModal'],
    [exp(26, {}), 'modal'],
    [exp(27, { type: 'info-callout' }), 'calloutBanner'],
    [exp(27, { component_type: 1 }), 'genericBanner'],
    [exp(27, { message: 'Hi' }), 'neutralCallout'],
    [exp(28, {}), 'upsellCallout'],
    [exp(29, {}), 'educationalPopover'],
  ])('type %p is %s', (e, surface) => {
    expect(experienceSurface(e)).toBe(surface);
  });
});

describe('isAllowedExperienceLink: http, https or relative only', () => {
  it.each<[string, boolean]>([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['/business/convert/', true],
    ['settings?tab=1', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' \tjava\nscript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox', false],
    ['mailto:a@example.com', false],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['', false],
  ])('%p: %p', (link, allowed) => {
    expect(isAllowedExperienceLink(link)).toBe(allowed);
  });
});

describe('placed ids (platform-services.md 7)', () => {
  it("writes '{placementId}:{experienceId}'", () => expect(placedId(11, 502312)).toBe('11:502312'));
  it.each<[string, ReturnType<typeof parsePlacedRef>]>([
    ['11:502312', { kind: 'pair', placementId: 11, experienceId: 502312 }],
    ['11%3A502312', { kind: 'pair', placementId: 11, experienceId: 502312 }],
    ['11%3a502312', { kind: 'pair', placementId: 11, experienceId: 502312 }],
    ['42', { kind: 'id', id: 42 }],
    ['0:1', null],
    ['11:', null],
    ['a:b', null],
    ['11:502312:1', null],
    ['9999999999999999:1', null],
  ])('%p', (raw, ref) => expect(parsePlacedRef(raw)).toEqual(ref));
});

describe('targeting: signed in or out, country, new user, partner, platform, path', () => {
  const NOW = Date.UTC(2026, 10, 1);
  const DAY = 86_400_000;
  const member = { country: 'US', isPartner: false, createdAt: NOW - 100 * DAY };
  const newcomer = { ...member, createdAt: NOW - 3 * DAY };
  const partner = { ...member, isPartner: true };
  const at = (viewer: Audience['viewer'], o: Partial<Audience> = {}): Audience => ({ viewer, now: NOW, platform: 'web', path: '/', ...o });
  const t = (o: Partial<ExperienceTargeting>): ExperienceTargeting => ({ ...ANYONE, ...o });

  it.each<[string, ExperienceTargeting, Audience, boolean]>([
    ['anyone: signed out', ANYONE, at(null), true],
    ['signed in only: a member', t({ auth: 'signed_in' }), at(member), true],
    ['signed in only: not a visitor', t({ auth: 'signed_in' }), at(null), false],
    ['signed out only: a visitor', t({ auth: 'signed_out' }), at(null), true],
    ['signed out only: not a member', t({ auth: 'signed_out' }), at(member), false],
    ['countries: in the list', t({ countries: ['US', 'GB'] }), at(member), true],
    ['countries: not in it', t({ countries: ['FR'] }), at(member), false],
    ['countries: a visitor has none', t({ countries: ['US'] }), at(null), false],
    ['new users: in their first 28 days', t({ new_user: true }), at(newcomer), true],
    ['new users: not an older account', t({ new_user: true }), at(member), false],
    ['not new users: an older account', t({ new_user: false }), at(member), true],
    ['partners', t({ partner: true }), at(partner), true],
    ['partners: not others', t({ partner: true }), at(member), false],
    ['platforms: web_mobile only, on the web', t({ platforms: ['web_mobile'] }), at(member), false],
    ['paths: exact', t({ paths: ['/'] }), at(member, { path: '/' }), true],
    ['paths: exact is exact', t({ paths: ['/'] }), at(member, { path: '/search/' }), false],
    ['paths: a prefix with *', t({ paths: ['/pin/*'] }), at(member, { path: '/pin/12/' }), true],
    ['paths: no path given', t({ paths: ['/'] }), at(member, { path: null }), false],
  ])('%s', (_rule, targeting, audience, expected) => {
    expect(matchesTargeting(targeting, audience)).toBe(expected);
  });

  it.each<[number | null, number | null, number, boolean]>([
    [null, null, 5, true],
    [5, null, 5, true],
    [6, null, 5, false],
    [null, 5, 5, false],
    [null, 6, 5, true],
  ])('a schedule from %p to %p is live at %p: %p', (start, end, now, live) => {
    expect(inSchedule(start, end, now)).toBe(live);
  });
});
