import { z } from 'zod';
import { board, boardDetail } from '../../../shared/contracts/board';
import { interest } from '../../../shared/contracts/interest';
import { pin } from '../../../shared/contracts/pin';
import { profile, userSummary } from '../../../shared/contracts/user';
import { endpointList, endpoints } from '../../../shared/contracts/registry';
import { api, call } from '../../../client/app/api';
import { makeStore } from '../../../client/app/store';
import { selectBoardById } from '../../../client/entities/boardsSlice';
import { selectPinById } from '../../../client/entities/pinsSlice';
import { selectUserById } from '../../../client/entities/usersSlice';
import { bookmarkPaging, toPinPage, type PinPage } from '../../../client/app/paging';
import { makeBoardDetail, makeFullBoard, makePins, makeUser } from '../helpers/factories';
import { boardsApi } from '../../../client/features/boards/boardsApi';
import { savesApi } from '../../../client/features/saves/savesApi';
import { mockApi } from '../helpers/mockApi';

/** Whether a zod schema holds the pin schema anywhere inside it (arrays, unions, objects, wrappers). */
function carriesPins(schema: z.ZodType, seen = new Set<unknown>()): boolean {
  if (schema === pin) return true;
  if (seen.has(schema)) return false;
  seen.add(schema);
  const inner = (value: unknown): boolean => {
    if (value instanceof z.ZodType) return carriesPins(value, seen);
    if (Array.isArray(value)) return value.some(inner);
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some(inner);
    return false;
  };
  return Object.values(schema._zod.def).some(inner);
}

/** What an endpoint's data brings the entity slices, by its schema: the contract's `answers` must say exactly this. */
function entitiesIn(data: z.ZodType): string | null {
  if (data === pin) return 'pin';
  if (data === boardDetail) return 'board';
  if (data instanceof z.ZodArray && data.element === board) return 'boards';
  if (data === profile) return 'user';
  if (data instanceof z.ZodArray && data.element === userSummary) return 'users';
  if (data === interest) return 'interest';
  return carriesPins(data) ? 'pins' : null;
}

describe('which answers feed the entities', () => {
  it('finds pins inside a schema (the scan itself works)', () => {
    expect(carriesPins(pin)).toBe(true);
    expect(carriesPins(z.array(pin))).toBe(true);
    expect(carriesPins(z.union([z.array(pin), z.array(z.string())]))).toBe(true);
    expect(carriesPins(z.object({ pins: z.array(pin).nullable() }))).toBe(true);
    expect(carriesPins(z.object({ id: z.string() }))).toBe(false);
  });

  it.each(endpointList.map((e) => [e.id, e] as const))('%s is flagged `answers` exactly with the entities its data carries', (_id, e) => {
    expect(e.answers).toBe(entitiesIn(e.data));
  });

  it('flags the feeds, the closeup pin, a board, the board lists, a profile, the lists of people and an interest', () => {
    const flagged = Object.entries(endpoints)
      .filter(([, e]) => e.answers !== null)
      .map(([name, e]) => [name, e.answers]);
    expect(Object.fromEntries(flagged)).toEqual({
      homefeed: 'pins',
      boardFeed: 'pins',
      userPins: 'pins',
      relatedPins: 'pins',
      search: 'pins',
      pinGet: 'pin',
      pinCreate: 'pin',
      pinUpdate: 'pin',
      boardGet: 'board',
      boardsGet: 'boards',
      userGet: 'user',
      interestGet: 'interest',
      interestFeed: 'pins',
      todayArticleFeed: 'pins',
      businessCatalog: 'pins',
      userFollowers: 'users',
      userFollowing: 'users',
      boardFollowers: 'users',
    });
  });

  it('a new endpoint over a flagged contract fills the entities without being listed anywhere', async () => {
    // An endpoint no entity slice names, as a new feed would be: the contract's flag alone routes its pins.
    const newFeedApi = api.injectEndpoints({
      endpoints: (build) => ({
        receivedTestFeed: build.infiniteQuery<PinPage, void, string | undefined>({
          infiniteQueryOptions: bookmarkPaging,
          query: ({ pageParam }) => call(endpoints.homefeed, { bookmark: pageParam }),
          transformResponse: toPinPage,
        }),
      }),
    });
    mockApi({ homefeed: () => ({ data: makePins(1, 2), bookmark: '-end-' }) });
    const store = makeStore();

    await store.dispatch(newFeedApi.endpoints.receivedTestFeed.initiate());

    expect(selectPinById(store.getState(), '2')).toMatchObject({ id: '2', pinnerId: '92', boardId: '82' });
    expect(selectUserById(store.getState(), '92')?.username).toBe('user92');
    expect(selectBoardById(store.getState(), '82')?.name).toBe('Board 82');
  });

  it("fills the board entities from a board's answer and a board list's pages, which no slice names", async () => {
    const owner = makeUser('7');
    mockApi({
      boardGet: () => ({ data: makeBoardDetail('81', owner, 'kitchen', { name: 'Kitchen' }) }),
      boardsGet: () => ({ data: [makeFullBoard('82', owner, 'garden', { name: 'Garden' })], bookmark: '-end-' }),
    });
    const store = makeStore();
    await store.dispatch(boardsApi.endpoints.boardGet.initiate({ username: 'user7', slug: 'kitchen' }));
    await store.dispatch(savesApi.endpoints.writableBoards.initiate());
    expect(selectBoardById(store.getState(), '81')).toMatchObject({ name: 'Kitchen', ownerId: '7' });
    expect(selectBoardById(store.getState(), '81')).not.toHaveProperty('collaborators');
    expect(selectBoardById(store.getState(), '82')).toMatchObject({ name: 'Garden', ownerId: '7' });
  });
});
