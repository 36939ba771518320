import type { Express } from 'express';
import request, { type Response, type Test } from 'supertest';
import { httpRequest, type OptionsInputOf } from '../../../shared/contracts/endpoint';
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

/** A resource GET of a hand-written path, for tests of the transport. */
export const resourceGetUrl = (path: string, options: unknown) => httpRequest({ method: 'GET', path }, options as Record<string, unknown>).url;

/** How the endpoint `name` is called with `options`, as the client calls it (shared/contracts/endpoint.ts, httpRequest). */
export function httpCall(name: EndpointName, options: unknown = {}): HttpCall {
  const { method, url, body } = httpRequest(endpoints[name], options as Record<string, unknown>);
  return { method: method.toLowerCase() as Method, url, body };
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
