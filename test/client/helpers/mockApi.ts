import { pathParams } from '../../../shared/contracts/endpoint';
import type { EndpointName } from '../../../shared/contracts/registry';
import { endpoints } from '../../../shared/contracts/registry';
import type { ErrorBody } from '../../../shared/contracts/envelope';

interface Reply {
  status?: number;
  data?: unknown;
  bookmark?: string;
  error?: ErrorBody;
}

interface ApiCall {
  endpoint: EndpointName;
  options: Record<string, unknown>;
  request: Request;
}

/** A reply, or a promise of one for an answer that takes its time. */
type Handler = (options: Record<string, unknown>, call: ApiCall) => Reply | Promise<Reply>;

function envelope({ status = 200, data = null, bookmark, error }: Reply): Response {
  const body = {
    resource_response: {
      status: error ? 'failure' : 'success',
      code: error ? status : 0,
      message: error ? 'Error' : 'ok',
      data: error ? null : data,
      ...(bookmark !== undefined ? { bookmark } : {}),
      error: error ?? null,
    },
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The path's `:name` segments as named groups, so `/v3/pins/:id/favorite/` matches `/v3/pins/12/favorite/`. */
function pathPattern(path: string): RegExp {
  return new RegExp(`^${pathParams(path).reduce((pattern, name) => pattern.replace(`:${name}`, `(?<${name}>[^/]+)`), path)}$`);
}

function endpointOf(request: Request): { name: EndpointName; params: Record<string, string> } | undefined {
  const { pathname } = new URL(request.url);
  for (const [name, contract] of Object.entries(endpoints)) {
    if (!('method' in contract) || contract.method !== request.method) continue;
    const match = pathPattern(contract.path).exec(pathname);
    if (match) return { name: name as EndpointName, params: { ...match.groups } };
  }
  return undefined;
}

/** What the client sent, with path parameters merged in as the server merges them. */
async function optionsOf(request: Request, params: Record<string, string>): Promise<Record<string, unknown>> {
  if (request.method === 'GET') {
    const data = new URL(request.url).searchParams.get('data');
    return { ...(data ? JSON.parse(data).options : {}), ...params };
  }
  // An upload: its text fields are the options, its file is `image` (as the server's busboy reading gives them).
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return { ...Object.fromEntries((await request.clone().formData()).entries()), ...params };
  }
  const text = await request.clone().text();
  return { ...(text ? JSON.parse(text).options : {}), ...params };
}

/**
 * Installs a `fetch` that answers like the server: each handler gets the options the client sent and returns the
 * envelope's parts. A request no handler expects fails the test that made it.
 */
export function mockApi(handlers: Partial<Record<EndpointName, Handler>>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const found = endpointOf(request);
    const handler = found && handlers[found.name];
    if (!found || !handler) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    const call = { endpoint: found.name, options: await optionsOf(request, found.params), request };
    calls.push(call);
    return envelope(await handler(call.options, call));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    callsTo: (endpoint: EndpointName) => calls.filter((c) => c.endpoint === endpoint),
  };
}

export const signedOut: Handler = () => ({ data: { isAuth: false, experiments: { simplify_creator_attributions_unauth_web: null } } });
