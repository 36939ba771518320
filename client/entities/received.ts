import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import type { Board, BoardDetail } from '../../shared/contracts/board';
import type { Answers } from '../../shared/contracts/endpoint';
import type { Pin } from '../../shared/contracts/pin';
import type { Interest } from '../../shared/contracts/interest';
import type { Profile, UserSummary } from '../../shared/contracts/user';
import { api } from '../app/api';
import type { ApiMeta } from '../app/contractBaseQuery';
import type { BoardListPage, PeoplePage, PinPage } from '../app/paging';

/** A list as the client keeps it: the items, a page of them, or an infinite query's pages. */
type Listed<Item, Page> = Item[] | Page | { pages: Page[] };

interface ReceivedAction<K extends Answers, Payload> {
  type: string;
  payload: Payload;
  meta: { arg: object; baseQueryMeta: ApiMeta & { answers: K } };
}

type PinsReceived = ReceivedAction<'pin', Pin> | ReceivedAction<'pins', Listed<Pin, PinPage>>;
type BoardsReceived = ReceivedAction<'board', BoardDetail> | ReceivedAction<'boards', Listed<Board, BoardListPage>>;
type UsersReceived = ReceivedAction<'user', Profile> | ReceivedAction<'users', Listed<UserSummary, PeoplePage>>;
type InterestsReceived = ReceivedAction<'interest', Interest>;

/**
 * A matcher of every answer that carries entities of the given kinds. The contract says what an answer carries
 * (`answers` in shared/contracts, emitted into the client build by contractRoutesLoader), and the base query hands it
 * on as the answer's meta, so a new endpoint feeds the entities without being listed here, and no entity slice imports
 * a feature's API file.
 */
function received<A>(kinds: readonly Answers[]) {
  return (action: UnknownAction): action is UnknownAction & A => {
    if (!isFulfilled(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
    const answers = (action.meta as { baseQueryMeta?: ApiMeta }).baseQueryMeta?.answers;
    return answers !== undefined && kinds.includes(answers);
  };
}

export const pinsReceived = received<PinsReceived>(['pin', 'pins']);
export const boardsReceived = received<BoardsReceived>(['board', 'boards']);
export const usersReceived = received<UsersReceived>(['user', 'users']);
export const interestsReceived = received<InterestsReceived>(['interest']);

/**
 * The pages an infinite query's answer brought. Its payload holds every page so far; only the page just fetched is
 * new, and re-applying older pages would undo changes made to their entities since (a save, a follow). A refetch
 * (no direction) brought them all.
 */
export function freshPages<P>(pages: P[], arg: object): P[] {
  const direction = 'direction' in arg ? arg.direction : undefined;
  return direction === 'forward' ? pages.slice(-1) : direction === 'backward' ? pages.slice(0, 1) : pages;
}

/** The items of a list answer: the list itself, one page's, or the fresh pages' of an infinite query. */
function itemsOf<Item, Page>(payload: Listed<Item, Page>, arg: object, items: (page: Page) => Item[]): Item[] {
  if (Array.isArray(payload)) return payload;
  if (typeof payload === 'object' && payload !== null && 'pages' in payload) return freshPages(payload.pages, arg).flatMap(items);
  return items(payload as Page);
}

/** The pins an answer brought: one pin, or the fresh pages of a pin feed. */
export function pinsOf(action: PinsReceived): Pin[] {
  if (action.meta.baseQueryMeta.answers === 'pin') return [action.payload as Pin];
  return itemsOf(action.payload as Listed<Pin, PinPage>, action.meta.arg, (page) => page.pins ?? []);
}

/** The boards an answer brought: one board (the board page's), or the fresh pages of a board list. */
export function boardsOf(action: BoardsReceived): Board[] {
  if (action.meta.baseQueryMeta.answers === 'board') {
    // The board page's first collaborators stay with the page's answer.
    const { collaborators: _collaborators, ...board } = action.payload as BoardDetail;
    return [board];
  }
  return itemsOf(action.payload as Listed<Board, BoardListPage>, action.meta.arg, (page) => page.boards);
}

/** The people an answer brought: one profile, or the fresh pages of a list of people. */
export function usersOf(action: UsersReceived): UserSummary[] {
  if (action.meta.baseQueryMeta.answers === 'user') return [action.payload as Profile];
  return itemsOf(action.payload as Listed<UserSummary, PeoplePage>, action.meta.arg, (page) => page.people);
}
