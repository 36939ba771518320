import { act, screen, waitFor } from '@testing-library/react';
import type { Experience } from '../../../../shared/contracts/experiences';
import Placement from '../../../../client/features/experiences/Placement';
import { experienceLinkAttributes } from '../../../../client/features/experiences/ExperienceLink';
import { colorValue, iconGlyph } from '../../../../client/features/experiences/experienceStyle';
import { ToastHost } from '../../../../client/features/toast/ToastHost';
import { experienceServer, makeExperience } from '../../helpers/experiences';
import { renderWithProviders } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const CONTROL = makeExperience({ placement_id: 99, experience_id: 99, display_data: { type: 'info-callout', title: 'Control', message: 'Shown' } });

/**
 * Renders a placement holding `experience` beside a valid control banner on placement 99 and waits for the control to
 * show, so the surfaces' chunk has loaded and what is absent is truly not rendered.
 */
async function show(experience: Experience) {
  const api = experienceServer([experience, CONTROL]);
  const rendered = renderWithProviders(
    <>
      <Placement id={experience.placement_id} />
      <Placement id={CONTROL.placement_id} />
      <ToastHost />
    </>,
  );
  // Hidden included: an open modal hides the rest of the page from assistive technology.
  await waitFor(() => expect(document.querySelector('section[aria-label="Control"]')).not.toBeNull());
  await advance(0);
  return { api, ...rendered };
}

const viewsOf = (api: ReturnType<typeof experienceServer>, experience: Experience) =>
  api.callsTo('experienceViewed').filter((c) => c.options.placed_experience_id === experience.id);
const otherRegions = () => screen.queryAllByRole('region').filter((r) => r.getAttribute('aria-label') !== 'Control');

