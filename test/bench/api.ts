import { httpRequest } from '../../shared/contracts/endpoint';
import { endpoints, type EndpointName } from '../../shared/contracts/registry';

/** An endpoint's url (path and query) for `options`, as every client makes it (shared/contracts/endpoint.ts). */
export const urlOf = (name: EndpointName, options: Record<string, unknown> = {}) => httpRequest(endpoints[name], options).url;

/** Calls an endpoint as a browser holding `cookie` would, the CSRF header with it; throws on anything but a 2xx. */
export async function callEndpoint(base: string, who: { cookie: string; csrf: string }, name: EndpointName, options: Record<string, unknown>) {
  const { method, url, body } = httpRequest(endpoints[name], options);
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrftoken': who.csrf },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  return res;
}
