import { END_BOOKMARK } from '../../shared/constants';
import type { Board } from '../../shared/contracts/board';
import type { Pin } from '../../shared/contracts/pin';
import type { UserSummary } from '../../shared/contracts/user';
import type { ApiMeta } from './contractBaseQuery';

/** One page of a pin feed: the pins as the server sent them and the bookmark of the next page. */
export interface PinPage {
  pins: Pin[];
  bookmark: string;
}

/**
 * Bookmark pagination for `build.infiniteQuery` over any page that carries its next bookmark (pins, boards): no
 * bookmark for the first page, none after `'-end-'`.
 */
export const bookmarkPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { bookmark: string }): string | undefined => (last.bookmark === END_BOOKMARK ? undefined : last.bookmark),
};

export function toPinPage(pins: Pin[], meta: ApiMeta | undefined): PinPage {
  return { pins, bookmark: meta?.bookmark ?? END_BOOKMARK };
}

/** One page of a board list (BoardsResource get): the boards and the bookmark of the next page. */
export interface BoardListPage {
  boards: Board[];
  bookmark: string;
}

export function toBoardListPage(boards: Board[], meta: ApiMeta | undefined): BoardListPage {
  return { boards, bookmark: meta?.bookmark ?? END_BOOKMARK };
}

/** One page of a list of people (followers, following, people found): the people and the bookmark of the next page. */
export interface PeoplePage {
  people: UserSummary[];
  bookmark: string;
}