describe('experience surfaces, validated at render time (platform-services.md 5)', () => {
  it.each(['error-callout', 'info-callout', 'warning-callout'])('a %s banner shows its title and message as text', async (type) => {
    await show(makeExperience({ display_data: { type, title: 'Heads up', message: '<b>Bold</b> claim' } }));
    const region = await screen.findByRole('region', { name: 'Heads up' });
    expect(region).toHaveTextContent('<b>Bold</b> claim');
    expect(region.querySelector('b')).toBeNull();
  });

  it.each([
    ['a callout with an unknown display type', { type: 'party-callout', message: 'Hi' }],
    ['a callout without a message', { type: 'info-callout', title: 'No body' }],
    ['a link with a javascript: scheme', { type: 'info-callout', message: 'Hi', link: { href: 'javascript:alert(1)', text: 'Go' } }],
  ])('%s renders nothing and is not viewed', async (_label, display_data) => {
    const experience = makeExperience({ display_data });
    const { api } = await show(experience);
    expect(otherRegions()).toEqual([]);
    expect(viewsOf(api, experience)).toHaveLength(0);
  });

  it('an upsell banner needs display type upsell', async () => {
    await show(makeExperience({ type: 28, display_data: { type: 'upsell', title: 'Sign up', message: 'Keep every Pin' } }));
    expect(await screen.findByRole('region', { name: 'Sign up' })).toHaveClass('exp-banner--upsell');
  });

  it('an upsell banner of another display type renders nothing', async () => {
    await show(makeExperience({ type: 28, display_data: { type: 'info-callout', message: 'Keep every Pin' } }));
    expect(otherRegions()).toEqual([]);
  });

  it('a generic banner (component_type 1) shows its cover and icon images, icon and colours', async () => {
    await show(
      makeExperience({
        display_data: {
          component_type: 1,
          title: 'Fresh ideas',
          message: 'New this week',
          cover_image_url: '/img/cover.jpg',
          icon_image_url: '/img/icon.png',
          icon: 5,
          iconColor: 1,
        },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Fresh ideas' });
    expect(region.querySelector('img.exp-banner__cover')).toHaveAttribute('src', '/img/cover.jpg');
    expect(region.querySelector('img.exp-banner__icon-image')).toHaveAttribute('src', '/img/icon.png');
    expect(region.querySelector('.exp-banner__icon')).toHaveTextContent(iconGlyph(5)!);
  });

  it('a generic banner without component_type 1 renders nothing', async () => {
    await show(makeExperience({ display_data: { component_type: 3, title: 'Fresh ideas', message: 'New this week' } }));
    expect(otherRegions()).toEqual([]);
  });

  it('the business-upgrade banner (503755) offers Upgrade to /business/convert/, completing it', async () => {
    const { api, user } = await show(
      makeExperience({ experience_id: 503755, display_data: { component_type: 1, title: 'Anything', message: 'Get a free business account.' } }),
    );
    const region = await screen.findByRole('region', { name: 'Discover your top performing Pins' });
    const upgrade = screen.getByRole('link', { name: 'Upgrade' });
    expect(region).toContainElement(upgrade);
    expect(upgrade).toHaveAttribute('href', '/business/convert/');
    await user.click(upgrade);
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
    expect(api.callsTo('experienceCompleted')[0].options).toMatchObject({ placed_experience_id: '11:503755' });
    expect(screen.getByTestId('location')).toHaveTextContent('/business/convert/');
  });

  it('the hero banner on 1000541 fades in over 400 ms', async () => {
    await show(makeExperience({ placement_id: 1000541, experience_id: 500500, type: 14, display_data: { title: 'Welcome back', message: 'News' } }));
    const region = await screen.findByRole('region', { name: 'Welcome back' });
    expect(region.closest('.exp-hero')).toHaveStyle({ '--exp-hero-fade': '400ms' });
  });

  it('a modal (type 26) is a dialog: its complete button completes, closing dismisses', async () => {
    const modal = makeExperience({
      placement_id: 1000503,
      experience_id: 507054,
      type: 26,
      display_data: { title: 'Welcome to Pinboard', message: 'Save ideas', complete_button_text: 'Get started', dismiss_button_text: 'Not now' },
    });
    const { api, user } = await show(modal);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Pinboard' });
    expect(dialog).toHaveAccessibleDescription('Save ideas');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.callsTo('experienceDismissed')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a modal shows its image at the popup size and its complete button completes', async () => {
    const { api, user } = await show(
      makeExperience({
        type: 26,
        display_data: { title: 'New', message: 'Look', complete_button_text: 'Got it', image: { url: '/img/m.jpg', imageAlt: 'A board' } },
      }),
    );
    expect(await screen.findByRole('img', { name: 'A board' })).toHaveClass('exp-modal__media');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
  });

  it('a modal without its complete button text renders nothing', async () => {
    await show(makeExperience({ type: 26, display_data: { title: 'New', message: 'Look' } }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a type 14 experience off the hero placement is the type 14 modal', async () => {
    await show(makeExperience({ placement_id: 1000503, type: 14, display_data: { title: 'Big news', message: 'Read on' } }));
    expect(await screen.findByRole('dialog', { name: 'Big news' })).toBeInTheDocument();
  });

  it('a toast experience shows through the toast host after 100 ms, for 2000 ms, then fades over 200 ms', async () => {
    const { api } = await show(makeExperience({ placement_id: 1000503, type: 10, display_data: { message: 'Tip: save often' } }));
    await waitFor(() => expect(api.callsTo('experienceCompleted')).toHaveLength(1));
    expect(screen.queryByText('Tip: save often')).not.toBeInTheDocument();
    await advance(100);
    expect(screen.getByText('Tip: save often')).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Tip: save often').closest('.toast')).toHaveClass('toast--hiding');
    await advance(200);
    expect(screen.queryByText('Tip: save often')).not.toBeInTheDocument();
  });
});

describe('experience links', () => {
  it.each([
    ['an external https link', 'https://example.com/a', { target: '_blank', rel: 'noreferrer nofollow' }],
    ['an external http link', 'http://example.com/a', { target: '_blank', rel: 'noreferrer nofollow' }],
    ['an absolute link to this site', `${window.location.origin}/ideas/`, { target: '_blank', rel: 'noreferrer' }],
    ['a relative link', '/ideas/', {}],
  ])('%s', (_label, href, expected) => {
    expect(experienceLinkAttributes(href)).toEqual(expected);
  });

  it('a banner link to another site opens in a new tab without referrer or follow', async () => {
    await show(
      makeExperience({ display_data: { type: 'info-callout', message: 'Read', link: { href: 'https://example.com/post', text: 'Read more' } } }),
    );
    const link = await screen.findByRole('link', { name: 'Read more' });
    expect(link).toHaveAttribute('href', 'https://example.com/post');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer nofollow');
  });
});

describe('icon and colour codes (section 9)', () => {
  it.each([1, 18, 36])('icon %s has a glyph', (code) => expect(iconGlyph(code)).toEqual(expect.any(String)));
  it.each([0, 37, 2.5, undefined])('icon %s has none', (code) => expect(iconGlyph(code)).toBeNull());
  it.each([1, 6, 12])('colour %s is a CSS colour', (code) => expect(colorValue(code)).toMatch(/^#[0-9a-f]{6}$/));
  it.each([0, 13, undefined])('colour %s falls back to the surface colour', (code) => expect(colorValue(code)).toBeUndefined());
});
