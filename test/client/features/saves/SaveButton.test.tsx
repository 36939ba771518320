import { screen, within } from '@testing-library/react';
import { SaveButton } from '../../../../client/features/saves/SaveButton';
import { TIMINGS } from '../../../../shared/constants';
import { makePin, makeUser, makeViewer } from '../../helpers/factories';
import { advance, holdRequests, makeFullBoard, profileBoard, renderSave, repinResult, savedInfoOn, settle } from './harness';

const saveButton = (pinId = '1') => screen.getAllByRole('button').find((b) => b.dataset.pinId === pinId)!;
const stateOf = (pinId = '1') => saveButton(pinId).closest('[data-save-state]')!.getAttribute('data-save-state');
const notifications = () => screen.getByRole('status', { name: 'Notifications' });

const oldViewer = makeViewer({ created_at: '2020-01-01T00:00:00.000Z' });
const quickSave = {
  boardCreate: () => ({ status: 201, data: profileBoard }),
  repinCreate: () => ({ status: 201, data: repinResult() }),
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
});
afterEach(() => jest.useRealTimers());

describe('quick save (save_behavior 0)', () => {
  test('unsaved, saving (clicks ignored), then saved: creates-or-returns Profile, then repins into it', async () => {
    const { user, api } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    expect(saveButton()).toHaveAccessibleName('Save');
    expect(saveButton()).toHaveAttribute('aria-pressed', 'false');
    expect(stateOf()).toBe('unsaved');

    const release = holdRequests('repinCreate');
    await user.click(saveButton());
    expect(stateOf()).toBe('saving');
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(saveButton());
    await user.click(saveButton());
    await release();

    expect(stateOf()).toBe('saved');
    expect(saveButton()).toHaveAccessibleName('Saved');
    expect(saveButton()).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('boardCreate').map((c) => c.options)).toEqual([
      { name: 'Profile', layout: 'quick_saves', return_existing: true, user_id: '77' },
    ]);
    expect(api.callsTo('repinCreate').map((c) => c.options)).toEqual([
      { pin_id: '1', board_id: '500', section: null, user_id: '77', disable_event_log_info: true },
    ]);
  });

  test("shows 'Saved!', then after 950 ms 'Saved to Profile'", async () => {
    const { user } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    await user.click(saveButton());
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(TIMINGS.savedBoardNameReveal - 1);
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved!')).toBeNull();
    expect(screen.getByText('Saved to Profile')).toHaveClass('save-control__board');
  });

  test("the toast comes 2500 ms after the save: 'Saved to Profile' with Change, for 5000 ms", async () => {
    const { user } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    await user.click(saveButton());
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    advance(TIMINGS.repinToastDelay - 1);
    expect(notifications()).toBeEmptyDOMElement();
    advance(1);
    expect(notifications()).toHaveTextContent('Saved to Profile');
    const change = within(notifications()).getByRole('button', { name: 'Change saved Pin button' });
    expect(within(notifications()).queryByRole('button', { name: 'Organize' })).toBeNull();

    advance(TIMINGS.saveToast - 1);
    expect(notifications()).toHaveTextContent('Saved to Profile');
    advance(1);
    advance(TIMINGS.toastHideFade);
    expect(notifications()).toBeEmptyDOMElement();
    expect(change).not.toBeInTheDocument();
  });

  test('Change opens the edit-saved-pin route', async () => {
    const { user } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    await user.click(saveButton());
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(TIMINGS.repinToastDelay);
    await user.click(within(notifications()).getByRole('button', { name: 'Change saved Pin button' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pin/900/repin/?isEditingPin=true&pinBoardId=500&isFromToast=true&originalPinId=1');
  });

  test('a new user (account under 28 days old) is offered Organize too', async () => {
    const newViewer = makeViewer({ created_at: '2026-11-01T00:00:00.000Z' });
    const { user } = await renderSave({ pins: [makePin('1')], viewer: newViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    await user.click(saveButton());
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(TIMINGS.repinToastDelay);
    await user.click(within(notifications()).getByRole('button', { name: 'Organize' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/pin/900/repin/?isEditingPin=true');
  });

  test('saving a repin marks its original saved too, in one update every card reads', async () => {
    const pins = [makePin('1', { isRepin: true }), makePin('2')];
    const { user } = await renderSave({
      pins,
      viewer: oldViewer,
      handlers: { ...quickSave, repinCreate: () => ({ status: 201, data: repinResult({ origin_pin_id: '2', save_count: 8 }) }) },
      ui: (
        <>
          <SaveButton pinId="1" />
          <SaveButton pinId="2" />
        </>
      ),
    });
    await user.click(saveButton('1'));
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    expect(stateOf('1')).toBe('saved');
    expect(stateOf('2')).toBe('saved');
  });
});

describe('the repin animation', () => {
  const animation = () => screen.queryByTestId('repin-animation');
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  test('shows as the save lands, not while it runs, and is gone before the toast comes', async () => {
    const { user } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    const release = holdRequests('repinCreate');
    await user.click(saveButton());
    expect(stateOf()).toBe('saving');
    expect(animation()).toBeNull();
    await release();

    expect(animation()).toBeInTheDocument();
    expect(animation()).toHaveAttribute('aria-hidden', 'true');
    expect(animation()).toHaveStyle({ animationDuration: `${TIMINGS.repinAnimation}ms` });
    advance(TIMINGS.repinAnimation - 1);
    expect(animation()).toBeInTheDocument();
    advance(1);
    expect(animation()).toBeNull();
    expect(TIMINGS.repinAnimation).toBeLessThan(TIMINGS.repinToastDelay);
    expect(notifications()).toBeEmptyDOMElement();
    advance(TIMINGS.repinToastDelay - TIMINGS.repinAnimation);
    expect(notifications()).toHaveTextContent('Saved to Profile');
    expect(animation()).toBeNull();
  });

  test('is skipped for those who prefer reduced motion; the save and the toast are not', async () => {
    Object.assign(window, { matchMedia: (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce') }) });
    const { user } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    await user.click(saveButton());
    await settle();
    expect(stateOf()).toBe('saved');
    expect(animation()).toBeNull();
    advance(TIMINGS.repinToastDelay);
    expect(notifications()).toHaveTextContent('Saved to Profile');
  });

  test('not for a failed save, nor for a pin that was already saved when it loaded', async () => {
    const { user } = await renderSave({
      pins: [makePin('1'), makePin('2', { savedInfo: savedInfoOn('850', repinResult().board) })],
      viewer: oldViewer,
      handlers: { ...quickSave, repinCreate: () => ({ status: 500, error: { code: 'internal', message: 'Internal error' } }) },
      ui: (
        <>
          <SaveButton pinId="1" />
          <SaveButton pinId="2" />
        </>
      ),
    });
    expect(stateOf('2')).toBe('saved');
    await user.click(saveButton('1'));
    await settle();
    expect(stateOf('1')).toBe('unsaved');
    expect(animation()).toBeNull();
  });
});

describe('save failures', () => {
  test("the server's message, and the button returns to unsaved", async () => {
    const { user } = await renderSave({
      pins: [makePin('1')],
      viewer: oldViewer,
      handlers: {
        ...quickSave,
        repinCreate: () => ({ status: 403, error: { code: 'forbidden', message: "You can't save to this board." } }),
      },
      ui: <SaveButton pinId="1" />,
    });
    await user.click(saveButton());
    await settle();
    expect(stateOf()).toBe('unsaved');
    advance(TIMINGS.toastShow);
    expect(notifications()).toHaveTextContent("You can't save to this board.");
  });

  test("without a server message: 'Sorry! Something went wrong on our end.'", async () => {
    const { user, api } = await renderSave({ pins: [makePin('1')], viewer: oldViewer, handlers: quickSave, ui: <SaveButton pinId="1" /> });
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(saveButton());
    await settle();
    expect(stateOf()).toBe('unsaved');
    advance(TIMINGS.toastShow);
    expect(notifications()).toHaveTextContent('Sorry! Something went wrong on our end.');
  });
});

describe('unsave', () => {
  async function savedPin(handlers = {}) {
    const rendered = await renderSave({
      pins: [makePin('1')],
      viewer: oldViewer,
      handlers: {
        ...quickSave,
        pinDelete: () => ({ data: { id: '900', board_id: '500', origin_pin_id: '1', save_count: 0, savedInfo: null } }),
        ...handlers,
      },
      ui: <SaveButton pinId="1" />,
    });
    await rendered.user.click(saveButton());
    await settle();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(TIMINGS.repinToastDelay);
    advance(TIMINGS.saveToast);
    advance(TIMINGS.toastHideFade);
    return rendered;
  }

  test("deleting (clicks ignored), then unsaved and 'Pin deleted!' for 2000 ms", async () => {
    const { user, api } = await savedPin();
    const release = holdRequests('pinDelete');
    await user.click(saveButton());
    expect(stateOf()).toBe('deleting');
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(saveButton());
    await release();

    expect(stateOf()).toBe('unsaved');
    expect(api.callsTo('pinDelete').map((c) => c.options)).toEqual([{ id: '900' }]);
    expect(notifications()).toBeEmptyDOMElement();
    advance(TIMINGS.toastShow);
    expect(notifications()).toHaveTextContent('Pin deleted!');
    advance(TIMINGS.toastDefault);
    advance(TIMINGS.toastHideFade);
    expect(notifications()).toBeEmptyDOMElement();
  });

  test('a failed delete says so and the pin stays saved', async () => {
    const { user } = await savedPin({ pinDelete: () => ({ status: 500, error: { code: 'internal', message: 'Internal error' } }) });
    await user.click(saveButton());
    await settle();
    expect(stateOf()).toBe('saved');
    advance(TIMINGS.toastShow);
    expect(notifications()).toHaveTextContent('Sorry! There was an error deleting your Pin.');
  });

  test("the viewer's own pin, loaded saved, is deleted by its own id", async () => {
    const travel = { id: '600', url: '/ann_lee/travel/', name: 'Travel', layout: 'default' as const };
    const own = makePin('3', { pinner: makeUser('77', { username: 'ann_lee' }), savedInfo: savedInfoOn('3', travel) });
    const { user, api } = await renderSave({
      pins: [own],
      viewer: oldViewer,
      handlers: { pinDelete: () => ({ data: { id: '3', board_id: '600', origin_pin_id: '3', save_count: 0, savedInfo: null } }) },
      ui: <SaveButton pinId="3" />,
    });
    expect(screen.getByText('Travel')).toBeInTheDocument();
    await user.click(saveButton('3'));
    await settle();
    expect(api.callsTo('pinDelete').map((c) => c.options)).toEqual([{ id: '3' }]);
    expect(stateOf('3')).toBe('unsaved');
  });

  test("someone else's pin saved in an earlier session (savedInfo.localPinId from the server) unsaves that copy without an error", async () => {
    // Regression: only copies made in this session were known, so this unsave failed with the delete error toast.
    const kitchen = { id: '600', url: '/ann_lee/kitchen/', name: 'Kitchen', layout: 'default' as const };
    const { user, api } = await renderSave({
      pins: [makePin('1', { saveCount: 4, savedInfo: savedInfoOn('850', kitchen) })],
      viewer: oldViewer,
      handlers: { pinDelete: () => ({ data: { id: '850', board_id: '600', origin_pin_id: '1', save_count: 3, savedInfo: null } }) },
      ui: <SaveButton pinId="1" />,
    });
    expect(stateOf()).toBe('saved');
    expect(screen.getByText('Kitchen')).toBeInTheDocument();
    await user.click(saveButton());
    await settle();

    expect(api.callsTo('pinDelete').map((c) => c.options)).toEqual([{ id: '850' }]);
    expect(stateOf()).toBe('unsaved');
    advance(TIMINGS.toastShow);
    expect(notifications()).toHaveTextContent('Pin deleted!');
    expect(notifications()).not.toHaveTextContent('Sorry! There was an error deleting your Pin.');
  });

  test('unsaving one of two saves keeps the pin saved on the other, whose copy the next unsave deletes', async () => {
    const kitchen = { id: '600', url: '/ann_lee/kitchen/', name: 'Kitchen', layout: 'default' as const };
    const travel = { id: '601', url: '/ann_lee/travel/', name: 'Travel', layout: 'default' as const };
    let remaining: ReturnType<typeof savedInfoOn> | null = savedInfoOn('851', travel);
    const { user, api } = await renderSave({
      pins: [makePin('1', { savedInfo: savedInfoOn('850', kitchen) })],
      viewer: oldViewer,
      handlers: {
        pinDelete: ({ id }) => {
          const answer = { id: String(id), board_id: '600', origin_pin_id: '1', save_count: 0, savedInfo: remaining };
          remaining = null;
          return { data: answer };
        },
      },
      ui: <SaveButton pinId="1" />,
    });
    await user.click(saveButton());
    await settle();
    expect(stateOf()).toBe('saved');
    expect(screen.getByText('Travel')).toBeInTheDocument();
    await user.click(saveButton());
    await settle();
    expect(api.callsTo('pinDelete').map((c) => c.options)).toEqual([{ id: '850' }, { id: '851' }]);
    expect(stateOf()).toBe('unsaved');
  });
});

describe('board picker (save_behavior 1)', () => {
  const kitchen = makeFullBoard('600', {
    name: 'Kitchen',
    url: '/ann_lee/kitchen/',
    sections: [{ id: '61', slug: 'bread', title: 'Bread', pinCount: 0 }],
  });

  test('lists the boards and sections; picking a section saves there and the toast names both, linked', async () => {
    const { user, api } = await renderSave({
      pins: [makePin('1')],
      viewer: makeViewer({ save_behavior: 1, created_at: '2020-01-01T00:00:00.000Z' }),
      handlers: {
        boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }),
        repinCreate: () => ({
          status: 201,
          data: repinResult({
            board: { id: '600', url: '/ann_lee/kitchen/', name: 'Kitchen', layout: 'default' },
            section: { id: '61', slug: 'bread', title: 'Bread' },
          }),
        }),
      },
      ui: <SaveButton pinId="1" />,
    });
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save to board' });
    expect(api.callsTo('boardsGet')[0].options).toEqual({ writable_only: true });
    await within(dialog).findByRole('button', { name: 'Kitchen' });
    await user.click(within(dialog).getByRole('button', { name: 'Bread in Kitchen' }));
    await settle();

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('repinCreate')[0].options).toMatchObject({ pin_id: '1', board_id: '600', section: '61' });
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    advance(TIMINGS.savedBoardNameReveal);
    expect(screen.getByText('Kitchen')).toHaveClass('save-control__board');

    advance(TIMINGS.repinToastDelay);
    expect(notifications()).toHaveTextContent('Saved to Bread in Kitchen');
    expect(within(notifications()).getByRole('link', { name: 'Bread' })).toHaveAttribute('href', '/ann_lee/kitchen/bread/');
    expect(within(notifications()).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/ann_lee/kitchen/');
    expect(within(notifications()).queryByRole('button', { name: 'Change saved Pin button' })).toBeNull();
  });

  test('Escape closes the picker without saving', async () => {
    const { user, api } = await renderSave({
      pins: [makePin('1')],
      viewer: makeViewer({ save_behavior: 1 }),
      handlers: { boardsGet: () => ({ data: [kitchen], bookmark: '-end-' }) },
      ui: <SaveButton pinId="1" />,
    });
    await user.click(saveButton());
    await screen.findByRole('dialog', { name: 'Save to board' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('repinCreate')).toHaveLength(0);
    expect(stateOf()).toBe('unsaved');
  });
});
