import { act, screen } from '@testing-library/react';
import { authApi } from '../../../../client/features/auth/authApi';
import { SaveButton } from '../../../../client/features/saves/SaveButton';
import { readLocalSaves, readPendingSave, withLocalSave } from '../../../../client/features/saves/signedOutStorage';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { TIMINGS } from '../../../../shared/constants';
import { makePin, makeViewer } from '../../helpers/factories';
import { advance, profileBoard, renderSave, repinResult, savedInfoOn, settle } from './harness';

const saveButton = (pinId: string) => screen.getAllByRole('button').find((b) => b.dataset.pinId === pinId)!;
const viewer = makeViewer({ created_at: '2020-01-01T00:00:00.000Z' });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

/** LocalSavesResource create's answer for pins merged into Profile. */
function mergeAnswer(merged: { pin_id: string; id: string; save_count: number }[]) {
  const { board } = repinResult();
  return {
    board,
    merged: merged.map((m, index) => ({ index, ...m, created: true, origin_pin_id: m.pin_id, savedInfo: savedInfoOn(m.id, board) })),
    ignored: [],
  };
}

describe('withLocalSave', () => {
  test.each([
    { saves: [], pin: '1', expected: ['1'] },
    { saves: ['1'], pin: '2', expected: ['1', '2'] },
    { saves: ['1', '2'], pin: '3', expected: ['1', '2'] },
    { saves: ['1', '2'], pin: '1', expected: ['2', '1'] },
    { saves: ['1'], pin: '1', expected: ['1'] },
  ])('$saves + $pin gives $expected (at most 2; a third ignored; a stored pin replaced)', ({ saves, pin, expected }) => {
    const entries = saves.map((pin_id) => ({ pin_id }));
    expect(withLocalSave(entries, pin).map((e) => e.pin_id)).toEqual(expected);
  });
});

