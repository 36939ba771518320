import { act, screen, waitFor } from '@testing-library/react';
import { END_BOOKMARK } from '../../../../shared/constants';
import { documentTitle } from '../../../../shared/domain/pageTitle';
import { makePins, makeViewer } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollY = 0;
});
afterEach(() => jest.useRealTimers());

async function scrollWindowTo(y: number) {
  await act(async () => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(200);
  });
}

const woodworking = { id: '13', name: 'Woodworking', urlName: 'woodworking', followedByMe: false };

test('/ideas/{interest}/{id}/ shows the topic, a Follow button and its pins, asking by the id in the url', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    interestGet: () => ({ data: woodworking }),
    interestFeed: () => ({ data: makePins(1, 3), bookmark: END_BOOKMARK }),
  });
  renderApp('/ideas/any-words/13/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Woodworking' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Pin 3$/ })).toHaveAttribute('href', '/pin/3/');
  expect(api.callsTo('interestGet')[0].options).toEqual({ interest_id: '13' });
  expect(api.callsTo('interestFeed')[0].options).toEqual({ interest_id: '13' });
  await waitFor(() => expect(document.title).toBe(documentTitle('Woodworking')));
});

test('pages through the pins by bookmark as the grid scrolls near its end', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    interestGet: () => ({ data: woodworking }),
    interestFeed: ({ bookmark }) => (bookmark ? { data: makePins(26, 30), bookmark: END_BOOKMARK } : { data: makePins(1, 25), bookmark: 'page-2' }),
  });
  renderApp('/ideas/woodworking/13/');

  await screen.findByRole('link', { name: /Pin 1$/ });
  expect(api.callsTo('interestFeed')).toHaveLength(1);
  await scrollWindowTo(3000);
  await waitFor(() => expect(api.callsTo('interestFeed')).toHaveLength(2));
  expect(api.callsTo('interestFeed')[1].options).toMatchObject({ bookmark: 'page-2' });
});

test('/videos/{category}/{id}/ is the same topic with only its video pins', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    interestGet: () => ({ data: woodworking }),
    interestFeed: () => ({ data: [], bookmark: END_BOOKMARK }),
  });
  renderApp('/videos/woodworking/13/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Woodworking videos' })).toBeInTheDocument();
  expect(await screen.findByText('No videos about this topic yet.')).toBeInTheDocument();
  expect(api.callsTo('interestFeed')[0].options).toEqual({ interest_id: '13', kind: 'video' });
});

test('signed in, Follow follows the topic and the button says so', async () => {
  const api = mockApi({
    viewerGet: () => ({ data: makeViewer() }),
    interestGet: () => ({ data: woodworking }),
    interestFeed: () => ({ data: [], bookmark: END_BOOKMARK }),
    followInterest: () => ({ data: { id: '13', followedByMe: true } }),
  });
  const { user } = renderApp('/ideas/woodworking/13/');

  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(api.callsTo('followInterest').map((c) => c.options)).toEqual([{ interest_id: '13' }]);
});

test('signed out, Follow asks to log in and follows nothing', async () => {
  const api = mockApi({
    viewerGet: signedOut,
    interestGet: () => ({ data: woodworking }),
    interestFeed: () => ({ data: [], bookmark: END_BOOKMARK }),
  });
  const { user } = renderApp('/ideas/woodworking/13/');

  await user.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('dialog', { name: 'Log in to follow' })).toBeInTheDocument();
  expect(api.callsTo('followInterest')).toHaveLength(0);
});

test('an unknown topic is "Page not found"', async () => {
  mockApi({ viewerGet: signedOut, interestGet: () => ({ status: 404, error: { code: 'not_found', message: 'No such interest.' } }) });
  renderApp('/ideas/woodworking/999/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
