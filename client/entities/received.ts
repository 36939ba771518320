import { isAnyOf } from '@reduxjs/toolkit';
import type { Pin } from '../../shared/contracts/pin';
import { closeupApi } from '../features/closeup/closeupApi';
import { boardFeedApi } from '../features/favorite/boardFeedApi';
import { feedApi } from '../features/feed/feedApi';
import { profileApi } from '../features/profile/profileApi';
import { searchApi } from '../features/search/searchApi';

/** Every answer that carries pins: one pin, or the pages of a pin feed. */
export const pinsReceived = isAnyOf(
  closeupApi.endpoints.pinGet.matchFulfilled,
  closeupApi.endpoints.relatedPins.matchFulfilled,
  boardFeedApi.endpoints.boardFeed.matchFulfilled,
  feedApi.endpoints.homefeed.matchFulfilled,
  profileApi.endpoints.userPins.matchFulfilled,
  searchApi.endpoints.searchPins.matchFulfilled,
);

type Guarded<F> = F extends (action: unknown) => action is infer A ? A : never;
type PinsReceivedAction = Guarded<typeof pinsReceived>;

/**
 * The pages an infinite query's answer brought. Its payload holds every page so far; only the page just fetched is
 * new, and re-applying older pages would undo changes made to their entities since (a save, a follow). A refetch
 * (no direction) brought them all.
 */
export function freshPages<P>(pages: P[], arg: object): P[] {
  const direction = 'direction' in arg ? arg.direction : undefined;
  return direction === 'forward' ? pages.slice(-1) : direction === 'backward' ? pages.slice(0, 1) : pages;
}

/** The pins an answer brought: one pin, or the fresh pages of a pin feed. */
export function pinsOf(action: PinsReceivedAction): Pin[] {
  const { payload } = action;
  if (!('pages' in payload)) return [payload];
  return freshPages(payload.pages, action.meta.arg).flatMap((page) => page.pins);
}
