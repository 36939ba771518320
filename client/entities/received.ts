import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import type { Pin } from '../../shared/contracts/pin';
import { api } from '../app/api';
import type { ApiMeta } from '../app/contractBaseQuery';
import type { PinPage } from '../features/feeds/pinPage';

/** What an answer that carries pins holds, as the client keeps it: one pin, a page, a list, or an infinite query's pages. */
type PinsPayload = Pin | Pin[] | PinPage | { pages: PinPage[] };

interface PinsReceivedAction {
  type: string;
  payload: PinsPayload;
  meta: { arg: object; baseQueryMeta: ApiMeta & Required<Pick<ApiMeta, 'answers'>> };
}

/**
 * Every answer that carries pins: one pin, or the pages of a pin feed. The contract says so (`answers` in
 * shared/contracts, emitted into the client build by contractRoutesLoader), and the base query hands it on as the
 * answer's meta, so a new feed feeds the entities without being listed here.
 */
export function pinsReceived(action: UnknownAction): action is UnknownAction & PinsReceivedAction {
  if (!isFulfilled(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const meta = action.meta as { baseQueryMeta?: ApiMeta };
  return meta.baseQueryMeta?.answers !== undefined;
}

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
  const { payload, meta } = action;
  if (meta.baseQueryMeta.answers === 'pin') return [payload as Pin];
  if (Array.isArray(payload)) return payload;
  if ('pages' in payload) return freshPages(payload.pages, meta.arg).flatMap((page) => page.pins);
  return 'pins' in payload ? payload.pins : [];
}
