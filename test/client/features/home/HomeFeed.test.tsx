import { act, screen, waitFor, within } from '@testing-library/react';
import { END_BOOKMARK } from '../../../../shared/constants';
import { makePins } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

/**
 * Scrolls the window the way a user would: the position changes, then a scroll event fires. Timers run on and
 * promises settle in between, so a request the scroll starts has reached fetch when this returns.
 */
async function scrollWindowTo(y: number) {
  await act(async () => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(200);
  });
}

const grid = () => screen.getByRole('list');
const cardLink = (id: string) => within(grid()).queryByRole('link', { name: new RegExp(`^Pin ${id}$`) });
/** The card's image: the closeup link is laid over the media inside the same card, not wrapped around it. */
const cardImage = (id: string) => within(cardLink(id)!.closest('article')!).getByRole('img');

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

test('the home grid shows the first page of the feed as links to each closeup, with a srcset', async () => {
  mockApi({ viewerGet: signedOut, homefeed: () => ({ data: makePins(1, 25), bookmark: 'page-2' }) });

  renderApp('/');

  const first = await screen.findByRole('link', { name: 'Pin 1' });
  expect(first).toHaveAttribute('href', '/pin/1/');
  const image = cardImage('1');
  expect(image).toHaveAttribute('alt', 'This contains an image of: Pin 1');
  expect(image).toHaveAttribute('srcset', expect.stringContaining('/media/images/sig1/236x.jpg 236w'));
  expect(image).toHaveAttribute('srcset', expect.stringContaining('/media/images/sig1/474x.jpg 474w'));
  expect(image).toHaveAttribute('width', '236');
  expect(image).toHaveAttribute('height', '472');
  expect(cardLink('2')).toHaveAttribute('href', '/pin/2/');
});

test('cards sit in the DOM in feed order, so Tab and screen readers follow the feed', async () => {
  mockApi({ viewerGet: signedOut, homefeed: () => ({ data: makePins(1, 25), bookmark: END_BOOKMARK }) });

  renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });
  await scrollWindowTo(1000);

  const hrefs = within(grid())
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')!)
    .filter((href) => href.startsWith('/pin/'))
    .map((href) => Number(href.split('/')[2]));
  expect(hrefs.length).toBeGreaterThan(8);
  expect(hrefs).toEqual([...hrefs].sort((a, b) => a - b));
});

test('cards reserve their image height and load the first row eagerly, the rest lazily', async () => {
  mockApi({ viewerGet: signedOut, homefeed: () => ({ data: makePins(1, 25), bookmark: 'page-2' }) });

  renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });

  // 1024 px wide: four fixed 236 px columns, so the 236 x 472 image keeps its size.
  const media = cardImage('1').parentElement!;
  expect(media).toHaveStyle({ height: '472px', backgroundColor: '#a0b0c0' });
  const loading = ['1', '2', '3', '4', '5'].map((id) => cardImage(id).getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
});

test('scrolling near the end asks for the next page with the bookmark of the first, and appends it', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    homefeed: ({ bookmark }) =>
      bookmark === 'page-2' ? { data: makePins(26, 40), bookmark: END_BOOKMARK } : { data: makePins(1, 25), bookmark: 'page-2' },
  });

  renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });
  expect(api.callsTo('homefeed')).toHaveLength(1);

  await scrollWindowTo(3000);

  await waitFor(() => expect(api.callsTo('homefeed')).toHaveLength(2));
  expect(api.callsTo('homefeed')[1].options).toMatchObject({ bookmark: 'page-2' });
  await waitFor(() => expect(cardLink('26')).toHaveAttribute('href', '/pin/26/'));
  expect(cardLink('1')).toBeNull();
});

test("after '-end-' the grid asks for nothing more, however far it scrolls", async () => {
  const api = mockApi({ viewerGet: signedOut, homefeed: () => ({ data: makePins(1, 25), bookmark: END_BOOKMARK }) });

  renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });

  await scrollWindowTo(3000);
  await waitFor(() => expect(cardLink('25')).not.toBeNull());
  for (const y of [3500, 4000, 20000]) await scrollWindowTo(y);

  expect(api.callsTo('homefeed')).toHaveLength(1);
});

test('a failed next page waits for "Try again" instead of retrying on every scroll', async () => {
  let failures = 1;
  const api = mockApi({
    viewerGet: signedOut,
    homefeed: ({ bookmark }) => {
      if (!bookmark) return { data: makePins(1, 25), bookmark: 'page-2' };
      if (failures-- > 0) return { status: 503, error: { code: 'unavailable', message: 'The feed is busy. Try again in a moment.' } };
      return { data: makePins(26, 30), bookmark: END_BOOKMARK };
    },
  });
  const { user } = renderApp('/');
  await screen.findByRole('link', { name: /Pin 1$/ });

  await scrollWindowTo(3000);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('The feed is busy. Try again in a moment.');
  for (const y of [1000, 3000, 3600]) await scrollWindowTo(y);
  expect(api.callsTo('homefeed')).toHaveLength(2);

  await user.click(within(notice).getByRole('button', { name: 'Try again' }));

  await waitFor(() => expect(cardLink('26')).not.toBeNull());
  expect(api.callsTo('homefeed')).toHaveLength(3);
  expect(screen.queryByRole('alert')).toBeNull();
});
