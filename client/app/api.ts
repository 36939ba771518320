import { createApi } from '@reduxjs/toolkit/query/react';
import type { DataOf, EndpointContract, OptionsInputOf } from '../../shared/contracts/endpoint';
import { contractBaseQuery, type ContractCall } from './contractBaseQuery';

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: ['Board', 'Feed', 'Pin', 'User'],
  endpoints: () => ({}),
});

/** Options typed by the contract's zod input type, so a wrong field fails to compile. */
export function call<E extends EndpointContract>(contract: E, options: OptionsInputOf<E>): ContractCall {
  return { contract, options: options as Record<string, unknown> };
}

/** Endpoint types read from the contract: arguments are what callers may send, results what the server answers. */
export type ArgsOf<E extends EndpointContract> = OptionsInputOf<E>;
export type ResultOf<E extends EndpointContract> = DataOf<E>;
