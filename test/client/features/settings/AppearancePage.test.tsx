import { screen, within } from '@testing-library/react';
import { DEFAULT_PROFILE_VIEW } from '../../../../shared/domain/profileViewSettings';
import { THEME_STORAGE_KEY } from '../../../../shared/domain/theme';
import { makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const theme = () => document.documentElement.getAttribute('data-theme');
const consent = {
  decided: true,
  allow_analytic_cookies: false,
  allow_marketing_cookies: false,
  allow_personalization_cookies: false,
  decided_at: null,
};
const settings = (chosen: string) => ({ data: { profile_view: DEFAULT_PROFILE_VIEW, appearance: { theme: chosen }, cookie_consent: consent } });

beforeEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
});

/** The radio group, with the hint it is described by. */
async function choices() {
  const group = await screen.findByRole('group', { name: 'Theme' });
  return { group, radio: (name: string) => within(group).getByRole('radio', { name }) };
}

test('settings list Appearance', async () => {
  mockApi({ viewerGet: () => ({ data: makeViewer() }) });
  renderApp('/settings');
  expect(within(await screen.findByRole('list')).getByRole('link', { name: /Appearance/ })).toHaveAttribute('href', '/settings/appearance');
});

test('signed out: follows the system until a choice, which this browser keeps and which shows at once', async () => {
  const api = mockApi({ viewerGet: signedOut });
  const { user } = renderApp('/settings/appearance');
  const { group, radio } = await choices();
  expect(radio('Follow the system')).toBeChecked();
  expect(group).toHaveAccessibleDescription('Kept in this browser. Log in to keep it with your account, on every device.');

  await user.click(radio('Dark'));
  expect(radio('Dark')).toBeChecked();
  expect(theme()).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(api.callsTo('userSettingsUpdate')).toHaveLength(0);

  await user.click(radio('Follow the system'));
  expect(theme()).toBe('system');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
});

test("signed in: shows the account's choice and saves a new one with the account", async () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userSettingsGet: () => settings('light'),
    userSettingsUpdate: () => settings('dark'),
  });
  const { user } = renderApp('/settings/appearance');
  const { group, radio } = await choices();
  expect(radio('Light')).toBeChecked();
  expect(group).toHaveAccessibleDescription('Kept with your account, on every device you log in on.');

  await user.click(radio('Dark'));
  expect(theme()).toBe('dark');
  expect(api.callsTo('userSettingsUpdate').map((c) => c.options)).toEqual([{ appearance: { theme: 'dark' } }]);
  expect(radio('Dark')).toBeChecked();
});

test('signed in: a choice the server refuses is taken back, and the page says so', async () => {
  mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    userSettingsGet: () => settings('light'),
    userSettingsUpdate: () => ({ status: 503, error: { code: 'database_unavailable', message: 'Not now.' } }),
  });
  const { user } = renderApp('/settings/appearance');
  const { radio } = await choices();

  await user.click(radio('Dark'));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your choice. Check your connection and try again.');
  expect(theme()).toBe('light');
  expect(radio('Light')).toBeChecked();
});
