import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { DisplayData } from '../../../../shared/contracts/experiences';
import Placement from '../../../../client/features/experiences/Placement';
import { experienceServer, makeExperience } from '../../helpers/experiences';
import { renderWithProviders } from '../../helpers/renderWithProviders';

// When the survey's surface mounts, which `render` waits for: its timers start then. (Its view waits until it shows.)
const mockSurfaceMounts = { count: 0 };
jest.mock('../../../../client/features/experiences/survey/useSurveyShown', () => {
  const actual = jest.requireActual('../../../../client/features/experiences/survey/useSurveyShown');
  const { useEffect } = jest.requireActual('react');
  return {
    useSurveyShown: (...args: unknown[]) => {
      useEffect(() => void mockSurfaceMounts.count++, []);
      return actual.useSurveyShown(...args);
    },
  };
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

// Taken before the clock is faked: the mocked fetch answers need real time to arrive.
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets the fetches answer in real time and steps the clock 1 ms at a time (the store tells its subscribers on an
 * animation frame) until `done`, which turns true (in real time) after the step that mounted the survey: its timers
 * start at the clock's now when this returns. waitFor would step 50 ms at a time.
 */
async function settle(done: () => boolean) {
  for (let i = 0; i < 500; i++) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 2)));
    if (done()) break;
    await advance(1);
  }
  expect(done()).toBe(true);
}

const TITLE = 'Have a few minutes to take a survey?';
const FRAMED: DisplayData = {
  title: TITLE,
  message: 'Tell us how it works for you.',
  link: { href: '/surveys/user', text: 'Take the survey' },
  anket: true,
};
const survey = (display_data: DisplayData = FRAMED, placement_id = 1000421) =>
  makeExperience({ placement_id, experience_id: 900102, type: 5, display_data });

// The survey surface is a lazy chunk: loaded once here, so in the tests it mounts as soon as the survey arrives.
beforeAll(async () => {
  experienceServer([survey({ ...FRAMED, action_trigger: 1 })]);
  const { unmount } = renderWithProviders(<Placement id={1000421} />);
  // Real time, on a machine that may be busy.
  await screen.findByRole('dialog', { name: TITLE }, { timeout: 10_000 });
  unmount();
}, 15_000);

/** The survey's placement with links elsewhere, at `route`, once its surface has mounted: the clock's now is its time 0. */
async function render(display_data?: DisplayData, { route = '/', placement_id = 1000421 } = {}) {
  const experience = survey(display_data, placement_id);
  const api = experienceServer([experience]);
  const rendered = renderWithProviders(
    <>
      <Placement id={placement_id} />
      <Link to="/settings">Settings</Link>
      <Link to="/">Home</Link>
    </>,
    { route },
  );
  const mounts = mockSurfaceMounts.count;
  await settle(() => mockSurfaceMounts.count > mounts);
  return { api, experience, ...rendered };
}

const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const location = () => screen.getByTestId('location').textContent;
const frame = () => screen.getByTitle(TITLE) as HTMLIFrameElement;
const calls = (api: ReturnType<typeof experienceServer>, endpoint: 'experienceCompleted' | 'experienceDismissed') => api.callsTo(endpoint);

