import { act, screen, waitFor, within } from '@testing-library/react';
import { ANALYTICS_SINK } from '../../../../shared/constants';
import type { Experience } from '../../../../shared/contracts/experiences';
import { allChoices, decidedState, type CookieConsentState } from '../../../../shared/domain/cookieConsent';
import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import Placement from '../../../../client/features/experiences/Placement';
import { colorValue, iconGlyph } from '../../../../client/features/experiences/experienceStyle';
import { experienceServer, makeExperience } from '../../helpers/experiences';
import { makeUser, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp, renderWithProviders } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const CONTROL = makeExperience({ placement_id: 99, experience_id: 99, display_data: { type: 'info-callout', title: 'Control', message: 'Shown' } });

/** Renders `experience`'s placement beside a valid control banner and waits for the control, so the surfaces' chunks have loaded. */
async function show(experience: Experience, { consent }: { consent?: CookieConsentState } = {}) {
  const api = experienceServer([experience, CONTROL], consent ? { consent } : {});
  const store = makeStore();
  if (consent) await store.dispatch(authApi.endpoints.viewerGet.initiate());
  const rendered = renderWithProviders(
    <>
      <Placement id={experience.placement_id} />
      <Placement id={CONTROL.placement_id} />
    </>,
    { store },
  );
  await waitFor(() => expect(document.querySelector('section[aria-label="Control"]')).not.toBeNull());
  await advance(0);
  return { api, ...rendered };
}

const viewsOf = (api: ReturnType<typeof experienceServer>) =>
  api.callsTo('experienceViewed').filter((c) => c.options.placed_experience_id !== '99:99');
const otherRegions = () => screen.queryAllByRole('region').filter((r) => r.getAttribute('aria-label') !== 'Control');

describe('the neutral callout (type 27 without a display or component type), inline', () => {
  it('shows its title, message and icon as text, in the neutral style', async () => {
    await show(makeExperience({ display_data: { title: 'Good to know', message: '<img src=x onerror=alert(1)>', icon: 24 } }));
    const region = await screen.findByRole('region', { name: 'Good to know' });
    expect(region).toHaveClass('exp-banner--neutral');
    expect(region).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(region.querySelector('img')).toBeNull();
    expect(region.querySelector('.exp-banner__icon')).toHaveTextContent(iconGlyph(24)!);
    expect(region.closest('.exp-upsell-callout')).toBeNull();
  });

  it.each([
    ['without a message', { title: 'Good to know' }],
    ['with a link that is not http, https or relative', { message: 'Hi', link: { href: 'data:text/html,hi', text: 'Open' } }],
  ])('%s renders nothing and is not viewed', async (_label, display_data) => {
    const { api } = await show(makeExperience({ display_data }));
    expect(otherRegions()).toEqual([]);
    expect(viewsOf(api)).toHaveLength(0);
  });
});

