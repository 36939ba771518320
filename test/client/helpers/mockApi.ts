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

type Handler = (options: Record<string, unknown>, call: ApiCall) => Reply;

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

function endpointOf(request: Request): EndpointName | undefined {
  const { pathname } = new URL(request.url);
  const entry = Object.entries(endpoints).find(([, c]) => c.method === request.method && c.path === pathname);
  return entry?.[0] as EndpointName | undefined;
}

async function optionsOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') {
    const data = new URL(request.url).searchParams.get('data');
    return data ? JSON.parse(data).options : {};
  }
  return JSON.parse(await request.clone().text()).options;
}

/**
 * Installs a `fetch` that answers like the server: each handler gets the options the client sent and returns the
 * envelope's parts. A request no handler expects fails the test that made it.
 */
export function mockApi(handlers: Partial<Record<EndpointName, Handler>>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const endpoint = endpointOf(request);
    const handler = endpoint && handlers[endpoint];
    if (!endpoint || !handler) throw new Error(`Unexpected request ${request.method} ${request.url}`);
    const call = { endpoint, options: await optionsOf(request), request };
    calls.push(call);
    return envelope(handler(call.options, call));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    calls,
    callsTo: (endpoint: EndpointName) => calls.filter((c) => c.endpoint === endpoint),
  };
}

export const signedOut: Handler = () => ({ data: { isAuth: false } });
