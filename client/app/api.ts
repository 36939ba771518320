import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { DataOf, EndpointContract, OptionsInputOf } from '../../shared/contracts/endpoint';
import { contractBaseQuery, type ContractCall } from './contractBaseQuery';
import { pageHydrated } from './pageHydrated';

const TAG_TYPES = ['Board', 'Feed', 'Pin', 'User'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The boards the viewer may save to, apart from every other board: leaving one changes only this list. */
export const WRITABLE_BOARDS = { type: 'Board', id: 'writable' } as const;

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // The server rendered the page from these answers: the browser starts with them rather than asking again.
  extractRehydrationInfo: (action) => (pageHydrated.match(action) ? (action.payload.api as never) : undefined),
});

/** Options typed by the contract's zod input type, so a wrong field fails to compile. */
export function call<E extends EndpointContract>(contract: E, options: OptionsInputOf<E>): ContractCall {
  return { contract, options: options as Record<string, unknown> };
}

/** Endpoint types read from the contract: arguments are what callers may send, results what the server answers. */
export type ArgsOf<E extends EndpointContract> = OptionsInputOf<E>;
export type ResultOf<E extends EndpointContract> = DataOf<E>;

/** A write through a contract, typed by it; once it succeeds what shows these tags refetches (a refused write changed nothing). */
export function contractMutation<E extends EndpointContract>(
  build: EndpointBuilder<typeof contractBaseQuery, TagType, 'api'>,
  contract: E,
  refetch: readonly TagType[],
) {
  return build.mutation<ResultOf<E>, ArgsOf<E>>({
    query: (options) => call(contract, options),
    invalidatesTags: (_result, error) => (error ? [] : [...refetch]),
  });
}
