import { screen, waitFor, within } from '@testing-library/react';
import { documentTitle, pinPageName } from '../../../../shared/domain/pageTitle';
import { makePin, makePins } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('the closeup shows the pin, its pinner and board, then related pins', async () => {
  const pin = makePin('5', {
    title: 'Blue kitchen',
    description: 'Tiles everywhere',
    altText: 'A blue kitchen',
    link: 'https://example.com/k',
    domain: 'example.com',
  });
  const api = mockApi({
    viewerGet: signedOut,
    pinGet: () => ({ data: pin }),
    relatedPins: () => ({ data: makePins(30, 32), bookmark: '-end-' }),
  });
  renderApp('/pin/5/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Blue kitchen' })).toBeInTheDocument();
  const article = screen.getByRole('article');
  expect(within(article).getByRole('img', { name: 'This contains: A blue kitchen' })).toHaveAttribute(
    'srcset',
    expect.stringContaining('564x.jpg 564w'),
  );
  expect(within(article).getByText('Tiles everywhere')).toBeInTheDocument();
  expect(within(article).getByRole('link', { name: 'User 95' })).toHaveAttribute('href', '/user95/');
  expect(within(article).getByRole('link', { name: 'Board 85' })).toHaveAttribute('href', '/user95/board-85/');
  expect(within(article).getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com/k');
  expect(await screen.findByRole('link', { name: /Pin 31$/ })).toHaveAttribute('href', '/pin/31/');
  expect(api.callsTo('relatedPins')[0].options).toEqual({ pin_id: '5' });
});

// The server titles /pin/{id}/ by the same rule before the app starts; the app must not change it when it does.
test.each([
  ['a titled pin', 'Blue kitchen'],
  ['an untitled pin', ''],
  ['a pin whose title is only spaces', '   '],
])('the document title of %s is the shared pin page title', async (_, title) => {
  const pin = makePin('5', { title });
  mockApi({ viewerGet: signedOut, pinGet: () => ({ data: pin }), relatedPins: () => ({ data: [], bookmark: '-end-' }) });
  renderApp('/pin/5/');

  expect(await screen.findByRole('heading', { level: 1, name: pinPageName(pin) })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(documentTitle(pinPageName(pin))));
});

test('a pin the server does not know is a 404 page', async () => {
  mockApi({ viewerGet: signedOut, pinGet: () => ({ status: 404, error: { code: 'not_found', message: 'No such pin.' } }) });
  renderApp('/pin/404/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
