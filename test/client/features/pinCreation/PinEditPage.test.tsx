import { screen, within } from '@testing-library/react';
import { makeBoard, makeBoardDetail, makePin, makeUser, makeViewer } from '../../helpers/factories';
import { advance, makeFullBoard, renderSaveApp } from '../saves/harness';
import { settleUntil } from './settleUntil';
import { selectToasts } from '../../../../client/features/toast/toastSlice';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';

const kitchen = makeFullBoard('600', {
  name: 'Kitchen',
  url: '/ann_lee/kitchen/',
  sections: [{ id: '31', slug: 'bread', title: 'Bread', pinCount: 0 }],
});
const garden = makeFullBoard('601', { name: 'Garden', url: '/ann_lee/garden/' });
const onKitchen = makeBoard('600', '77', { name: 'Kitchen', url: '/ann_lee/kitchen/' });
const mine = makePin('5', { title: 'Loaf', description: 'Crusty', link: 'https://bread.example/', pinner: makeUser('77'), board: onKitchen });
const kitchenDetail = makeBoardDetail('600', makeUser('77', { username: 'ann_lee' }), 'kitchen', { name: 'Kitchen', sections: kitchen.sections });
const boards = {
  boardsGet: () => ({ data: [kitchen, garden], bookmark: '-end-' }),
  boardGet: () => ({ data: kitchenDetail }),
  relatedPins: () => ({ data: [], bookmark: '-end-' }),
};
const deleted = { id: '5', board_id: '600', origin_pin_id: '5', save_count: 0, savedInfo: null };

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

const DELETE_FAILED = 'Sorry! There was an error deleting your Pin.';
const toast = () => screen.getByRole('status', { name: 'Notifications' });

test('saves the edited details and a move to another board', async () => {
  const { user, api } = await renderSaveApp('/pin/5/edit', {
    viewer: makeViewer(),
    pins: [mine],
    handlers: { ...boards, pinUpdate: () => ({ data: { ...mine, title: 'Rye loaf' } }) },
  });
  const title = await screen.findByRole('textbox', { name: 'Title' });
  expect(title).toHaveValue('Loaf');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Crusty');
  await user.clear(title);
  await user.type(title, 'Rye loaf');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Board' }), 'Garden');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/'));

  expect(api.callsTo('pinUpdate')[0].options).toEqual({
    id: '5',
    title: 'Rye loaf',
    description: 'Crusty',
    link: 'https://bread.example/',
    alt_text: null,
    board_id: '601',
    section: null,
  });
  // The closeup is a lazy route: the navigation (and the toast raised with it) commits once it has loaded.
  await settleUntil(() => expect(screen.queryByRole('heading', { level: 1, name: 'Edit Pin' })).toBeNull());
  await advance(100);
  expect(toast()).toHaveTextContent('Pin saved!');
});

test("starts on the pin's section, clears it on another board and brings it back on the pin's own", async () => {
  const { user, api } = await renderSaveApp('/pin/5/edit', {
    viewer: makeViewer(),
    pins: [{ ...mine, sectionId: '31' }],
    handlers: { ...boards, pinUpdate: () => ({ data: mine }) },
  });
  const section = await screen.findByRole('combobox', { name: 'Section' });
  expect(section).toHaveDisplayValue('Bread');
  const board = screen.getByRole('combobox', { name: 'Board' });
  await user.selectOptions(board, 'Garden');
  expect(section).toHaveDisplayValue('No section');
  await user.selectOptions(board, 'Kitchen');
  expect(section).toHaveDisplayValue('Bread');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/'));
  expect(api.callsTo('pinUpdate')[0].options).toMatchObject({ board_id: '600', section: '31' });
  await advance(100);
});

