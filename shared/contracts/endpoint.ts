import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * `required`: a signed-in viewer is required (the mount answers 401 otherwise), and the handler's viewer is non-null by
 * type. `optional`: signed in or not; the handler's viewer may be null. Every endpoint declares one.
 */
export type Auth = 'required' | 'optional';

/** `A` keeps the endpoint's auth as a literal, so the server's Handler type can narrow the viewer from it. */
export interface EndpointContract<O extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, A extends Auth = Auth> {
  /** Stable name, e.g. `UserHomefeedResource.get` or `PinFavorite.create`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Express-style path; `:name` segments are path parameters merged into the options. */
  readonly path: string;
  readonly options: O;
  readonly data: D;
  readonly auth: A;
  /** Paged lists take `bookmark`/`page_size` and answer `resource_response.bookmark`. */
  readonly paged: boolean;
  readonly summary: string;
  readonly tag: string;
  /** The entities the answer carries, which the client's entity slices take in (see Answers); null: none. */
  readonly answers: Answers | null;
  /** How a write's body is read (see Body); GETs carry none. */
  readonly body: Body;
}

export type OptionsOf<E extends EndpointContract> = z.infer<E['options']>;
export type OptionsInputOf<E extends EndpointContract> = z.input<E['options']>;
export type DataOf<E extends EndpointContract> = z.infer<E['data']>;
/**
 * What an answer brings the client's entity slices: `pin` (data is one pin), `pins` (a list of pins), `board` (one
 * board), `boards` (a list of boards), `user` (one profile), `users` (a list of people), `interest` (one topic). A
 * pin also brings its people, its board and its topics.
 */
export type Answers = 'pin' | 'pins' | 'board' | 'boards' | 'user' | 'users' | 'interest';

/**
 * How the server reads a write's body. `json`: `{"options": {...}}`, parsed before the endpoint. `raw`: the bytes as
 * sent, handed to the endpoint unparsed (the grid's impressions, parsed off the request thread). `multipart`: read by
 * the endpoint's own reader after the session is known (an upload: multipart/form-data with a file; the pin create
 * also takes JSON there), so a signed-out call is refused before any body is read.
 */
export type Body = 'json' | 'raw' | 'multipart';

type Spec<O, D, A extends Auth> = {
  options: O;
  data: D;
  auth: A;
  paged?: boolean;
  summary: string;
  tag: string;
  answers?: Answers;
  body?: Body;
};

const ACTION_METHOD = { get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;
export type ResourceAction = keyof typeof ACTION_METHOD;

/** A `/resource/<Name>/<action>/` endpoint: GET reads `?data={"options":{...}}`, the others a JSON body. */
export function resource<O extends z.ZodType, D extends z.ZodType, A extends Auth>(
  name: string,
  action: ResourceAction,
  spec: Spec<O, D, A>,
): EndpointContract<O, D, A> {
  return rest(`${name}.${action}`, ACTION_METHOD[action], `/resource/${name}/${action}/`, spec);
}

/** A literal path the spec names (e.g. `/v3/pins/:id/favorite/`). */
export function rest<O extends z.ZodType, D extends z.ZodType, A extends Auth>(
  id: string,
  method: HttpMethod,
  path: string,
  spec: Spec<O, D, A>,
): EndpointContract<O, D, A> {
  return {
    id,
    method,
    path,
    auth: spec.auth,
    paged: spec.paged ?? false,
    options: spec.options,
    data: spec.data,
    summary: spec.summary,
    tag: spec.tag,
    answers: spec.answers ?? null,
    body: spec.body ?? 'json',
  };
}

const PATH_PARAM = /:([A-Za-z_]\w*)/g;

/** The names of a path's `:name` parameters, in order (`/v3/pins/:id/favorite/`: `id`). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1]);
}

/** An endpoint called with some options, as HTTP: the url (path and query) and, for a write, the JSON body. */
export interface HttpRequest {
  method: HttpMethod;
  url: string;
  body?: { options: Record<string, unknown> };
}

const resourceCall = (path: string) => path.startsWith('/resource/');

/**
 * How an endpoint is called with `options`, the one mapping the client, the server's tests, the OpenAPI page and the
 * bench share: path parameters leave the options for the path (encoded); a resource GET carries the rest as
 * `?data={"options":{...}}`, another GET as a query string (undefined values left out), a write as the JSON body
 * `{"options":{...}}`. Throws when the options lack a path parameter.
 */
export function httpRequest(contract: Pick<EndpointContract, 'method' | 'path'>, options: Record<string, unknown>): HttpRequest {
  const rest: Record<string, unknown> = { ...options };
  const path = contract.path.replace(PATH_PARAM, (_, name: string) => {
    if (rest[name] === undefined) throw new Error(`${contract.path}: the options lack the path parameter ${name}`);
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const { method } = contract;
  if (method !== 'GET') return { method, url: path, body: { options: rest } };
  const query = resourceCall(contract.path)
    ? `data=${encodeURIComponent(JSON.stringify({ options: rest }))}`
    : Object.entries(rest)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&');
  return { method, url: query ? `${path}?${query}` : path };
}
