import { screen, waitFor } from '@testing-library/react';
import { loadFromServer } from '../../../client/app/leaveApp';
import { makePin, makeViewer } from '../helpers/factories';
import { mockApi, signedOut } from '../helpers/mockApi';
import { renderApp } from '../helpers/renderWithProviders';

jest.mock('../../../client/app/leaveApp', () => ({ loadFromServer: jest.fn() }));

beforeEach(() => {
  mockApi({ viewerGet: signedOut });
});

test.each([
  '/no/such/page/here/',
  '/about',
  '/pin/not-a-number/',
  '/pin/words--not-a-number/',
  '/someone/board/section/extra/',
  '/settings/notifications/',
])('%s is a 404 page with a way home', async (path) => {
  renderApp(path);

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home feed' })).toHaveAttribute('href', '/');
});

test.each(['/today/', '/pin/12/comments', '/business/hub'])('%s is recognised but not built: a "Coming soon" page', async (path) => {
  renderApp(path);

  expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
});

test('/offsite/ is the server\'s page: reached inside the app, the browser loads it from the server instead of "Coming soon"', async () => {
  renderApp('/offsite/?pin=1&url=https%3A%2F%2Fexample.com%2F');

  await waitFor(() => expect(loadFromServer).toHaveBeenCalledWith('/offsite/?pin=1&url=https%3A%2F%2Fexample.com%2F'));
  expect(screen.queryByRole('heading', { name: 'Coming soon' })).not.toBeInTheDocument();
});

test.each(['/login', '/signup'])('a signed-in visitor at %s goes home', async (path) => {
  mockApi({ viewerGet: () => ({ data: makeViewer() }), homefeed: () => ({ data: [], bookmark: '-end-' }) });
  renderApp(path);

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
});

test('every page has the header and main landmarks', async () => {
  renderApp('/no/such/page/here/');

  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the search-friendly /pin/{slug}--{id}/ opens that pin and keeps its url', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    pinGet: () => ({ data: makePin('5', { title: 'Blue kitchen', seoUrl: '/pin/blue-kitchen--5/' }) }),
    relatedPins: () => ({ data: [], bookmark: '-end-' }),
  });
  renderApp('/pin/blue-kitchen--5/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Blue kitchen' })).toBeInTheDocument();
  expect(api.callsTo('pinGet')[0].options).toEqual({ id: '5' });
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/blue-kitchen--5/');
});