test("a collaborator who may not save to the pin's board still sees its sections, the pin's chosen", async () => {
  const trips = makeBoardDetail('700', makeUser('90', { username: 'bo' }), 'trips', {
    name: 'Trips',
    permissions: ['edit'],
    sections: [{ id: '41', slug: 'rome', title: 'Rome', pinCount: 1 }],
  });
  const theirs = makePin('6', { pinner: makeUser('90'), board: makeBoard('700', '90', { name: 'Trips', url: '/bo/trips/' }), sectionId: '41' });
  await renderSaveApp('/pin/6/edit', { viewer: makeViewer(), pins: [theirs], handlers: { ...boards, boardGet: () => ({ data: trips }) } });
  expect(await screen.findByRole('combobox', { name: 'Board' })).toHaveDisplayValue('Trips');
  expect(screen.getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('Rome');
});

test('deletes after a confirmation: "Pin deleted!" and back to the board', async () => {
  const { user, api } = await renderSaveApp('/pin/5/edit', {
    viewer: makeViewer(),
    pins: [mine],
    handlers: {
      ...boards,
      pinDelete: () => ({ data: deleted }),
      boardGet: () => ({ data: makeBoardDetail('600', makeUser('77', { username: 'ann_lee' }), 'kitchen') }),
      boardFeed: () => ({ data: [], bookmark: '-end-' }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this Pin?' });
  expect(api.callsTo('pinDelete')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete Pin' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/ann_lee/kitchen/'));
  expect(api.callsTo('pinDelete')[0].options).toEqual({ id: '5' });
  await advance(100);
  expect(toast()).toHaveTextContent('Pin deleted!');
});

test('a failed delete says so and stays', async () => {
  const { user, store } = await renderSaveApp('/pin/5/edit', {
    viewer: makeViewer(),
    pins: [mine],
    handlers: { ...boards, pinDelete: () => ({ status: 500, error: { code: 'internal', message: 'boom' } }) },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Pin' }));
  await settleUntil(() => expect(selectToasts(store.getState()).flatMap((t) => t.parts)).toEqual([DELETE_FAILED]));
  await advance(100);
  expect(toast()).toHaveTextContent(DELETE_FAILED);
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/5/edit');
});

test('a stranger gets a clear not-allowed page; a collaborator with edit gets the form but no Delete', async () => {
  const theirs = makePin('6', { pinner: makeUser('90'), board: makeBoard('700', '90', { url: '/bo/trips/' }) });
  const trips = (permissions: string[]) => () => ({ data: makeBoardDetail('700', makeUser('90', { username: 'bo' }), 'trips', { permissions }) });
  let view = await renderSaveApp('/pin/6/edit', { viewer: makeViewer(), pins: [theirs], handlers: { ...boards, boardGet: trips([]) } });
  expect(await screen.findByRole('heading', { level: 1, name: "You can't edit this Pin" })).toBeInTheDocument();
  view.unmount();

  view = await renderSaveApp('/pin/6/edit', { viewer: makeViewer(), pins: [theirs], handlers: { ...boards, boardGet: trips(['save', 'edit']) } });
  expect(await view.findByRole('heading', { level: 1, name: 'Edit Pin' })).toBeInTheDocument();
  expect(view.api.callsTo('boardGet')[0].options).toEqual({ username: 'bo', slug: 'trips' });
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
});

test('signed out, the page and the prompt say what needs a log-in: editing this Pin', async () => {
  const { user, store } = await renderSaveApp('/pin/5/edit', { viewer: null, pins: [mine], handlers: boards });
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to edit this Pin' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(selectLoginPrompt(store.getState())).toMatchObject({ visible: true, trigger: 'edit', next: '/pin/5/edit' });
});

test('a session that ended while editing asks to log in to edit this Pin', async () => {
  const { user, store } = await renderSaveApp('/pin/5/edit', {
    viewer: makeViewer(),
    pins: [mine],
    handlers: { ...boards, pinUpdate: () => ({ status: 401, error: { code: 'unauthorized', message: 'Log in to continue.' } }) },
  });
  await screen.findByRole('textbox', { name: 'Title' });
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await settleUntil(() => expect(selectLoginPrompt(store.getState())).toMatchObject({ visible: true, trigger: 'edit' }));
});
