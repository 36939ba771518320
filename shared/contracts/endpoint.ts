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
  /** The answer carries pins, which the client's entity slices take in: one pin, or a list of them; null otherwise. */
  readonly answers: Answers | null;
}

export type OptionsOf<E extends EndpointContract> = z.infer<E['options']>;
export type OptionsInputOf<E extends EndpointContract> = z.input<E['options']>;
export type DataOf<E extends EndpointContract> = z.infer<E['data']>;
/** What an answer brings the client's pin entities: `pin` (data is one pin) or `pins` (data is a list of pins). */
export type Answers = 'pin' | 'pins';

type Spec<O, D, A extends Auth> = {
  options: O;
  data: D;
  auth: A;
  paged?: boolean;
  summary: string;
  tag: string;
  answers?: Answers;
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
  };
}
