import type { Express } from 'express';
import request, { type Response, type Test } from 'supertest';
import type { OptionsInputOf } from '../../../shared/contracts/endpoint';
import { endpoints, type EndpointName, type Endpoints } from '../../../shared/contracts/registry';

/**
 * Calling endpoints by their registry name, as the client does: `b.call('repinCreate', { pin_id, board_id })`. The
 * registry knows each endpoint's method and path, so tests never type a URL; tests of the transport itself (malformed
 * JSON, wrong methods, unknown paths, CSRF headers, the envelope) use supertest directly instead.
 */

type Method = 'get' | 'post' | 'put' | 'delete';

/** The options an endpoint takes, as a caller writes them; optional when every field is. */
export type OptionsArg<N extends EndpointName> =
  Record<never, never> extends OptionsInputOf<Endpoints[N]> ? [options?: OptionsInputOf<Endpoints[N]>] : [options: OptionsInputOf<Endpoints[N]>];

export interface HttpCall {
  method: Method;
  url: string;
  /** Writes only: `{"options": {...}}`. */
  body?: { options: unknown };
}

export const resourceGetUrl = (path: string, options: unknown) => `${path}?data=${encodeURIComponent(JSON.stringify({ options }))}`;

/**
 * How the endpoint `name` is called with `options`: path parameters (`/v3/pins/:id/favorite/`) are taken out of the
 * options into the path; a resource GET carries the rest as `?data={"options":{...}}`, another GET as a query string,
 * a write as the JSON body `{"options":{...}}`.
 */
export function httpCall(name: EndpointName, options: unknown = {}): HttpCall {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as Method;
  const rest: Record<string, unknown> = { ...(options as Record<string, unknown>) };
  const path = endpoint.path.replace(/:(\w+)/g, (_, param: string) => {
    if (!(param in rest)) throw new Error(`${name}: the options lack the path parameter ${param}`);
    const value = rest[param];
    delete rest[param];
    return encodeURIComponent(String(value));
  });
  if (method !== 'get') return { method, url: path, body: { options: rest } };
  if (path.startsWith('/resource/')) return { method, url: resourceGetUrl(path, rest) };
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
  return { method, url: query ? `${path}?${query}` : path };
}

/** Sends `call` through a supertest agent (or `request(app)`); writes carry `csrf` in `X-CSRFToken` when given. */
export function send(agent: { [M in Method]: (url: string) => Test }, call: HttpCall, csrf?: string): Test {
  const test = agent[call.method](call.url);
  if (csrf !== undefined) test.set('X-CSRFToken', csrf);
  return call.body ? test.send(call.body) : test;
}

/** A signed-out call with no cookies at all (writes are refused without the CSRF cookie: use a browser for those). */
export const anonCall = <N extends EndpointName>(app: Express, name: N, ...[options]: OptionsArg<N>) => send(request(app), httpCall(name, options));

/** The envelope's `resource_response`. */
export const rr = (res: Response) => res.body.resource_response;

/** `anonCall` with options the contract's types do not allow: for tests of bad input. */
export const anonCallUnchecked = (app: Express, name: EndpointName, options: unknown = {}) => send(request(app), httpCall(name, options));
