import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { SESSION } from '../../shared/constants';
import { httpRequest, type Answers, type EndpointContract } from '../../shared/contracts/endpoint';
import type { Envelope } from '../../shared/contracts/envelope';
import { readCookie } from './cookies';

/**
 * What every endpoint's `query` returns: the contract to call and its options (before server-side defaults). Only
 * the routing fields are read at run time; the client build ships no zod (see client/build/contractRoutesLoader.cjs).
 */
export interface ContractCall {
  contract: Pick<EndpointContract, 'method' | 'path'> & Partial<Pick<EndpointContract, 'answers'>>;
  options: Record<string, unknown>;
  /** Sent as multipart/form-data instead of JSON (an upload); the browser sets the boundary, so no content type here. */
  form?: FormData;
}

export interface ApiMeta {
  /** Paged lists only: the next page's bookmark, `'-end-'` when there is none. */
  bookmark?: string;
  /** The contract's `answers`: the answer carries pins for the entity slices (client/entities/received.ts). */
  answers?: Answers;
}

/** An envelope's error with the HTTP status; `status: 0` when the server was not reached. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** Which rule each field broke (shared/contracts/envelope.ts), which the words a form shows are chosen by. */
  rules?: Record<string, string>;
}

type FetchJson = BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** What the store's thunks and base query may be handed: the server render answers the page's calls itself. */
export interface StoreExtra {
  /** Answers the API calls in place of the browser's network (client/ssr/renderPage.tsx). */
  fetch?: typeof fetch;
  /** What the app's relative urls resolve against where no document gives them one (the server render). */
  baseUrl?: string;
}

/**
 * The one way the app's calls reach the server, in the browser and in the server render alike: a JSON body (never a
 * form) sent as JSON, JSON asked for and read (an empty body is null), a 2xx answer as data and any other as an error
 * with its status; FETCH_ERROR when the server was not reached, PARSING_ERROR when the body is not JSON (RTK Query's
 * error shapes). Written here rather than taken from RTK Query because its general fetch's options (base urls,
 * params, timeouts, header hooks, response handlers) were 1.1 KB of home's script as sent (brotli) these calls never use.
 */
const fetchJson: FetchJson = async ({ url, method, body, headers: given }, { signal, extra }) => {
  const { fetch: send = fetch, baseUrl } = extra as StoreExtra;
  const headers = new Headers(given as HeadersInit | undefined);
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const request = new Request(baseUrl === undefined ? url : new URL(url, baseUrl), {
    method,
    headers,
    body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
    credentials: 'same-origin',
    signal,
  });
  const meta: FetchBaseQueryMeta = { request };
  let response: Response;
  try {
    response = await send(request);
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) }, meta };
  }
  meta.response = response;
  let text = '';
  let data: unknown;
  try {
    text = await response.text();
    data = text ? JSON.parse(text) : null;
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) }, meta };
  }
  return response.ok ? { data, meta } : { error: { status: response.status, data }, meta };
};

const UNREADABLE = 'The server sent an answer we could not read.';

/** The request the contract's call makes (shared/contracts/endpoint.ts), with the CSRF header on writes and an upload's form as the body. */
export function buildRequest({ contract, options, form }: ContractCall): FetchArgs {
  const { method, url, body } = httpRequest(contract, options);
  if (!body) return { url, method };
  const csrf = readCookie(SESSION.csrfCookie);
  return { url, method, body: form ?? body, headers: csrf ? { [SESSION.csrfHeader]: csrf } : {} };
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'resource_response' in body;
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const failure = isEnvelope(error.data) ? error.data.resource_response.error : null;
    // The envelope's error as it came: code, message, and the fields and rules a form words.
    if (failure) return { status: error.status, ...failure };
    return { status: error.status, code: 'http_error', message: `The server answered ${error.status}.` };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, code: 'bad_response', message: UNREADABLE };
  }
  return { status: 0, code: 'network_error', message: 'Could not reach the server. Check your connection and try again.' };
}

/** Builds the request from the endpoint contract and unwraps the `resource_response` envelope. */
export const contractBaseQuery: BaseQueryFn<ContractCall, unknown, ApiError, object, ApiMeta> = async (call, api, extra) => {
  const result = await fetchJson(buildRequest(call), api, extra);
  if (result.error) return { error: toApiError(result.error) };
  if (!isEnvelope(result.data)) {
    return { error: { status: result.meta?.response?.status ?? 0, code: 'bad_response', message: UNREADABLE } };
  }
  const { data, bookmark, error } = result.data.resource_response;
  if (error) return { error: { status: result.meta?.response?.status ?? 0, ...error } };
  const { answers } = call.contract;
  return { data, meta: answers ? { bookmark, answers } : { bookmark } };
};
