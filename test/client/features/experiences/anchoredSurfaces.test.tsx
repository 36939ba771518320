import { Suspense, useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Experience } from '../../../../shared/contracts/experiences';
import AnchoredPlacement from '../../../../client/features/experiences/anchored/AnchoredPlacement';
import { useAnchorRef } from '../../../../client/features/experiences/anchored/anchors';
import { experienceServer, makeExperience } from '../../helpers/experiences';
import { renderWithProviders } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const scroll = () => act(() => void fireEvent.scroll(window));

/** A page element offering itself as an anchor, as the closeup's Save button does. */
function Anchor({ name }: { name: string }) {
  const ref = useAnchorRef(name);
  return (
    <span ref={ref}>
      <button type="button">Save</button>
    </span>
  );
}

const coachMark = (display_data: Record<string, unknown>) =>
  makeExperience({ placement_id: 1000162, experience_id: 900103, type: 8, display_data: { anchor: 'save-button', ...display_data } });
const withTooltip = { has_pulsar: true, has_tooltip: true, tooltip: { mainText: 'Save Pins you love', confirmButtonText: 'Got it' } };
const popover = (display_data: Record<string, unknown> = {}) =>
  makeExperience({
    placement_id: 1000600,
    experience_id: 900105,
    type: 29,
    display_data: { anchor: 'search-box', message: 'Search Pins, boards and people', ...display_data },
  });
const flyout = (display_data: Record<string, unknown> = {}) =>
  makeExperience({
    placement_id: 1000700,
    experience_id: 900106,
    type: 8,
    display_data: {
      component_type: 2,
      message: 'Save this Pin to one of your boards',
      anchors_by_platform: { web: { anchor: 'closeup-save', placement: 1000700 } },
      ...display_data,
    },
  });
const delight = makeExperience({
  placement_id: 1000600,
  experience_id: 900104,
  type: 8,
  display_data: { component_type: 3, search_query_list: ['pancakes', 'living room'], text: 'Popular right now' },
});

/** The placement of `experiences[0]` (and any others held) on a page offering `anchors`. */
async function show(
  experiences: Experience[],
  { anchors = ['save-button'], query, route }: { anchors?: string[]; query?: string; route?: string } = {},
) {
  const api = experienceServer(experiences);
  const rendered = renderWithProviders(
    // As on the pages, the anchors sit outside the boundary the lazy surfaces suspend.
    <>
      {anchors.map((name) => (
        <Anchor key={name} name={name} />
      ))}
      <Suspense fallback={null}>
        <AnchoredPlacement id={experiences[0].placement_id} query={query} />
      </Suspense>
    </>,
    // The search page's placement is given the search the page's url holds.
    { route: route ?? (query === undefined ? undefined : `/search/pins/?q=${encodeURIComponent(query)}`) },
  );
  await waitFor(() => expect(api.callsTo('experiencesGet').length).toBeGreaterThan(0));
  await advance(0);
  return { api, ...rendered };
}

const callsFor = (api: ReturnType<typeof experienceServer>, endpoint: 'experienceViewed' | 'experienceCompleted' | 'experienceDismissed') =>
  api.callsTo(endpoint).map((c) => c.options.placed_experience_id);