describe('the upsell callout (type 28), fixed to the bottom of the viewport', () => {
  const UPSELL = makeExperience({
    type: 28,
    display_data: { type: 'upsell', title: 'Keep every Pin', message: 'Sign <b>up</b>', link: { href: '/signup', text: 'Sign up' } },
  });
  let reducedMotion = false;
  beforeEach(() => {
    reducedMotion = false;
    window.matchMedia = jest.fn((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    document.body.removeAttribute('style');
    document.documentElement.removeAttribute('style');
  });

  it('is the upsell banner held in the fixed callout, its text as text', async () => {
    await show(UPSELL);
    const region = await screen.findByRole('region', { name: 'Keep every Pin' });
    expect(region).toHaveClass('exp-banner--upsell');
    expect(region).toHaveTextContent('Sign <b>up</b>');
    expect(region.parentElement).toHaveClass('exp-upsell-callout');
    expect(region.parentElement).toHaveStyle({ '--exp-upsell-transition': '300ms' });
  });

  it('makes room below the page while it shows, over the 300 ms upsell margin transition, and gives it back when dismissed by keyboard', async () => {
    document.body.style.paddingBottom = '4px';
    const { api, user } = await show(UPSELL);
    const region = await screen.findByRole('region', { name: 'Keep every Pin' });
    expect(document.body.style.transition).toBe('padding-bottom 300ms ease-out');
    // jsdom lays nothing out: the callout is 0 px tall, so the room is its two 16 px gaps.
    expect(document.body.style.paddingBottom).toBe('32px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('32px');

    const dismiss = within(region).getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
    expect(api.callsTo('experienceDismissed')[0].options).toMatchObject({ placed_experience_id: UPSELL.id });
    expect(screen.queryByRole('region', { name: 'Keep every Pin' })).not.toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('4px');
    expect(document.body.style.transition).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('makes room at once when the viewer asks for less motion', async () => {
    reducedMotion = true;
    await show(UPSELL);
    await screen.findByRole('region', { name: 'Keep every Pin' });
    expect(document.body.style.paddingBottom).toBe('32px');
    expect(document.body.style.transition).toBe('');
  });

  it.each([
    ['another display type', { type: 'info-callout', message: 'Keep every Pin' }],
    ['no message', { type: 'upsell', title: 'Keep every Pin' }],
  ])('with %s renders nothing, and takes no room', async (_label, display_data) => {
    const { api } = await show(makeExperience({ type: 28, display_data }));
    expect(otherRegions()).toEqual([]);
    expect(document.querySelector('.exp-upsell-callout')).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(viewsOf(api)).toHaveLength(0);
  });
});

describe('the metrics-unification banner (502527, type 5) on placement 1000075', () => {
  const metrics = (display_data: Experience['display_data'], overrides: Partial<Experience> = {}) =>
    makeExperience({ placement_id: 1000075, experience_id: 502527, type: 5, display_data, ...overrides });
  const VALID = {
    title_text: 'All your Pin stats in one place',
    subtitle_text: 'Impressions, <i>saves</i> and clicks',
    buttons: [{ text: 'See your stats', uri: '/business/hub' }, { text: 'Not now' }],
  };

  it('shows title_text, subtitle_text and the buttons as text; a linked button completes it on the way there', async () => {
    const { api, user } = await show(metrics(VALID), { consent: decidedState(allChoices(true), 0) });
    const region = await screen.findByRole('region', { name: 'All your Pin stats in one place' });
    expect(region).toHaveClass('exp-banner--info');
    expect(region).toHaveTextContent('Impressions, <i>saves</i> and clicks');
    expect(region.querySelector('i')).toBeNull();
    // 'Not now' is the way out: no second close button.
    expect(within(region).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See your stats' }));
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/business/hub');
    // The analytics sink sends what it queued once its flush interval has passed.
    await advance(ANALYTICS_SINK.flushIntervalMs);
    const events = api.callsTo('analyticsEventsCreate').flatMap((c) => c.options.events as { event_type: number; object_id_str: string }[]);
    expect(events.filter((e) => e.object_id_str === '1000075:502527').map((e) => e.event_type)).toEqual([4503, 101, 6567]);
  });

  it('a button without a link dismisses it', async () => {
    const { api, user } = await show(metrics(VALID));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: VALID.title_text })).not.toBeInTheDocument();
  });

  it('with every button a link, a close button dismisses it', async () => {
    const { api, user } = await show(
      metrics({
        ...VALID,
        buttons: [
          { text: 'See', uri: '/a' },
          { text: 'Help', uri: '/b' },
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: VALID.title_text });
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
  });

  it.each([
    ['one button', { ...VALID, buttons: [{ text: 'See your stats', uri: '/business/hub' }] }, 502527],
    ['no title_text', { ...VALID, title_text: undefined }, 502527],
    ['no subtitle_text', { ...VALID, subtitle_text: ' ' }, 502527],
    ['a javascript: button', { ...VALID, buttons: [{ text: 'Go', uri: 'javascript:alert(1)' }, { text: 'Not now' }] }, 502527],
  ])('with %s renders nothing and is not viewed', async (_label, display_data, experience_id) => {
    const { api } = await show(metrics(display_data, { experience_id }));
    expect(otherRegions()).toEqual([]);
    expect(viewsOf(api)).toHaveLength(0);
  });

  it('another experience of type 5 with the same fields is not the metrics banner', async () => {
    await show(metrics({ ...VALID, message: 'A survey' }, { experience_id: 900555, id: '1000075:900555' }));
    expect(screen.queryByRole('region', { name: VALID.title_text })).not.toBeInTheDocument();
  });
});

describe("placement 1000075 ('viewing') on the owner's own profile", () => {
  const owner = { ...makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' }), followingCount: 0, pinCount: 0, boardCount: 0 };
  const METRICS = makeExperience({
    placement_id: 1000075,
    experience_id: 502527,
    type: 5,
    display_data: {
      title_text: 'All your Pin stats in one place',
      subtitle_text: 'One dashboard',
      buttons: [{ text: 'See', uri: '/a' }, { text: 'Not now' }],
    },
  });
  const profileApi = (viewerGet: typeof signedOut) =>
    mockApi({
      viewerGet,
      userGet: () => ({ data: owner }),
      userPins: () => ({ data: [], bookmark: '-end-' }),
      experiencesGet: () => ({ data: { '1000075': METRICS } }),
      experienceViewed: () => ({ data: { id: '1', placed_experience_id: METRICS.id, status: 'viewed', changed: true } }),
    });

  it('the owner meets the metrics-unification banner there', async () => {
    const api = profileApi(() => ({ data: { ...makeViewer(), cookie_consent: decidedState(allChoices(true), 0) } }));
    renderApp('/ann_lee/');
    expect(await screen.findByRole('region', { name: 'All your Pin stats in one place' })).toBeInTheDocument();
    expect(api.callsTo('experiencesGet')[0].options).toMatchObject({ placement_ids: [1000075] });
  });

  it('anyone else does not ask for it', async () => {
    const api = profileApi(signedOut);
    renderApp('/ann_lee/');
    await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
    await advance(1000);
    expect(api.callsTo('experiencesGet')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'All your Pin stats in one place' })).not.toBeInTheDocument();
  });
});

describe('delayed banners and modals appear after their delay (platform-services.md 4)', () => {
  it('a banner with delay 2 (seconds) appears, and is viewed, only after 2000 ms', async () => {
    const { api } = await show(makeExperience({ display_data: { type: 'warning-callout', title: 'Later', message: 'Wait for it', delay: 2 } }));
    await advance(1999);
    expect(screen.queryByRole('region', { name: 'Later' })).not.toBeInTheDocument();
    expect(viewsOf(api)).toHaveLength(0);
    await advance(1);
    expect(screen.getByRole('region', { name: 'Later' })).toBeInTheDocument();
    await waitFor(() => expect(viewsOf(api)).toHaveLength(1));
  });

  it('a modal with delay_in_millis 600 opens after 600 ms', async () => {
    await show(
      makeExperience({
        placement_id: 1000503,
        type: 26,
        display_data: { title: 'Soon', message: 'A modal', complete_button_text: 'OK', delay_in_millis: 600 },
      }),
    );
    await advance(599);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    expect(await screen.findByRole('dialog', { name: 'Soon' })).toBeInTheDocument();
  });

  it('a delayed banner whose page goes first never appears nor is viewed', async () => {
    const { api, unmount } = await show(makeExperience({ display_data: { message: 'Wait', title: 'Later', delay_in_millis: 1000 } }));
    unmount();
    await advance(5000);
    expect(viewsOf(api)).toHaveLength(0);
  });

  it('action_trigger 1 shows it now, whatever its delay', async () => {
    await show(makeExperience({ display_data: { message: 'Now', title: 'At once', delay: 30, action_trigger: 1 } }));
    expect(screen.getByRole('region', { name: 'At once' })).toBeInTheDocument();
  });
});

describe('the image or video modal: 540x363 on desktop, a 320x215 popup on phones (section 9)', () => {
  const MEDIA_MODAL = { title: 'New boards', message: 'Look', complete_button_text: 'Got it' };
  const setWidth = (width: number) => Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  afterEach(() => setWidth(0));

  it.each([
    [1024, '540', '363', false],
    [630, '540', '363', false],
    [629, '320', '215', true],
    [360, '320', '215', true],
  ])('at a %s px viewport the image is %sx%s', async (width, w, h, popup) => {
    setWidth(width);
    await show(
      makeExperience({ placement_id: 1000503, type: 26, display_data: { ...MEDIA_MODAL, image: { url: '/img/m.jpg', imageAlt: 'A board' } } }),
    );
    const image = await screen.findByRole('img', { name: 'A board' });
    expect(image).toHaveAttribute('width', w);
    expect(image).toHaveAttribute('height', h);
    const dialog = screen.getByRole('dialog', { name: 'New boards' });
    expect(dialog).toHaveClass('exp-modal');
    expect(dialog.classList.contains('exp-modal--popup')).toBe(popup);
  });

  it('a video gets the same size', async () => {
    setWidth(1024);
    await show(
      makeExperience({
        placement_id: 1000503,
        type: 14,
        display_data: { ...MEDIA_MODAL, video: { url: '/v/a.mp4', metadata: { thumbnail: '/v/a.jpg' } } },
      }),
    );
    await screen.findByRole('dialog', { name: 'New boards' });
    const video = document.querySelector('video.exp-modal__media');
    expect(video).toHaveAttribute('width', '540');
    expect(video).toHaveAttribute('height', '363');
  });

  it('a modal without media keeps the app dialog width', async () => {
    await show(makeExperience({ placement_id: 1000503, type: 26, display_data: MEDIA_MODAL }));
    expect(await screen.findByRole('dialog', { name: 'New boards' })).not.toHaveClass('exp-modal');
  });
});

describe('the welcome-back banner (500500, a type 14 hero on 1000541)', () => {
  const WELCOME_BACK = makeExperience({
    placement_id: 1000541,
    experience_id: 500500,
    type: 14,
    display_data: { title: 'Welcome back', message: 'Here is what is new from the people, boards and topics you follow.' },
  });

  it('fades in as a hero banner with its words as text, is viewed once, and can be dismissed', async () => {
    const { api, user } = await show(WELCOME_BACK);
    const region = await screen.findByRole('region', { name: 'Welcome back' });
    expect(region).toHaveTextContent('Here is what is new from the people, boards and topics you follow.');
    expect(region.closest('.exp-hero')).not.toBeNull();
    await waitFor(() => expect(viewsOf(api)).toHaveLength(1));
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
    expect(viewsOf(api)).toHaveLength(1);
  });
});

describe('icon codes 1–36 and colour codes 1–12 (section 9)', () => {
  const icons = Array.from({ length: 36 }, (_, i) => i + 1);
  const colours = Array.from({ length: 12 }, (_, i) => i + 1);

  it('every icon code has its own glyph', () => {
    const glyphs = icons.map(iconGlyph);
    expect(glyphs.every((g) => typeof g === 'string' && g.length > 0)).toBe(true);
    expect(new Set(glyphs).size).toBe(36);
  });

  it('every colour code has its own CSS colour', () => {
    const values = colours.map(colorValue);
    expect(values.every((v) => /^#[0-9a-f]{6}$/.test(v ?? ''))).toBe(true);
    expect(new Set(values).size).toBe(12);
  });

  it.each([0, 37, -1, 1.5, NaN, undefined])('icon %p falls back to none', (code) => expect(iconGlyph(code)).toBeNull());
  it.each([0, 13, -1, 6.5, NaN, undefined])('colour %p falls back to the surface colour', (code) => expect(colorValue(code)).toBeUndefined());

  it('a banner with an unknown icon and colour still shows, without them', async () => {
    await show(
      makeExperience({ display_data: { type: 'info-callout', title: 'Plain', message: 'Hi', icon: 99, iconColor: 40, background_color: 0 } }),
    );
    const region = await screen.findByRole('region', { name: 'Plain' });
    expect(region.querySelector('.exp-banner__icon')).toBeNull();
    expect(region.getAttribute('style') ?? '').not.toContain('background-color');
  });
});
