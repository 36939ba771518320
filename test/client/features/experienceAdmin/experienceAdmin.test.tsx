import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminExperience } from '../../../../shared/contracts/experiences';
import { isoToLocalInput, localInputToIso } from '../../../../client/features/experienceAdmin/localTime';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const NOW = Date.UTC(2026, 10, 20, 12);
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

const operator = () => ({ data: makeViewer({ isOperator: true }) });

function authored(overrides: Partial<AdminExperience> = {}): AdminExperience {
  const placement_id = overrides.placement_id ?? 11;
  const experience_id = overrides.experience_id ?? 900001;
  return {
    placement_id,
    experience_id,
    id: String(experience_id),
    placed_experience_id: `${placement_id}:${experience_id}`,
    type: 27,
    display_data: { type: 'info-callout', title: 'Maintenance tonight', message: 'Saving may pause.' },
    metadata: {},
    triggerable_placed_exps: [],
    priority: 0,
    targeting: { auth: 'any', countries: null, new_user: null, partner: null, platforms: null, paths: null },
    starts_at: null,
    ends_at: null,
    retired_at: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    states: { viewed: 7, completed: 2, dismissed: 3 },
    ...overrides,
  };
}

/** An operator's server holding `list`; create answers what it was sent unless `refuse` says otherwise. */
function adminServer(
  list: AdminExperience[],
  refuse?: (options: Record<string, unknown>) => { status: number; fields: Record<string, string> } | null,
) {
  const held = [...list];
  return mockApi({
    viewerGet: operator,
    experienceAdminList: () => ({ data: held }),
    experienceAdminCreate: (options) => {
      const refusal = refuse?.(options);
      if (refusal) return { status: refusal.status, error: { code: 'invalid', message: 'Refused.', fields: refusal.fields } };
      const e = authored(options as Partial<AdminExperience>);
      held.push(e);
      return { status: 201, data: e };
    },
    experienceAdminUpdate: (options) => {
      const i = held.findIndex((e) => e.placed_experience_id === options.placed_experience_id);
      const { placed_experience_id: _id, retired, ...schedule } = options;
      held[i] = { ...held[i], ...schedule, ...(retired !== undefined && { retired_at: retired ? new Date(NOW).toISOString() : null }) };
      return { data: held[i] };
    },
  });
}

const preview = () => screen.getByRole('region', { name: 'Preview' });
const ready = () => screen.findByRole('heading', { level: 1, name: 'Experiences' });

