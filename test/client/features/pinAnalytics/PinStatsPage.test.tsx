import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PinStats } from '../../../../shared/contracts/pinStats';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const DAY = 24 * 60 * 60 * 1000;
const LAST = Date.UTC(2026, 10, 1);
const dayOf = (i: number) => new Date(LAST - (29 - i) * DAY).toISOString().slice(0, 10);

/** 30 days; the first 27 before the pin existed (null), then three days of numbers. */
function stats(overrides: Partial<PinStats> = {}): PinStats {
  const recorded = [
    { impressions: 1200, saves: 3, pin_clicks: 0 },
    { impressions: 340, saves: 1, pin_clicks: 7 },
    { impressions: 15, saves: 0, pin_clicks: 2 },
  ];
  const days = Array.from({ length: 30 }, (_, i) => ({
    day: dayOf(i),
    ...(i < 27 ? { impressions: null, saves: null, pin_clicks: null } : recorded[i - 27]),
  }));
  return {
    pin_id: '12',
    role: 'owner',
    metrics: ['impressions', 'saves', 'pin_clicks'],
    days,
    totals: { impressions: 1555, saves: 4, pin_clicks: 9 },
    ...overrides,
  };
}

const signedIn = () => ({ data: makeViewer() });
/** The page with its answer shown: the heading comes first, the numbers once they arrive. */
async function heading() {
  await screen.findByRole('heading', { level: 1, name: 'Pin stats' });
  await screen.findByRole('heading', { level: 2, name: 'Day by day' });
}
const totals = () => within(screen.getByRole('region', { name: 'Last 30 days' }));
const chartImage = () => screen.getByRole('img', { name: /per day/ });

