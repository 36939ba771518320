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
 * The pins an answer brought. An infinite query's payload holds every page so far; only the page just fetched is
 * new, and re-applying older pages would undo changes made to those pins since (a save, a follow).
 */
export function pinsOf(action: PinsReceivedAction): Pin[] {
  const { payload } = action;
  if (!('pages' in payload)) return [payload];
  const direction = 'direction' in action.meta.arg ? action.meta.arg.direction : undefined;
  const fresh = direction === 'forward' ? payload.pages.slice(-1) : direction === 'backward' ? payload.pages.slice(0, 1) : payload.pages;
  return fresh.flatMap((page) => page.pins);
}
