import { screen } from '@testing-library/react';
import { makePin } from '../helpers/factories';
import { mockApi, signedOut } from '../helpers/mockApi';
import { renderApp } from '../helpers/renderWithProviders';

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
