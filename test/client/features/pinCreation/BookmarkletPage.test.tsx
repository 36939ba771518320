import { screen } from '@testing-library/react';
import { makeBoard, makePin, makeViewer } from '../../helpers/factories';
import { makeFullBoard, renderSaveApp } from '../saves/harness';
import { settleUntil } from './settleUntil';

const kitchen = makeFullBoard('600', { name: 'Kitchen', url: '/ann_lee/kitchen/' });
const created = makePin('700', { board: makeBoard('600', '77', { name: 'Kitchen', url: '/ann_lee/kitchen/' }) });
const query = new URLSearchParams({ url: 'https://bread.example/loaf', media: 'https://cdn.bread.example/loaf.jpg', description: 'The best loaf' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

test('is prefilled from the query and saves the image address with method button', async () => {
  const { user, api } = await renderSaveApp(`/pin/create/button/?${query}`, {
    viewer: makeViewer(),
    pins: [created],
    handlers: {
      boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }),
      pinCreate: () => ({ status: 201, data: created }),
      relatedPins: () => ({ data: [], bookmark: '-end-' }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Save to Pinboard' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'What you are saving' })).toHaveAttribute('src', 'https://cdn.bread.example/loaf.jpg');
  expect(screen.getByRole('textbox', { name: 'Destination link' })).toHaveValue('https://bread.example/loaf');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('The best loaf');
  expect(await screen.findByRole('combobox', { name: 'Board' })).toHaveValue('600');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/pin/700/'));
  expect(api.callsTo('pinCreate')[0].options).toEqual({
    board_id: '600',
    image_url: 'https://cdn.bread.example/loaf.jpg',
    link: 'https://bread.example/loaf',
    description: 'The best loaf',
    title: '',
    alt_text: null,
    method: 'button',
  });
});

test('a refused address is shown, and nothing else happens', async () => {
  const { user } = await renderSaveApp(`/pin/create/button/?${query}`, {
    viewer: makeViewer(),
    handlers: {
      boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }),
      pinCreate: () => ({
        status: 400,
        error: { code: 'bad_request', message: 'That address is not allowed.', fields: { image_url: 'not a public address' } },
      }),
    },
  });
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('not a public address')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/create/button/');
});

test('without an image address there is nothing to save', async () => {
  await renderSaveApp('/pin/create/button/?url=https%3A%2F%2Fbread.example%2F', { viewer: makeViewer() });
  expect(await screen.findByRole('heading', { level: 1, name: 'No image to save' })).toBeInTheDocument();
});
