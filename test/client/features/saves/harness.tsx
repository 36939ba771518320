import { runInThisContext } from 'node:vm';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { makeStore } from '../../../../client/app/store';
import { authApi } from '../../../../client/features/auth/authApi';
import { pinsApi } from '../../../../client/features/pins/pinsApi';
import { SaveHost } from '../../../../client/features/saves/SaveHost';
import { ToastHost } from '../../../../client/features/toast/ToastHost';
import type { Board } from '../../../../shared/contracts/board';
import type { EndpointName } from '../../../../shared/contracts/registry';
import { endpoints } from '../../../../shared/contracts/registry';
import type { Pin, SavedInfo } from '../../../../shared/contracts/pin';
import type { RepinResult } from '../../../../shared/contracts/saves';
import type { SignedInViewer } from '../../../../shared/contracts/user';
import { makeUser } from '../../helpers/factories';
import { mockApi, signedOut } from '../../helpers/mockApi';
import { renderApp, renderWithProviders } from '../../helpers/renderWithProviders';

type Handlers = Parameters<typeof mockApi>[0];

export function makeFullBoard(id: string, overrides: Partial<Board> = {}): Board {
  return {
    entityId: id,
    id,
    name: `Board ${id}`,
    description: '',
    url: `/ann_lee/board-${id}/`,
    layout: 'default',
    privacy: 'public',
    isCollaborative: false,
    collaboratedByMe: false,
    collaboratorCount: 0,
    collaboratorPermissions: [],
    followedByMe: false,
    followerCount: 0,
    pinCount: 0,
    owner: makeUser('77', { username: 'ann_lee' }),
    coverImages: {},
    sections: [],
    permissions: [],
    archived: false,
    coverPinId: null,
    ...overrides,
  };
}

export const profileBoard = makeFullBoard('500', { name: 'Profile', layout: 'quick_saves', url: '/ann_lee/profile/' });

/** The savedInfo the server answers for the viewer's copy `localPinId` on `board`. */
export const savedInfoOn = (localPinId: string, board: RepinResult['board']): SavedInfo => ({
  localPinId,
  boardId: board.id,
  title: board.name,
  type: 'board',
  url: board.url,
  layout: board.layout,
});

/** A repin answer; its savedInfo follows the id and board given. */
export function repinResult(overrides: Partial<Omit<RepinResult, 'savedInfo'>> = {}): RepinResult {
  const result = {
    id: '900',
    board: { id: profileBoard.id, url: profileBoard.url, name: profileBoard.name, layout: 'quick_saves' as const },
    origin_pin_id: '1',
    save_count: 1,
    ...overrides,
  };
  return { ...result, savedInfo: savedInfoOn(result.id, result.board) };
}

/** Holds every request to one endpoint until released, so a test can look at the state while the call runs. */
export function holdRequests(endpoint: EndpointName) {
  const { method, path } = endpoints[endpoint];
  const inner = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = (async (request: Request) => {
    if (request.method === method && new URL(request.url).pathname === path) await gate;
    return inner(request);
  }) as typeof fetch;
  return () => act(async () => release());
}

interface Setup {
  pins?: Pin[];
  viewer?: SignedInViewer | null;
  handlers?: Handlers;
  ui?: ReactElement;
  route?: string;
}

/** The whole app at a route (its layout mounts the save and toast hosts), with the pins and viewer loaded first. */
export async function renderSaveApp(route: string, setup: Omit<Setup, 'ui' | 'route'>) {
  const { api, store } = await loadStore(setup);
  return { ...renderApp(route, { store }), api };
}

async function loadStore({ pins = [], viewer = null, handlers = {} }: Setup) {
  const api = mockApi({
    pinGet: ({ id }) => ({ data: pins.find((pin) => pin.id === id) }),
    viewerGet: viewer ? () => ({ data: viewer }) : signedOut,
    ...handlers,
  });
  const store = makeStore();
  for (const pin of pins) await store.dispatch(pinsApi.endpoints.pinGet.initiate(pin.id));
  await store.dispatch(authApi.endpoints.viewerGet.initiate());
  return { api, store };
}

/** A store holding the pins and the viewer through their real answers, then the UI with the app's save and toast hosts. */
export async function renderSave({ ui = <></>, route, ...setup }: Setup) {
  const { api, store } = await loadStore(setup);
  const result = renderWithProviders(
    <>
      {ui}
      <SaveHost />
      <ToastHost />
    </>,
    { store, route },
  );
  return { ...result, api };
}

export const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** fetch and Response run outside jest's sandbox, on real timers: let them finish without moving the fake clock. */
const realSetImmediate = runInThisContext('setImmediate') as typeof setImmediate;
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => realSetImmediate(resolve));
  });