describe('readLocalSaves', () => {
  test.each([
    // Regression: one malformed entry threw every local save away.
    { stored: [{ pin_id: '1' }, { pin_id: 2 }, null, 'x', { pin: '4' }, { pin_id: '' }, { pin_id: 'abc' }, { pin_id: '3' }], expected: ['1', '3'] },
    { stored: [{ pin_id: '1' }, { nope: true }, { pin_id: '2' }, { pin_id: '3' }], expected: ['1', '2'] },
    { stored: [{ pin_id: '1' }, { pin_id: '2' }], expected: ['1', '2'] },
    { stored: { pin_id: '1' }, expected: [] },
    { stored: 'not json at all', raw: true, expected: [] },
  ])('$stored gives $expected (the well-formed entries, at most 2)', ({ stored, raw, expected }) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      localStorage.setItem('pinboard:localSaves', raw ? String(stored) : JSON.stringify(stored));
      expect(readLocalSaves().map((e) => e.pin_id)).toEqual(expected);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('signed out', () => {
  test('Save keeps the pin locally, holds the save for after login and asks to log in, calling nothing', async () => {
    const { user, store, api } = await renderSave({ pins: [makePin('1')], ui: <SaveButton pinId="1" /> });
    await user.click(saveButton('1'));

    expect(readLocalSaves()).toEqual([{ pin_id: '1' }]);
    expect(readPendingSave()).toEqual({ pinId: '1', hasSaved: false });
    expect(selectLoginPrompt(store.getState())).toEqual({ visible: true, trigger: 'save', next: '/pin/1/repin/' });
    expect(api.calls.map((c) => c.endpoint)).toEqual(['pinGet', 'viewerGet']);
    expect(saveButton('1')).toHaveAccessibleName('Save');
  });

  test('keeps at most 2 pins; a third is ignored; saving a kept pin again replaces its entry', async () => {
    const { user } = await renderSave({
      pins: [makePin('1'), makePin('2'), makePin('3')],
      ui: (
        <>
          <SaveButton pinId="1" />
          <SaveButton pinId="2" />
          <SaveButton pinId="3" />
        </>
      ),
    });
    await user.click(saveButton('1'));
    await user.click(saveButton('2'));
    await user.click(saveButton('3'));
    expect(readLocalSaves()).toEqual([{ pin_id: '1' }, { pin_id: '2' }]);
    expect(readPendingSave()).toEqual({ pinId: '3', hasSaved: false });

    await user.click(saveButton('1'));
    expect(readLocalSaves()).toEqual([{ pin_id: '2' }, { pin_id: '1' }]);
  });
});

describe('after login', () => {
  async function logIn(store: Awaited<ReturnType<typeof renderSave>>['store']) {
    await act(async () => {
      await store.dispatch(authApi.endpoints.login.initiate({ username_or_email: 'ann_lee', password: 'secret-pass' }));
    });
    // RTK Query's answers notify subscribers on the next animation frame (autoBatchEnhancer): let one pass.
    advance(16);
    await settle();
  }

  test('the held save runs once by itself and is marked done; the other local saves merge once', async () => {
    const { user, store, api } = await renderSave({
      pins: [makePin('1'), makePin('2')],
      handlers: {
        login: () => ({ data: viewer }),
        logout: () => ({ data: null }),
        boardCreate: () => ({ status: 201, data: profileBoard }),
        repinCreate: () => ({ status: 201, data: repinResult({ origin_pin_id: '2' }) }),
        localSavesMerge: () => ({ data: mergeAnswer([{ pin_id: '1', id: '901', save_count: 3 }]) }),
      },
      ui: (
        <>
          <SaveButton pinId="1" />
          <SaveButton pinId="2" />
        </>
      ),
    });
    await user.click(saveButton('1'));
    await user.click(saveButton('2'));
    await logIn(store);

    expect(api.callsTo('repinCreate').map((c) => c.options)).toEqual([
      { pin_id: '2', board_id: '500', section: null, user_id: '77', disable_event_log_info: true },
    ]);
    expect(api.callsTo('localSavesMerge').map((c) => c.options)).toEqual([{ saves: [{ pin_id: '1' }] }]);
    expect(readPendingSave()).toEqual({ pinId: '2', hasSaved: true });
    expect(readLocalSaves()).toEqual([]);
    expect(saveButton('2')).toHaveAccessibleName('Saved');
    expect(saveButton('1')).toHaveAccessibleName('Saved');
    advance(TIMINGS.repinToastDelay);
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Saved to Profile');

    // Logging out and in again in the same session repeats nothing.
    await act(async () => {
      await store.dispatch(authApi.endpoints.logout.initiate());
    });
    advance(16);
    await logIn(store);
    expect(api.callsTo('repinCreate')).toHaveLength(1);
    expect(api.callsTo('localSavesMerge')).toHaveLength(1);
  });

  test('merged pins show saved at once, on every card of them, with the count and board the merge answered', async () => {
    // Regression: the merge answer was ignored, so merged pins looked unsaved until a reload.
    localStorage.setItem('pinboard:localSaves', JSON.stringify([{ pin_id: '1' }, { pin_id: 7 }, { pin_id: '2' }]));
    const { store, api } = await renderSave({
      pins: [makePin('1', { saveCount: 2 }), makePin('2', { saveCount: 0 })],
      handlers: {
        login: () => ({ data: viewer }),
        localSavesMerge: () => ({
          data: mergeAnswer([
            { pin_id: '1', id: '901', save_count: 3 },
            { pin_id: '2', id: '902', save_count: 1 },
          ]),
        }),
      },
      ui: (
        <>
          <SaveButton pinId="1" />
          <SaveButton pinId="2" />
          <SaveButton pinId="1" className="second-card" />
        </>
      ),
    });
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(3);
    await logIn(store);

    // The malformed entry is left out; the good ones are merged.
    expect(api.callsTo('localSavesMerge').map((c) => c.options)).toEqual([{ saves: [{ pin_id: '1' }, { pin_id: '2' }] }]);
    expect(api.callsTo('repinCreate')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Saved' })).toHaveLength(3);
    expect(screen.getAllByText('Saved to Profile')).toHaveLength(3);
    const pins = store.getState().pins.entities;
    expect(pins['1']).toMatchObject({ saveCount: 3, savedInfo: { localPinId: '901', layout: 'quick_saves' } });
    expect(pins['2']).toMatchObject({ saveCount: 1, savedInfo: { localPinId: '902' } });
  });

  test('a failed merge is reported to the console, not shown, and its entries are kept', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { user, store } = await renderSave({
        pins: [makePin('1'), makePin('2')],
        handlers: {
          login: () => ({ data: viewer }),
          boardCreate: () => ({ status: 201, data: profileBoard }),
          repinCreate: () => ({ status: 201, data: repinResult({ origin_pin_id: '2' }) }),
          localSavesMerge: () => ({ status: 500, error: { code: 'internal', message: 'Internal error' } }),
        },
        ui: (
          <>
            <SaveButton pinId="1" />
            <SaveButton pinId="2" />
          </>
        ),
      });
      await user.click(saveButton('1'));
      await user.click(saveButton('2'));
      await logIn(store);

      expect(consoleError).toHaveBeenCalledWith('Merging signed-out saves failed', expect.objectContaining({ status: 500 }));
      expect(readLocalSaves()).toEqual([{ pin_id: '1' }]);
      advance(TIMINGS.repinToastDelay);
      expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Saved to Profile');
      expect(screen.getByRole('status', { name: 'Notifications' })).not.toHaveTextContent('Internal error');
    } finally {
      consoleError.mockRestore();
    }
  });
});
