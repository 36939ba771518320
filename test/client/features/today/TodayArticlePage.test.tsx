import { screen, waitFor, within } from '@testing-library/react';
import { END_BOOKMARK } from '../../../../shared/constants';
import { allSizes } from '../../../../shared/domain/imageSizes';
import { documentTitle } from '../../../../shared/domain/pageTitle';
import { makePins } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const article = {
  id: '4',
  title: 'Small kitchens, big ideas',
  description: 'Six kitchens we love.',
  coverImages: allSizes('sigcover', { width: 1200, height: 800 }, '#778899'),
  createdAt: '2026-10-01T00:00:00.000Z',
};

test('/today/article/{id}/ shows the cover, the title, the words and the pins, in that order', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    todayArticleGet: () => ({ data: article }),
    todayArticleFeed: () => ({ data: makePins(1, 3), bookmark: END_BOOKMARK }),
  });
  renderApp('/today/article/4/');

  const heading = await screen.findByRole('heading', { level: 1, name: 'Small kitchens, big ideas' });
  const header = heading.closest('header')!;
  expect(within(header).getByText('Six kitchens we love.')).toBeInTheDocument();
  // The cover is decoration: the title says what the article is.
  const cover = header.querySelector('img')!;
  expect(cover).toHaveAttribute('alt', '');
  expect(cover).toHaveAttribute('src', '/media/images/sigcover/736x.jpg');
  expect(within(header).getByText(/2026/).closest('time')).toHaveAttribute('dateTime', '2026-10-01T00:00:00.000Z');
  expect(await screen.findByRole('link', { name: /Pin 3$/ })).toHaveAttribute('href', '/pin/3/');
  expect(api.callsTo('todayArticleGet')[0].options).toEqual({ article_id: '4' });
  expect(api.callsTo('todayArticleFeed')[0].options).toEqual({ article_id: '4' });
  await waitFor(() => expect(document.title).toBe(documentTitle('Small kitchens, big ideas')));
});

test('an article whose pins are all gone says so', async () => {
  mockApi({ viewerGet: signedOut, todayArticleGet: () => ({ data: article }), todayArticleFeed: () => ({ data: [], bookmark: END_BOOKMARK }) });
  renderApp('/today/article/4/');

  expect(await screen.findByText('The pins of this article are no longer here.')).toBeInTheDocument();
});

test('an unknown article is "Page not found"', async () => {
  mockApi({ viewerGet: signedOut, todayArticleGet: () => ({ status: 404, error: { code: 'not_found', message: 'Article not found.' } }) });
  renderApp('/today/article/999/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('a failed load offers to try again', async () => {
  let fail = true;
  mockApi({
    viewerGet: signedOut,
    todayArticleGet: () =>
      fail ? { status: 500, error: { code: 'internal', message: 'Sorry! Something went wrong on our end.' } } : { data: article },
    todayArticleFeed: () => ({ data: [], bookmark: END_BOOKMARK }),
  });
  const { user } = renderApp('/today/article/4/');

  const retry = await screen.findByRole('button', { name: /try again/i });
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('heading', { level: 1, name: 'Small kitchens, big ideas' })).toBeInTheDocument();
});
