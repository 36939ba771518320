import type { Request, Response, Router } from 'express';
import type { OutgoingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { EndpointContract } from '../../shared/contracts/endpoint';
import { jsonBoundsProblem } from '../../shared/domain/jsonBounds';
import type { Endpoints } from '../../shared/contracts/registry';
import { BoundedMap } from '../common/boundedMap';
import type { LockRetry } from '../sqlite/lockRetry';
import { sendData, sendPrepared } from './envelope';
import { ApiError, badRequest, unauthorized } from './errors';
import type { PreparedEnvelope } from './json';
import type { SessionUser } from './session';

interface ReplyMeta {
  /** Paged lists only: the next page's bookmark, or '-end-'. */
  bookmark?: string;
  status?: number;
}

/** The handler's answer: the data, or a shared envelope already encoded (see ./json). */
export type Reply<D> = ReplyMeta &
  (
    | { data: D; prepared?: never; sent?: never }
    | { prepared: PreparedEnvelope<D>; data?: never; sent?: never }
    // The handler wrote the whole answer itself (a download streamed as it is made).
    | { sent: true; data?: never; prepared?: never }
  );

export interface Ctx<O, V> {
  options: O;
  viewer: V;
  req: Request;
  res: Response;
}

/** The viewer a handler of `E` receives: the mount has already answered 401 to a signed-out call of a required endpoint. */
export type ViewerOf<E extends EndpointContract> = E['auth'] extends 'required' ? SessionUser : SessionUser | null;

export type Handler<E extends EndpointContract> = (
  ctx: Ctx<z.infer<E['options']>, ViewerOf<E>>,
) => Reply<z.input<E['data']>> | Promise<Reply<z.input<E['data']>>>;

export type Handlers = { [K in keyof Endpoints]: Handler<Endpoints[K]> };

/**
 * A GET's `data` holds options, which are shallow: past these bounds it is refused before any schema or log could
 * walk it (the URL itself stays under Node's 16 KB header limit).
 */
const QUERY_DATA_BOUNDS = { maxDepth: 16, maxBytes: 16 * 1024 };

function parseJson(text: string, field: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed_json', `${field} is not valid JSON.`, { [field]: 'not valid JSON' });
  }
  const problem = jsonBoundsProblem(value, QUERY_DATA_BOUNDS);
  if (problem) throw badRequest(`${field} ${problem}.`, { [field]: problem });
  return value;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A resource call's body, `{"options": {...}}`: its options, or a refusal naming what is wrong. */
export function resourceOptions(wrapper: unknown): Record<string, unknown> {
  if (!isRecord(wrapper)) throw badRequest('The request must be {"options": {...}}.', { options: 'must be an object' });
  const options = wrapper.options ?? {};
  if (!isRecord(options)) throw badRequest('options must be an object.', { options: 'must be an object' });
  return options;
}

/** Deep-freezes a parsed JSON value (no cycles), so one shared by many requests cannot be changed by any of them. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * The options of the resource GETs seen last, by their query string: the grid asks the same few pages over and over
 * (every signed-out visitor's first home page is one query), and reading the query and parsing its JSON took 5% of
 * the server's time under the home feed's load (a CPU profile), more than the cache check. The options are a function
 * of the query string alone (Express's query parser is fixed) and are still checked against the contract on every
 * request; frozen, since every request with that query shares them (the contract's schema copies what it keeps). Past
 * RECENT_QUERIES the oldest is dropped, so what is held stays under RECENT_QUERIES times a URL's and its data's bounds
 * (Node's header limit, QUERY_DATA_BOUNDS).
 */
const RECENT_QUERIES = 256;
const recentQueries = new BoundedMap<string, Record<string, unknown>>(RECENT_QUERIES);

function resourceQueryOptions(req: Request): Record<string, unknown> {
  const at = req.url.indexOf('?');
  const search = at === -1 ? '' : req.url.slice(at + 1);
  let options = recentQueries.get(search);
  if (options === undefined) {
    // Read once: Express parses the query string again on every read of req.query.
    const data: unknown = req.query.data;
    options = frozen(resourceOptions(typeof data === 'string' ? parseJson(data, 'data') : {}));
    recentQueries.set(search, options);
  }
  return options;
}

/** Resource calls carry `{"options": {...}}` (GET: in the `data` query parameter); literal paths merge query, body and path. */
function rawOptions(contract: EndpointContract, req: Request): unknown {
  if (contract.path.startsWith('/resource/')) return req.method === 'GET' ? resourceQueryOptions(req) : resourceOptions(req.body ?? {});
  const body: unknown = req.body ?? {};
  const fromBody = isRecord(body) ? (isRecord(body.options) ? body.options : body) : {};
  return { ...(req.query as Record<string, unknown>), ...fromBody, ...req.params };
}

export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'options';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The rule each field broke, by a stable name a client can word for people: zod's issue code (too_small, too_big,
 * invalid_format, invalid_type, invalid_value ...), or for a contract's own check the `rule` it names in its issue's
 * params (a guessable password, a reserved username), else 'custom'. The first issue of a field is the one named, as
 * in fieldErrors.
 */
