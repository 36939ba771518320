import { z } from 'zod';
import { rest } from '../../../shared/contracts/endpoint';
import { endpoints } from '../../../shared/contracts/registry';
import { buildRequest } from '../../../client/app/contractBaseQuery';
import { makeStore } from '../../../client/app/store';
import { authApi } from '../../../client/features/auth/authApi';
import { pinsApi } from '../../../client/features/pins/pinsApi';
import { feedsApi } from '../../../client/features/feeds/feedsApi';
import { makePin, makeViewer } from '../helpers/factories';
import { mockApi } from '../helpers/mockApi';

beforeEach(() => {
  document.cookie = 'csrftoken=tok-123; path=/';
});

afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('contractBaseQuery through RTK Query', () => {
  test('a GET resource call carries its options as the url-encoded `data` parameter and no csrf header', async () => {
    const api = mockApi({ pinGet: () => ({ data: makePin('12') }) });
    const store = makeStore();

    const result = await store.dispatch(pinsApi.endpoints.pinGet.initiate('12'));

    const { request } = api.calls[0];
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`http://localhost/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: '12' } }))}`);
    expect(request.headers.get('x-csrftoken')).toBeNull();
    expect(result.data?.id).toBe('12');
  });

  test('a POST resource call sends {"options": ...} as JSON with the csrftoken cookie in X-CSRFToken', async () => {
    const api = mockApi({ login: () => ({ data: makeViewer() }) });
    const store = makeStore();

    await store.dispatch(authApi.endpoints.login.initiate({ username_or_email: 'ann', password: 'secret-pass' }));

    const { request } = api.calls[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/resource/UserSessionResource/create/');
    expect(request.headers.get('x-csrftoken')).toBe('tok-123');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.clone().json()).toEqual({ options: { username_or_email: 'ann', password: 'secret-pass' } });
  });

  test('an error envelope becomes { status, code, message, fields }', async () => {
    mockApi({
      login: () => ({
        status: 400,
        error: { code: 'invalid_request', message: 'Invalid password.', fields: { password: 'Too short' } },
      }),
    });
    const store = makeStore();

    const result = await store.dispatch(authApi.endpoints.login.initiate({ username_or_email: 'ann', password: 'x' }));

    expect(result.error).toEqual({ status: 400, code: 'invalid_request', message: 'Invalid password.', fields: { password: 'Too short' } });
  });

  test('a server that cannot be reached is status 0, network_error', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();

    const result = await store.dispatch(authApi.endpoints.viewerGet.initiate());

    expect(result.error).toMatchObject({ status: 0, code: 'network_error' });
  });

  test.each([
    ['an answer that is not JSON', new Response('<html>Bad gateway</html>', { status: 502 }), { status: 502, code: 'bad_response' }],
    ['a refusal without an envelope', new Response(JSON.stringify({ detail: 'no' }), { status: 503 }), { status: 503, code: 'http_error' }],
    ['an empty answer', new Response('', { status: 200 }), { status: 200, code: 'bad_response' }],
  ])('%s is an error with its status', async (_what, response, error) => {
    globalThis.fetch = jest.fn().mockResolvedValue(response);
    const store = makeStore();

    const result = await store.dispatch(authApi.endpoints.viewerGet.initiate());

    expect(result.error).toMatchObject(error);
  });

  test('a call asks for JSON and sends no body on a GET', async () => {
    const api = mockApi({ pinGet: () => ({ data: makePin('12') }) });
    await makeStore().dispatch(pinsApi.endpoints.pinGet.initiate('12'));

    const { request } = api.calls[0];
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBeNull();
    expect(request.credentials).toBe('same-origin');
  });

  test('a store handed a fetch and a base url (the server render) makes its calls through them, in the same request', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new Error('the network is not for the server render'));
    const answer = { resource_response: { data: makePin('12') } };
    const answerPage = jest.fn(async (_request: Request) => new Response(JSON.stringify(answer)));
    const store = makeStore(undefined, { fetch: answerPage as typeof fetch, baseUrl: 'http://render.invalid' });

    const result = await store.dispatch(pinsApi.endpoints.pinGet.initiate('12'));

    expect(result.data?.id).toBe('12');
    const [request] = answerPage.mock.calls[0];
    expect(new URL(request.url).origin).toBe('http://render.invalid');
    expect(new URL(request.url).pathname).toBe('/resource/PinResource/get/');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  test('a paged answer hands its bookmark on as meta', async () => {
    mockApi({ homefeed: () => ({ data: [makePin('1')], bookmark: 'next-1' }) });
    const store = makeStore();

    const result = await store.dispatch(feedsApi.endpoints.homefeed.initiate());

    expect(result.data?.pages[0].bookmark).toBe('next-1');
  });
});

describe('buildRequest', () => {
  const favorite = rest('PinFavorite.create', 'POST', '/v3/pins/:id/favorite/', {
    tag: 'pins',
    summary: 'test contract',
    auth: 'required',
    options: z.object({ id: z.string(), undo: z.boolean() }),
    data: z.null(),
  });

  test('fills `:param` segments from the options and sends the rest as the body', () => {
    expect(buildRequest({ contract: favorite, options: { id: '42', undo: false } })).toEqual({
      url: '/v3/pins/42/favorite/',
      method: 'POST',
      body: { options: { undo: false } },
      headers: { 'x-csrftoken': 'tok-123' },
    });
  });

  test('a REST GET sends its options as plain query parameters', () => {
    const contract = { ...endpoints.health, path: '/api/things/:id' };
    expect(buildRequest({ contract, options: { id: 'a b', q: 'x&y', skip: undefined } })).toEqual({
      url: '/api/things/a%20b?q=x%26y',
      method: 'GET',
    });
  });

  test('without a csrftoken cookie a write sends no header rather than an empty one', () => {
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(buildRequest({ contract: endpoints.logout, options: {} }).headers).toEqual({});
  });
});
