import { screen, waitFor } from '@testing-library/react';
import { documentTitle, profilePageName } from '../../../../shared/domain/pageTitle';
import { makePins, makeUser } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

const profile = { ...makeUser('70', { username: 'maker', fullName: 'Mia Maker', followerCount: 1200 }), about: 'I make things', followingCount: 3, pinCount: 2, boardCount: 1 };

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test.each([
  ['/maker/', 'created', 'Created'],
  ['/maker/_created/', 'created', 'Created'],
  ['/maker/_saved', 'saved', 'Saved'],
])('%s shows the profile and its %s pins', async (path, filter, tab) => {
  const api = mockApi({ viewerGet: signedOut, userGet: () => ({ data: profile }), userPins: () => ({ data: makePins(1, 2), bookmark: '-end-' }) });
  renderApp(path);

  expect(await screen.findByRole('heading', { level: 1, name: 'Mia Maker' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('link', { name: /Pin 2$/ })).toHaveAttribute('href', '/pin/2/');
  expect(api.callsTo('userGet')[0].options).toEqual({ username: 'maker' });
  expect(api.callsTo('userPins')[0].options).toEqual({ username: 'maker', filter });
});

// The server titles a profile by the same rule before the app starts; the app must not change it when it does.
test('the document title is the shared profile page title', async () => {
  mockApi({ viewerGet: signedOut, userGet: () => ({ data: profile }), userPins: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/maker/');

  await screen.findByRole('heading', { level: 1, name: 'Mia Maker' });
  await waitFor(() => expect(document.title).toBe(documentTitle(profilePageName(profile))));
});

test('an unknown user is a 404 page', async () => {
  mockApi({ viewerGet: signedOut, userGet: () => ({ status: 404, error: { code: 'not_found', message: 'No such user.' } }) });
  renderApp('/nobody_here/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