export function fieldRules(issues: z.core.$ZodIssue[]): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'options';
    const named = issue.code === 'custom' ? issue.params?.rule : undefined;
    rules[key] ??= typeof named === 'string' ? named : issue.code;
  }
  return rules;
}

/** The contract's schema's verdict on `raw`: the options, or a refusal naming every field that is wrong. */
export function checkOptions<E extends EndpointContract>(contract: E, raw: unknown): z.infer<E['options']> {
  const parsed = contract.options.safeParse(raw);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    throw badRequest(`Invalid ${Object.keys(fields).join(', ')}.`, fields, fieldRules(parsed.error.issues));
  }
  return parsed.data as z.infer<E['options']>;
}

/**
 * A handler that meets another process's write lock before it wrote anything runs again once the lock is free
 * (lockRetry; past its budget, the error handler answers 503). Only its sync part can be tried again, since nothing
 * else runs between its statements; a handler's rejected promise is its answer. Each try starts from the headers the
 * request had, so a cookie the failed try set is not sent twice.
 */
function route<E extends EndpointContract>(
  router: Router,
  contract: E,
  writes: LockRetry,
  answer: (req: Request, res: Response, viewer: ViewerOf<E>) => Reply<z.input<E['data']>> | Promise<Reply<z.input<E['data']>>>,
) {
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](contract.path, async (req, res) => {
    const viewer = (res.locals.viewer ?? null) as SessionUser | null;
    if (contract.auth === 'required' && !viewer) throw unauthorized();
    const headers = res.getHeaders();
    let tries = 0;
    const reply = await writes.run(() => {
      if (tries++ > 0) resetHeaders(res, headers);
      return answer(req, res, viewer as ViewerOf<E>);
    });
    if (reply.sent) return;
    const bookmark = contract.paged ? (reply.bookmark ?? '-end-') : undefined;
    if (reply.prepared) sendPrepared(req, res, reply.prepared, reply.status ?? 200);
    else sendData(res, reply.data, reply.status ?? 200, bookmark);
  });
}

function resetHeaders(res: Response, headers: OutgoingHttpHeaders): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

export function mountEndpoint<E extends EndpointContract>(router: Router, contract: E, handler: Handler<E>, writes: LockRetry): void {
  route(router, contract, writes, (req, res, viewer) => handler({ options: checkOptions(contract, rawOptions(contract, req)), viewer, req, res }));
}

/**
 * An endpoint whose body is parsed and checked where it is used, off the request thread (the grid's
 * impressions): the handler receives the body's bytes (`req.body`, read raw by the app), and checks them against the
 * contract with resourceOptions and checkOptions.
 */
export type BytesHandler<E extends EndpointContract> = (ctx: Ctx<Uint8Array, ViewerOf<E>>) => Promise<Reply<z.input<E['data']>>>;

export function mountBytesEndpoint<E extends EndpointContract>(router: Router, contract: E, handler: BytesHandler<E>, writes: LockRetry): void {
  // No body (or one not sent as JSON) reads as an empty one, as express.json answers it: the schema names what is missing.
  // Fresh bytes each time: the handler may hand them to another thread, which leaves them empty here.
  route(router, contract, writes, (req, res, viewer) =>
    handler({ options: req.body instanceof Uint8Array && req.body.length > 0 ? req.body : new TextEncoder().encode('{}'), viewer, req, res }),
  );
}