describe('coach marks: pulsar first; touching it pauses it and shows the tooltip if present, else completes', () => {
  it('shows the pulsar alone, then on a touch pauses it and shows the tooltip with focus in it', async () => {
    const e = coachMark(withTooltip);
    const { api, user } = await show([e]);
    const pulsar = await screen.findByRole('button', { name: 'Show tip' });
    expect(pulsar).toHaveAttribute('aria-expanded', 'false');
    expect(pulsar).not.toHaveClass('pulsar--paused');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsFor(api, 'experienceViewed')).toEqual([e.id]));

    await user.click(pulsar);
    const tooltip = screen.getByRole('dialog', { name: 'Tip' });
    expect(tooltip).toHaveTextContent('Save Pins you love');
    expect(pulsar).toHaveClass('pulsar--paused');
    expect(pulsar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    expect(callsFor(api, 'experienceCompleted')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(callsFor(api, 'experienceCompleted')).toEqual([e.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    // Focus goes back to the anchor's control, not to the document.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('opens from the keyboard, and Escape dismisses the tooltip', async () => {
    const e = coachMark(withTooltip);
    const { api, user } = await show([e]);
    (await screen.findByRole('button', { name: 'Show tip' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('completes on a touch when there is no tooltip', async () => {
    const e = coachMark({ has_pulsar: true, has_tooltip: false });
    const { api, user } = await show([e]);
    await user.click(await screen.findByRole('button', { name: 'Mark tip as seen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsFor(api, 'experienceCompleted')).toEqual([e.id]));
  });

  it('shows the tooltip at once when it asks for no pulsar', async () => {
    await show([coachMark({ ...withTooltip, has_pulsar: false })]);
    expect(await screen.findByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    // Not opened by the person: it does not take focus.
    expect(screen.getByRole('button', { name: 'Got it' })).not.toHaveFocus();
  });

  it('renders nothing, and is not viewed, while its anchor is not on the page', async () => {
    const { api } = await show([coachMark(withTooltip)], { anchors: ['elsewhere'] });
    await advance(1000);
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    expect(callsFor(api, 'experienceViewed')).toEqual([]);
  });
});

describe('the tooltip dismisses on scroll after a delay (default 3 s)', () => {
  async function openTooltip(display: Record<string, unknown>) {
    const e = coachMark({ ...withTooltip, ...display });
    const shown = await show([e]);
    await shown.user.click(await screen.findByRole('button', { name: 'Show tip' }));
    return { e, ...shown };
  }

  it('ignores a scroll before 3 s and dismisses on one after', async () => {
    const { e, api } = await openTooltip({});
    await advance(2999);
    await scroll();
    await advance(0);
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    expect(callsFor(api, 'experienceDismissed')).toEqual([]);
    await advance(1);
    await scroll();
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes its delay from scroll_to_dismiss_delay_in_seconds', async () => {
    const { e, api } = await openTooltip({ scroll_to_dismiss_delay_in_seconds: 1 });
    await advance(1000);
    await scroll();
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
  });

  it('stays without a scroll', async () => {
    const { api } = await openTooltip({});
    await advance(10_000);
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    expect(callsFor(api, 'experienceDismissed')).toEqual([]);
  });
});

describe('a delayed tooltip re-shows after the delay', () => {
  /** A page whose anchor can leave and come back (as a closeup's Save button does between pins). */
  function Page() {
    const [anchored, setAnchored] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setAnchored(!anchored)}>
          Toggle anchor
        </button>
        {anchored ? <Anchor name="save-button" /> : null}
        <Suspense fallback={null}>
          <AnchoredPlacement id={1000162} />
        </Suspense>
      </>
    );
  }

  it('appears after its delay, and again after the delay when its anchor comes back', async () => {
    experienceServer([coachMark({ ...withTooltip, delay: 2 })]);
    const start = Date.now();
    const { user } = renderWithProviders(<Page />);
    await screen.findByRole('button', { name: 'Show tip' }, { timeout: 5000 });
    // Fake time: the wait above moves the clock, so when it showed is read from it.
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);

    await user.click(screen.getByRole('button', { name: 'Toggle anchor' }));
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toggle anchor' }));
    await advance(1999);
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Show tip' })).toBeInTheDocument();
  });
});

describe('educational popover: hidden after complete or dismiss; with scroll-to-dismiss it dismisses 1.5 s after the first scroll', () => {
  it('shows its message as text by its anchor, without taking focus', async () => {
    await show([popover({ message: '<b>Search</b> here' })], { anchors: ['search-box'] });
    const dialog = await screen.findByRole('dialog', { name: 'Tip' });
    expect(dialog).toHaveTextContent('<b>Search</b> here');
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('dismisses 1.5 s after the first scroll, whatever scrolls follow', async () => {
    const e = popover({ scroll_to_dismiss: true });
    const { api } = await show([e], { anchors: ['search-box'] });
    await screen.findByRole('dialog', { name: 'Tip' });
    await scroll();
    await advance(1000);
    await scroll();
    await advance(499);
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    expect(callsFor(api, 'experienceDismissed')).toEqual([]);
    await advance(1);
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays through scrolling without scroll_to_dismiss', async () => {
    const { api } = await show([popover()], { anchors: ['search-box'] });
    await screen.findByRole('dialog', { name: 'Tip' });
    await scroll();
    await advance(5000);
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeInTheDocument();
    expect(callsFor(api, 'experienceDismissed')).toEqual([]);
  });

  it('is hidden once completed', async () => {
    const e = popover({ complete_button_text: 'Try it' });
    const { api, user } = await show([e], { anchors: ['search-box'] });
    await user.click(await screen.findByRole('button', { name: 'Try it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsFor(api, 'experienceCompleted')).toEqual([e.id]));
  });

  it('is hidden once dismissed, by its close button or Escape', async () => {
    const e = popover();
    const { api, user } = await show([e], { anchors: ['search-box'] });
    await user.click(await screen.findByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
  });

  it('needs an existing anchor: without one it is neither shown nor viewed', async () => {
    const { api } = await show([popover()], { anchors: ['save-button'] });
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsFor(api, 'experienceViewed')).toEqual([]);
  });
});

describe('anchored flyouts (component_type 2) on their web anchor', () => {
  it('shows a flyout (display type 1) at once; its close button dismisses it', async () => {
    const e = flyout({ display_type: 1 });
    const { api, user } = await show([e], { anchors: ['closeup-save'] });
    expect(await screen.findByRole('dialog', { name: 'Tip' })).toHaveTextContent('Save this Pin to one of your boards');
    expect(screen.queryByRole('button', { name: 'Show tip' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    await waitFor(() => expect(callsFor(api, 'experienceDismissed')).toEqual([e.id]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts as a pulsar (display type 2) that opens it', async () => {
    const { user } = await show([flyout({ display_type: 2 })], { anchors: ['closeup-save'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Show tip' }));
    expect(screen.getByRole('dialog', { name: 'Tip' })).toHaveTextContent('Save this Pin to one of your boards');
    expect(screen.getByRole('button', { name: 'Dismiss tip' })).toHaveFocus();
  });

  it('completes through its button, whose link is checked again', async () => {
    const e = flyout({ button_text: 'See boards', button_uri: '/me/' });
    const { api, user } = await show([e], { anchors: ['closeup-save'] });
    await user.click(await screen.findByRole('link', { name: 'See boards' }));
    await waitFor(() => expect(callsFor(api, 'experienceCompleted')).toEqual([e.id]));
  });

  it.each(['pointer', 'focus'] as const)(
    'with complete_on_hover, pointing at its anchor (%s) completes it once, and it stays on screen',
    async (how) => {
      const e = flyout({ display_type: 1, complete_on_hover: true });
      const { api, user } = await show([e], { anchors: ['closeup-save'] });
      await screen.findByRole('dialog', { name: 'Tip' });
      const save = screen.getByRole('button', { name: 'Save' });
      for (let i = 0; i < 2; i++) {
        if (how === 'pointer') {
          await user.unhover(save);
          await user.hover(save);
        } else {
          save.blur();
          act(() => save.focus());
        }
      }
      await waitFor(() => expect(callsFor(api, 'experienceCompleted')).toEqual([e.id]));
      expect(screen.getByRole('dialog', { name: 'Tip' })).toHaveTextContent('Save this Pin to one of your boards');
    },
  );

  it('without complete_on_hover, pointing at its anchor does nothing', async () => {
    const e = flyout({ display_type: 1 });
    const { api, user } = await show([e], { anchors: ['closeup-save'] });
    await screen.findByRole('dialog', { name: 'Tip' });
    await user.hover(screen.getByRole('button', { name: 'Save' }));
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    await advance(100);
    expect(callsFor(api, 'experienceCompleted')).toEqual([]);
  });

  it('waits for the placement it follows to hold nothing', async () => {
    const coach = coachMark(withTooltip);
    const api = experienceServer([coach, flyout()]);
    const { user } = renderWithProviders(
      <>
        <Anchor name="save-button" />
        <Anchor name="closeup-save" />
        <Suspense fallback={null}>
          <AnchoredPlacement id={1000162} />
          <AnchoredPlacement id={1000700} after={1000162} />
        </Suspense>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Show tip' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Save Pins you love');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('Save this Pin to one of your boards')).toBeInTheDocument();
    expect(api.callsTo('experiencesGet').some((c) => (c.options.placement_ids as number[]).includes(1000700))).toBe(true);
  });
});

describe('search delight: the search highlighted where it matches a listed query as a whole word, case-insensitive', () => {
  it('highlights the matching words with <mark>, as text', async () => {
    const { api } = await show([delight], { anchors: [], query: 'Cosy LIVING ROOM <b>pancakes</b>' });
    const line = await screen.findByText('Popular right now');
    const marks = line.parentElement!.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['LIVING ROOM', 'pancakes']);
    expect(line.parentElement).toHaveTextContent('Cosy LIVING ROOM <b>pancakes</b>');
    expect(line.parentElement!.querySelector('b')).toBeNull();
    await waitFor(() => expect(callsFor(api, 'experienceViewed')).toEqual([delight.id]));
  });

  it('sends the search in the placement context', async () => {
    const { api } = await show([delight], { anchors: [], query: 'pancakes' });
    expect(JSON.stringify(api.callsTo('experiencesGet')[0].options.extra_context)).toContain('"query":"pancakes"');
  });

  it.each(['pancakesandwich', 'living rooms', 'waffles'])('shows nothing, and is not viewed, for “%s”', async (query) => {
    const { api } = await show([delight], { anchors: [], query });
    await advance(1000);
    expect(screen.queryByText('Popular right now')).toBeNull();
    expect(document.querySelector('mark')).toBeNull();
    expect(callsFor(api, 'experienceViewed')).toEqual([]);
  });
});