describe('/pin/{id}/analytics', () => {
  it('asks for the pin’s stats and shows the totals in the short form with one fraction digit', async () => {
    const api = mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: stats() }) });
    renderApp('/pin/12/analytics');
    await heading();
    expect(api.callsTo('pinStatsGet')[0].options).toEqual({ pin_id: '12' });
    expect(totals().getByText('Impressions').nextElementSibling).toHaveTextContent('1.6k');
    expect(totals().getByText('Saves').nextElementSibling).toHaveTextContent('4');
    expect(totals().getByText('Pin clicks').nextElementSibling).toHaveTextContent('9');
  });

  it('draws the chart as one image named by a summary of the days, the totals and the best days, with a legend', async () => {
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: stats() }) });
    renderApp('/pin/12/analytics');
    await heading();
    expect(chartImage()).toHaveAccessibleName(
      'impressions, saves, pin clicks per day from Oct 3 to Nov 1: 1.6k impressions, 4 saves, 9 pin clicks in total; most impressions on Oct 30 (1.2k); most saves on Oct 30 (3); most pin clicks on Oct 31 (7).',
    );
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Impressions', 'Saves', 'Pin clicks']);
    // Three panels, each with its line and a gap where there are no numbers: the line starts at the first known day.
    const lines = document.querySelectorAll('.stats-chart__line');
    expect(lines).toHaveLength(3);
    lines.forEach((line) => expect(line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/));
    expect(document.querySelector('.stats-chart__x-axis')).toHaveTextContent(/Oct 3.*Oct 10.*Oct 17.*Oct 24.*Oct 31.*Nov 1/);
  });

  it('shows a day’s numbers on hover, and a dash for numbers not available', async () => {
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: stats() }) });
    renderApp('/pin/12/analytics');
    await heading();
    fireEvent.pointerEnter(document.querySelector(`[data-day="${dayOf(28)}"]`)!);
    const tip = document.querySelector('.stats-chart__tooltip')!;
    expect(tip).toHaveTextContent('Saturday, October 31Impressions: 340Saves: 1Pin clicks: 7');
    fireEvent.pointerEnter(document.querySelector(`[data-day="${dayOf(0)}"]`)!);
    expect(document.querySelector('.stats-chart__tooltip')).toHaveTextContent('Impressions: – (this stat is not available yet)');
    fireEvent.pointerLeave(screen.getByRole('group', { name: /Daily stats chart/ }));
    expect(document.querySelector('.stats-chart__tooltip')).toBeNull();
  });

  it('reads each day out as the arrow keys move through the focused chart', async () => {
    const user = userEvent.setup();
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: stats() }) });
    renderApp('/pin/12/analytics');
    await heading();
    const group = screen.getByRole('group', { name: /Daily stats chart/ });
    act(() => group.focus());
    expect(group).toHaveAccessibleDescription('Sunday, November 1: 15 impressions, 0 saves, 2 pin clicks');
    await user.keyboard('{ArrowLeft}');
    expect(group).toHaveAccessibleDescription('Saturday, October 31: 340 impressions, 1 save, 7 pin clicks');
    await user.keyboard('{Home}');
    expect(group).toHaveAccessibleDescription('Saturday, October 3: impressions not available, saves not available, pin clicks not available');
    await user.keyboard('{ArrowLeft}');
    expect(group).toHaveAccessibleDescription(/^Saturday, October 3:/);
  });

  it('offers the numbers as a table, days as dates and missing numbers as a dash with the tooltip', async () => {
    const user = userEvent.setup();
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: stats() }) });
    renderApp('/pin/12/analytics');
    await heading();
    const toggle = screen.getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    const table = within(screen.getByRole('table', { name: 'Stats per day' }));
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[28])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.2k', '3', '0']);
    expect(within(rows[1]).getByRole('rowheader').querySelector('time')).toHaveAttribute('dateTime', dayOf(0));
    const missing = within(rows[1]).getAllByRole('cell')[0].querySelector('.stat-missing')!;
    expect(missing).toHaveTextContent('–');
    expect(missing).toHaveAccessibleDescription('This stat is not available yet');
    expect(missing).not.toHaveAttribute('tabindex');
  });

  it('shows a number this viewer may not see (a promoted pin’s saves) as a dash a keyboard can reach, and leaves it out of the chart', async () => {
    const promoted = stats({ metrics: ['impressions', 'pin_clicks'], totals: { impressions: 1555, saves: null, pin_clicks: 9 } });
    promoted.days = promoted.days.map((d) => ({ ...d, saves: null }));
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: promoted }) });
    renderApp('/pin/12/analytics');
    await heading();
    const saves = totals().getByText('Saves').nextElementSibling!.querySelector('.stat-missing')!;
    expect(saves).toHaveAttribute('tabindex', '0');
    expect(saves).toHaveAccessibleDescription('This stat is not available yet');
    expect(totals().getByRole('tooltip', { hidden: true })).toHaveTextContent('This stat is not available yet');
    expect(document.querySelectorAll('.stats-chart__line')).toHaveLength(2);
    expect(chartImage()).toHaveAccessibleName(/^impressions, pin clicks per day/);
  });

  it('says there are no stats yet when none is available to the viewer', async () => {
    const none = stats({ metrics: [], totals: { impressions: null, saves: null, pin_clicks: null } });
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ data: none }) });
    renderApp('/pin/12/analytics');
    await heading();
    expect(screen.getByText("This Pin's stats are not available yet.")).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /per day/ })).toBeNull();
  });

  it('tells someone who is not the owner or a manager that the stats are private', async () => {
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ status: 403, error: { code: 'forbidden', message: 'No.' } }) });
    renderApp('/pin/12/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'These stats are private' })).toBeInTheDocument();
    expect(screen.getByText(/Only the Pin's owner, or someone who manages their profile/)).toBeInTheDocument();
  });

  it('says the pin was not found for a 404', async () => {
    mockApi({ viewerGet: signedIn, pinStatsGet: () => ({ status: 404, error: { code: 'not_found', message: 'Pin not found.' } }) });
    renderApp('/pin/12/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in and asks the server for nothing', async () => {
    const api = mockApi({ viewerGet: signedOut });
    renderApp('/pin/12/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: "Log in to see this Pin's stats" })).toBeInTheDocument();
    expect(api.callsTo('pinStatsGet')).toHaveLength(0);
  });
});
