import { screen, waitFor, within } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '../../../../shared/domain/theme';
import { makePins, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'csrftoken=tok-9; path=/';
});

afterEach(() => {
  jest.useRealTimers();
});

const header = () => screen.getByRole('banner');

test('signed out, the header offers Log in and Sign up and a labelled search', async () => {
  mockApi({ viewerGet: signedOut });
  renderApp('/login');

  expect(await within(header()).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(within(header()).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(within(header()).getByRole('link', { name: 'Pinboard home' })).toHaveAttribute('href', '/');
  expect(within(header()).getByRole('search')).toContainElement(screen.getByRole('searchbox', { name: 'Search pins' }));
});

test('searching shows /search/pins/?q=… with the pins the server found', async () => {
  const api = mockApi({ viewerGet: signedOut, search: () => ({ data: makePins(1, 3), bookmark: '-end-' }) });
  const { user } = renderApp('/login');

  await user.type(await screen.findByRole('searchbox', { name: 'Search pins' }), 'red shoes{Enter}');

  expect(await screen.findByRole('heading', { level: 1, name: 'Pins for “red shoes”' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/search/pins/?q=red%20shoes');
  expect(await screen.findByRole('link', { name: /Pin 2$/ })).toHaveAttribute('href', '/pin/2/');
  expect(api.callsTo('search')[0].options).toEqual({ query: 'red shoes', scope: 'pins' });
});

test('signed in, the header shows the viewer; Log out ends the session with the csrf token', async () => {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    logout: () => ({ data: null }),
    homefeed: () => ({ data: makePins(1, 2), bookmark: '-end-' }),
  });
  const { user } = renderApp('/');

  const avatar = await within(header()).findByRole('img', { name: 'Ann Lee' });
  expect(avatar.closest('a')).toHaveAttribute('href', '/ann_lee/');
  await user.click(within(header()).getByRole('button', { name: 'Log out' }));

  expect(await within(header()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(api.callsTo('logout')[0].request.headers.get('x-csrftoken')).toBe('tok-9');
});

test("logging out shows this browser's own theme in place of the account's, without a reload", async () => {
  document.documentElement.setAttribute('data-theme', 'dark');
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  mockApi({
    viewerGet: () => ({ data: { ...makeViewer(), theme: 'dark' } }),
    logout: () => ({ data: null }),
    homefeed: () => ({ data: makePins(1, 2), bookmark: '-end-' }),
  });
  const { user } = renderApp('/');

  await user.click(await within(header()).findByRole('button', { name: 'Log out' }));

  await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('light'));
  localStorage.clear();
});