/** A message as the survey frame (or someone else) posts it. */
function post(data: unknown, { origin = window.location.origin, source = frame().contentWindow } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function openFrame(user: ReturnType<typeof renderWithProviders>['user']) {
  await advance(5000);
  await user.click(await screen.findByRole('button', { name: 'Take the survey' }));
  return frame();
}

describe('survey experiences (platform-services.md 4, 5 and 9)', () => {
  it('shows after the default delay of 5 s, not before', async () => {
    await render();
    await advance(4999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
    expect(dialog()).toHaveTextContent('Tell us how it works for you.');
  });

  it('a delay of its own replaces the default', async () => {
    await render({ ...FRAMED, delay_in_millis: 1000 });
    await advance(999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('action_trigger 1 shows it at once', async () => {
    await render({ ...FRAMED, action_trigger: 1 });
    expect(dialog()).not.toBeNull();
  });

  it('accepted, the survey shows in a sandboxed, titled frame at least 810 px high, loading until it reports loaded', async () => {
    const { user } = await render();
    const shown = await openFrame(user);
    expect(shown.getAttribute('src')).toBe('/surveys/user');
    expect(shown.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(shown.style.minHeight).toBe('810px');
    expect(shown).toHaveClass('survey-frame__frame', 'survey-frame__frame--loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the survey');
    post('loaded');
    expect(shown).not.toHaveClass('survey-frame__frame--loading');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("the frame's finished completes it, heard only from the survey link's origin and from the frame", async () => {
    const { api, user, experience } = await render();
    await openFrame(user);
    post('loaded');
    post('finished', { origin: 'https://evil.example' });
    post('finished', { source: window });
    await advance(0);
    expect(dialog()).not.toBeNull();
    expect(calls(api, 'experienceCompleted')).toHaveLength(0);

    post('finished');
    await advance(0);
    expect(dialog()).toBeNull();
    expect(calls(api, 'experienceCompleted').map((c) => c.options.placed_experience_id)).toEqual([experience.id]);
    expect(calls(api, 'experienceDismissed')).toHaveLength(0);
  });

  it("the frame's dismissed dismisses it", async () => {
    const { api, user, experience } = await render();
    await openFrame(user);
    post('dismissed', { origin: 'https://evil.example' });
    expect(calls(api, 'experienceDismissed')).toHaveLength(0);
    post('dismissed');
    await advance(0);
    expect(dialog()).toBeNull();
    expect(calls(api, 'experienceDismissed').map((c) => c.options.placed_experience_id)).toEqual([experience.id]);
  });

  it('a frame that does not report loaded within 15 s is dropped, without completing or dismissing it', async () => {
    const { api, user } = await render();
    await openFrame(user);
    await advance(14_999);
    expect(dialog()).not.toBeNull();
    await advance(1);
    expect(dialog()).toBeNull();
    expect(calls(api, 'experienceCompleted')).toHaveLength(0);
    expect(calls(api, 'experienceDismissed')).toHaveLength(0);
  });

  it('one that reports loaded in time is not dropped', async () => {
    const { user } = await render();
    await openFrame(user);
    await advance(14_000);
    post('loaded');
    await advance(60_000);
    expect(dialog()).not.toBeNull();
  });

  it('Not now dismisses it', async () => {
    const { api, user } = await render();
    await advance(5000);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await advance(0);
    expect(dialog()).toBeNull();
    expect(calls(api, 'experienceDismissed')).toHaveLength(1);
  });

  it('Escape in the frame dialog dismisses it', async () => {
    const { api, user } = await render();
    await openFrame(user);
    await user.keyboard('{Escape}');
    await advance(0);
    expect(dialog()).toBeNull();
    expect(calls(api, 'experienceDismissed')).toHaveLength(1);
  });

  it('the simple dialog opens the survey link in a new tab without referrer, which completes it', async () => {
    const { api, user } = await render({ title: TITLE, link: { href: 'https://surveys.example/s/1', text: 'Take the survey' } });
    await advance(5000);
    const link = screen.getByRole('link', { name: 'Take the survey' });
    expect(link).toHaveAttribute('href', 'https://surveys.example/s/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer nofollow');
    expect(screen.queryByTitle(TITLE)).toBeNull();
    await user.click(link);
    await advance(0);
    expect(calls(api, 'experienceCompleted')).toHaveLength(1);
  });

  it("action_trigger 'on close' blocks the next navigation until shown, then resumes it when closed", async () => {
    const { user } = await render({ ...FRAMED, action_trigger: 2 });
    await advance(60_000);
    expect(dialog()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(location()).toBe('/');
    expect(dialog()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await advance(0);
    expect(location()).toBe('/settings');
    expect(dialog()).toBeNull();
  });

  it("after an 'on close' survey is shown, navigation is no longer held", async () => {
    const { user } = await render({ ...FRAMED, action_trigger: 2 });
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'Take the survey' }));
    post('finished');
    await advance(0);
    expect(location()).toBe('/settings');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
  });

  it('on placement 1000421 it is held back on /pin-builder, and shows at the first 3 s recheck after leaving', async () => {
    const { user } = await render(FRAMED, { route: '/pin-builder' });
    await advance(5000);
    expect(dialog()).toBeNull();
    await advance(9000);
    expect(dialog()).toBeNull();

    // Rechecked at 5 + 3k s: the next is at 17 s.
    await advance(1000);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
    await advance(1999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('and on /idea-pin-builder', async () => {
    await render(FRAMED, { route: '/idea-pin-builder' });
    await advance(60_000);
    expect(dialog()).toBeNull();
  });

  it('ours: it does not open over another dialog, and looks again every 3 s', async () => {
    await render();
    const welcome = document.createElement('div');
    welcome.setAttribute('role', 'dialog');
    document.body.append(welcome);
    await advance(5000);
    expect(dialog()).toBeNull();
    // Looked at again at 5 + 3k s: the next is at 8 s.
    await advance(1000);
    welcome.remove();
    await advance(1999);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('a survey on another placement is not held back there', async () => {
    await render(FRAMED, { route: '/pin-builder', placement_id: 1000075 });
    await advance(5000);
    expect(dialog()).not.toBeNull();
  });

  it("an 'on close' survey held back on the pin builder lets that navigation go", async () => {
    const { user } = await render({ ...FRAMED, action_trigger: 2 }, { route: '/pin-builder' });
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(location()).toBe('/settings');
    expect(dialog()).toBeNull();
    // Away from the pin builder, the next navigation is held for it.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/settings');
    expect(dialog()).not.toBeNull();
  });
});
