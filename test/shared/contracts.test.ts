import { z } from 'zod';
import { endpointList, endpoints } from '../../shared/contracts/registry';

describe('the contract registry', () => {
  it('has a unique id and a unique method+path for every endpoint', () => {
    expect(new Set(endpointList.map((e) => e.id)).size).toBe(endpointList.length);
    expect(new Set(endpointList.map((e) => `${e.method} ${e.path}`)).size).toBe(endpointList.length);
  });

  it.each(endpointList.map((e) => [e.id, e] as const))('%s has zod schemas for options and data that emit JSON Schema', (_id, e) => {
    expect(e.options).toBeInstanceOf(z.ZodType);
    expect(e.data).toBeInstanceOf(z.ZodType);
    expect(() => z.toJSONSchema(e.options, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    expect(() => z.toJSONSchema(e.data, { io: 'output', unrepresentable: 'any' })).not.toThrow();
  });

  it('maps resource actions to methods and paths', () => {
    expect(endpoints.homefeed).toMatchObject({ method: 'GET', path: '/resource/UserHomefeedResource/get/', paged: true });
    expect(endpoints.login).toMatchObject({ method: 'POST', path: '/resource/UserSessionResource/create/' });
    expect(endpoints.repinCreate).toMatchObject({ method: 'POST', path: '/resource/RepinResource/create/', auth: 'required' });
    // Logging out needs no live session: a dead one must still get its cookie cleared.
    expect(endpoints.logout).toMatchObject({ method: 'DELETE', auth: 'optional' });
  });

  it('pages with 25 by default and refuses a page size of 0', () => {
    expect(endpoints.homefeed.options.parse({}).page_size).toBe(25);
    expect(endpoints.homefeed.options.safeParse({ page_size: 0 }).success).toBe(false);
  });

  it('accepts numeric and string ids and refuses others', () => {
    expect(endpoints.pinGet.options.parse({ id: 42 }).id).toBe('42');
    expect(endpoints.pinGet.options.parse({ id: '42' }).id).toBe('42');
    for (const bad of ['abc', '0', '-1', '1.5', '']) expect(endpoints.pinGet.options.safeParse({ id: bad }).success).toBe(false);
  });
});