describe('who gets the tools', () => {
  it('a signed-in account that is not an operator is told so, and the list is never asked for', async () => {
    const api = mockApi({ viewerGet: () => ({ data: makeViewer() }) });
    renderApp('/admin/experiences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Only operators can author experiences' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create experience' })).toBeNull();
    expect(api.callsTo('experienceAdminList')).toHaveLength(0);
  });

  it('a signed-out visitor is asked to log in', async () => {
    mockApi({ viewerGet: signedOut });
    renderApp('/admin/experiences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to author experiences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('an operator whose role was revoked since the page loaded gets the 403 as the same message', async () => {
    mockApi({
      viewerGet: operator,
      experienceAdminList: () => ({ status: 403, error: { code: 'forbidden', message: 'Only operators may author experiences.' } }),
    });
    renderApp('/admin/experiences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Only operators can author experiences' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create experience' })).toBeNull();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('Settings lists the page for an operator only (operator %s)', async (isOperator, links) => {
    mockApi({ viewerGet: () => ({ data: makeViewer({ isOperator }) }) });
    renderApp('/settings');
    await screen.findByRole('link', { name: /Browser button/ });
    expect(screen.queryAllByRole('link', { name: /^Experiences/ })).toHaveLength(links);
    if (links) expect(screen.getByRole('link', { name: /^Experiences/ })).toHaveAttribute('href', '/admin/experiences');
  });
});

describe('the list', () => {
  const hour = 3_600_000;
  const LIST = [
    authored(),
    authored({
      experience_id: 900002,
      display_data: { type: 'warning-callout', title: 'Next week', message: 'Soon' },
      starts_at: new Date(NOW + hour).toISOString(),
    }),
    authored({
      experience_id: 900003,
      display_data: { type: 'error-callout', title: 'Old news', message: 'Gone' },
      retired_at: new Date(NOW - hour).toISOString(),
    }),
    authored({
      experience_id: 900004,
      display_data: { type: 'info-callout', title: 'Was on', message: 'Over' },
      ends_at: new Date(NOW - hour).toISOString(),
    }),
    authored({
      placement_id: 1000503,
      experience_id: 507054,
      type: 26,
      display_data: { title: 'Welcome', message: 'Hi', complete_button_text: 'Go' },
    }),
  ];
  const item = (name: string) => screen.getByRole('heading', { level: 4, name }).closest('li')!;

  it('groups experiences by placement with their state and counts, asking for the retired ones too', async () => {
    const api = adminServer(LIST);
    renderApp('/admin/experiences');
    const p11 = await screen.findByRole('region', { name: 'Placement 11' });
    expect(
      within(p11)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Maintenance tonight', 'Next week', 'Old news', 'Was on']);
    expect(within(screen.getByRole('region', { name: 'Placement 1000503' })).getByRole('heading', { level: 4 })).toHaveTextContent('Welcome');
    expect(item('Maintenance tonight')).toHaveTextContent('Live');
    expect(item('Next week')).toHaveTextContent('Scheduled');
    expect(item('Old news')).toHaveTextContent('Retired');
    expect(item('Was on')).toHaveTextContent('Ended');
    const counts = within(item('Maintenance tonight'));
    expect(counts.getByText('Viewed').nextSibling).toHaveTextContent('7');
    expect(counts.getByText('Completed').nextSibling).toHaveTextContent('2');
    expect(counts.getByText('Dismissed').nextSibling).toHaveTextContent('3');
    expect(api.callsTo('experienceAdminList')[0].options).toEqual({ include_retired: true });
  });

  it('retires only once the confirmation is accepted, and restores the same way', async () => {
    const api = adminServer(LIST);
    const { user } = renderApp('/admin/experiences');
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Retire Maintenance tonight' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Maintenance tonight?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('experienceAdminUpdate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retire Maintenance tonight' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Retire Maintenance tonight?' })).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(item('Maintenance tonight')).toHaveTextContent('Retired'));
    expect(api.callsTo('experienceAdminUpdate').map((c) => c.options)).toEqual([{ placed_experience_id: '11:900001', retired: true }]);
    expect(api.callsTo('experienceAdminList')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Restore Old news' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore Old news?' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(item('Old news')).toHaveTextContent('Live'));
    expect(api.callsTo('experienceAdminUpdate')[1].options).toEqual({ placed_experience_id: '11:900003', retired: false });
  });

  it("edits a schedule in the operator's local time and sends it as ISO instants", async () => {
    const api = adminServer(LIST);
    const { user } = renderApp('/admin/experiences');
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Edit schedule of Next week' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule of Next week' });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue(isoToLocalInput(LIST[1].starts_at));
    await user.type(within(dialog).getByLabelText('Ends'), '2026-12-24T18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('experienceAdminUpdate')[0].options).toEqual({
      placed_experience_id: '11:900002',
      starts_at: LIST[1].starts_at,
      ends_at: new Date(2026, 11, 24, 18, 0).toISOString(),
    });
  });

  it('shows the server refusing an end before the start at the Ends field', async () => {
    mockApi({
      viewerGet: operator,
      experienceAdminList: () => ({ data: LIST }),
      experienceAdminUpdate: () => ({
        status: 400,
        error: { code: 'invalid', message: 'The end must come after the start.', fields: { ends_at: 'must be after starts_at' } },
      }),
    });
    const { user } = renderApp('/admin/experiences');
    await ready();
    await user.click(await screen.findByRole('button', { name: 'Edit schedule of Next week' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule of Next week' });
    await user.type(within(dialog).getByLabelText('Ends'), '2026-11-01T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText('must be after starts_at')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ends')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the create form', () => {
  async function openForm(list: AdminExperience[] = [], refuse?: Parameters<typeof adminServer>[1]) {
    const api = adminServer(list, refuse);
    const rendered = renderApp('/admin/experiences');
    await ready();
    await screen.findByText(/No experiences yet/);
    return { api, ...rendered };
  }

  it.each([
    ['callout', ['Display type', 'Title', 'Message', 'Icon', 'Icon colour', 'Link text', 'Link'], ['Complete button text']],
    ['modal', ['Title', 'Message', 'Complete button text', 'Complete button link', 'Dismiss button text', 'Image', 'Video'], ['Icon']],
    [
      'metricsUnificationBanner',
      ['Title', 'Subtitle', 'First button text', 'First button link', 'Second button text', 'Second button link'],
      ['Message'],
    ],
    ['anchoredFlyout', ['Web anchor', 'Shown as', 'Direction', 'Text', 'Button text', 'Button link'], ['Title']],
    ['searchDelight', ['Words to highlight', 'Highlight colour'], ['Title', 'Message']],
    ['toast', ['Message', 'Shown for (milliseconds)'], ['Title']],
  ])('the %s form asks for what that surface shows', async (surface, shown, absent) => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Surface'), surface);
    const content = screen.getByRole('group', { name: 'Content' });
    for (const label of shown) expect(within(content).getByLabelText(label, { exact: true })).toBeInTheDocument();
    for (const label of absent) expect(within(content).queryByLabelText(label, { exact: true })).toBeNull();
  });

  it('the metrics-unification banner is always experience 502527', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Surface'), 'metricsUnificationBanner');
    expect(screen.getByLabelText('Experience id')).toHaveValue(502527);
    expect(screen.getByLabelText('Experience id')).toHaveAttribute('readonly');
  });

  it('names icons and colours by code', async () => {
    const { user } = await openForm();
    const icon = screen.getByLabelText('Icon');
    expect(within(icon).getAllByRole('option')).toHaveLength(37);
    expect(within(icon).getByRole('option', { name: /Light bulb \(18\)/ })).toHaveValue('18');
    const colour = screen.getByLabelText('Icon colour');
    expect(within(colour).getAllByRole('option')).toHaveLength(13);
    await user.selectOptions(colour, '6');
    expect(within(colour).getByRole('option', { name: 'Blue (6)' })).toHaveProperty('selected', true);
  });

  it('previews the real surface as it is typed, as text', async () => {
    const { user } = await openForm();
    expect(preview()).toHaveTextContent('a callout banner needs a message');
    await user.type(screen.getByLabelText('Title'), 'Scheduled maintenance');
    await user.type(screen.getByLabelText('Message'), '<b>Saving</b> may pause');
    const banner = await within(preview()).findByRole('region', { name: 'Scheduled maintenance' });
    expect(banner).toHaveTextContent('<b>Saving</b> may pause');
    expect(banner.querySelector('b')).toBeNull();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Tonight');
    expect(await within(preview()).findByRole('region', { name: 'Tonight' })).toBeInTheDocument();
    expect(within(preview()).queryByRole('region', { name: 'Scheduled maintenance' })).toBeNull();
  });

  it('opens a modal preview on request and closes it as the modal would be dismissed', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Surface'), 'modal');
    await user.type(screen.getByLabelText('Title'), 'Welcome');
    await user.type(screen.getByLabelText('Message'), 'Save ideas');
    await user.type(screen.getByLabelText('Complete button text'), 'Get started');
    await user.click(within(preview()).getByRole('button', { name: 'Open the preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByRole('button', { name: 'Get started' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the shared validation's problem before sending, and on submit puts it at its field without a call", async () => {
    const { api, user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Surface'), 'modal');
    await user.type(screen.getByLabelText('Experience id'), '900100');
    await user.type(screen.getByLabelText('Title'), 'Welcome');
    expect(preview()).toHaveTextContent('a modal (type 26) needs a body (message)');
    await user.click(screen.getByRole('button', { name: 'Create experience' }));
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('a modal (type 26) needs a body (message)');
    expect(message).toHaveFocus();
    expect(api.callsTo('experienceAdminCreate')).toHaveLength(0);
  });

  it('refuses a link with a scheme other than http, https or relative before sending', async () => {
    const { api, user } = await openForm();
    await user.type(screen.getByLabelText('Experience id'), '900100');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.type(screen.getByLabelText('Link', { exact: true }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create experience' }));
    expect(screen.getByLabelText('Link', { exact: true })).toHaveAccessibleDescription('links must be http, https or relative');
    expect(api.callsTo('experienceAdminCreate')).toHaveLength(0);
  });

  it.each([
    [409, { experience_id: 'already placed on this placement' }, 'Experience id'],
    [400, { 'targeting.countries.1': 'must be an ISO 3166 country code such as US' }, 'Countries'],
    [400, { 'display_data.title': 'too long' }, 'Title'],
  ])("shows the server's %s at the field it names", async (status, fields, label) => {
    const { user } = await openForm([], () => ({ status, fields }));
    await user.type(screen.getByLabelText('Experience id'), '900100');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.type(screen.getByLabelText('Countries'), 'US, GBR');
    await user.click(screen.getByRole('button', { name: 'Create experience' }));
    const field = screen.getByLabelText(label, { exact: true });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(Object.values(fields)[0]));
    expect(field).toHaveFocus();
  });

  it('creates with the targeting and schedule typed, then lists it', async () => {
    const { api, user } = await openForm();
    await user.type(screen.getByLabelText('Placement id', { exact: true }), '{Backspace}{Backspace}1000503');
    await user.type(screen.getByLabelText('Experience id'), '900123');
    await user.type(screen.getByLabelText('Priority'), '{Backspace}5');
    await user.selectOptions(screen.getByLabelText('Display type'), 'warning-callout');
    await user.type(screen.getByLabelText('Title'), 'Heads up');
    await user.type(screen.getByLabelText('Message'), 'Read this');
    await user.selectOptions(screen.getByLabelText('Icon'), '2');
    await user.type(screen.getByLabelText('Link', { exact: true }), '/settings');
    await user.selectOptions(screen.getByLabelText('Audience'), 'signed_in');
    await user.type(screen.getByLabelText('Countries'), 'us, gb');
    await user.selectOptions(screen.getByLabelText('New accounts'), 'yes');
    await user.click(screen.getByRole('checkbox', { name: 'Mobile web' }));
    await user.type(screen.getByLabelText('Paths'), '/search*');
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Create experience' }));

    expect(await screen.findByText('Created 1000503:900123.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('experienceAdminCreate')[0].options).toEqual({
      placement_id: 1000503,
      experience_id: 900123,
      type: 27,
      priority: 5,
      display_data: { type: 'warning-callout', title: 'Heads up', message: 'Read this', icon: 2, link: { href: '/settings' } },
      targeting: { auth: 'signed_in', countries: ['US', 'GB'], new_user: true, partner: null, platforms: ['web_mobile'], paths: ['/search*'] },
      starts_at: new Date(2026, 11, 1, 9, 30).toISOString(),
      ends_at: null,
    });
    expect(await screen.findByRole('region', { name: 'Placement 1000503' })).toHaveTextContent('Heads up');
    expect(screen.getByLabelText('Experience id')).toHaveValue(null);
  });

  it('an anchored flyout names its own placement in its web anchor', async () => {
    const { api, user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Surface'), 'anchoredFlyout');
    await user.type(screen.getByLabelText('Experience id'), '900200');
    await user.type(screen.getByLabelText('Web anchor'), 'save-button');
    expect(preview()).not.toHaveTextContent('Not shown');
    await user.click(screen.getByRole('button', { name: 'Create experience' }));
    await screen.findByText('Created 11:900200.');
    expect(api.callsTo('experienceAdminCreate')[0].options).toMatchObject({
      type: 8,
      display_data: {
        component_type: 2,
        display_type: 1,
        flyout_direction: 1,
        anchors_by_platform: { web: { anchor: 'save-button', placement: 11 } },
      },
    });
  });
});

describe('local date-times', () => {
  it('converts between datetime-local values and ISO instants in the browser zone', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeUndefined();
    expect(localInputToIso('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput(new Date(2026, 0, 2, 3, 4).toISOString())).toBe('2026-01-02T03:04');
  });
});

// Keeps act() warnings from a late refetch out of the next test.
afterEach(async () => {
  await act(async () => {});
});
