import { screen, within } from '@testing-library/react';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { makePin, makeViewer } from '../../helpers/factories';
import { makeFullBoard, profileBoard, renderSaveApp, repinResult, settle } from '../saves/harness';

const kitchen = makeFullBoard('600', { name: 'Kitchen', url: '/ann_lee/kitchen/' });
const viewer = makeViewer({ created_at: '2020-01-01T00:00:00.000Z' });
const boards = { boardsGet: () => ({ data: [profileBoard, kitchen], bookmark: '-end-' }) };
const editPath = '/pin/900/repin/?isEditingPin=true&pinBoardId=500&isFromToast=true&originalPinId=1';
const savedToProfile = {
  localPinId: '900',
  boardId: '500',
  title: 'Profile',
  type: 'board',
  url: '/ann_lee/profile/',
  layout: 'quick_saves' as const,
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') }));
afterEach(() => jest.useRealTimers());

test('from the toast: moves the saved copy to the chosen board (save there, then delete the old copy)', async () => {
  const { user, api } = await renderSaveApp(editPath, {
    pins: [makePin('1', { savedInfo: savedToProfile })],
    viewer,
    handlers: {
      ...boards,
      repinCreate: () => ({
        status: 201,
        data: repinResult({ id: '901', board: { id: '600', url: kitchen.url, name: 'Kitchen', layout: 'default' } }),
      }),
      pinDelete: () => ({
        data: {
          id: '900',
          board_id: '500',
          origin_pin_id: '1',
          save_count: 1,
          savedInfo: { localPinId: '901', boardId: '600', title: 'Kitchen', type: 'board', url: kitchen.url, layout: 'default' },
        },
      }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Move your saved Pin' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Boards' });
  expect(within(list).getByRole('button', { name: 'Profile (saved here)' })).toBeDisabled();

  await user.click(within(list).getByRole('button', { name: 'Kitchen' }));
  await settle();

  expect(api.callsTo('repinCreate')[0].options).toMatchObject({ pin_id: '1', board_id: '600' });
  expect(api.callsTo('pinDelete').map((c) => c.options)).toEqual([{ id: '900' }]);
  expect(screen.getByText(/^Saved to/, { selector: '.repin__status' })).toHaveTextContent('Saved to Kitchen');
  // The list is asked for again once the pin is saved somewhere else (a save may have made a board).
  expect(await screen.findByRole('button', { name: 'Kitchen (saved here)' })).toBeDisabled();
  expect(api.callsTo('boardsGet')).toHaveLength(2);
});

test('an unsaved pin is saved to the board picked', async () => {
  const { user, api } = await renderSaveApp('/pin/1/repin/', {
    pins: [makePin('1')],
    viewer,
    handlers: {
      ...boards,
      repinCreate: () => ({ status: 201, data: repinResult({ board: { id: '600', url: kitchen.url, name: 'Kitchen', layout: 'default' } }) }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Save this Pin' })).toBeInTheDocument();
  expect(screen.getByText('Not saved yet')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Kitchen' }));
  await settle();

  expect(api.callsTo('repinCreate')[0].options).toMatchObject({ pin_id: '1', board_id: '600' });
  expect(api.callsTo('pinDelete')).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/ann_lee/kitchen/');
});

test('signed out, it asks to log in and comes back here', async () => {
  const { user, store } = await renderSaveApp(editPath, { pins: [makePin('1')] });
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  expect(selectLoginPrompt(store.getState())).toMatchObject({ visible: true, trigger: 'save', next: editPath });
});

test("'/repin/x' stays the catalogue's separate, not yet built variant", async () => {
  await renderSaveApp('/pin/1/repin/x/', { pins: [makePin('1')], viewer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
});
