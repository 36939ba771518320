import { z } from 'zod';
import { pathParams } from '../../shared/contracts/endpoint';
import { endpointList, endpoints, type EndpointName } from '../../shared/contracts/registry';
import { rr } from './helpers/api';
import { boardCast } from './helpers/boardCast';
import { makeApp } from './helpers/app';
import { factories } from './helpers/factories';

// "Bad input gets a clear 4xx envelope naming the field, never a 500": every endpoint of the registry, called with
// hostile values in every option it declares, by a signed-in member of a board with pins and sections.
const { app, db } = makeApp();
const cast = boardCast(app, db);
const f = factories(db);

/** Real rows for the options that name one, so the hostile values reach past the lookups into the writes. */
const real: Record<string, unknown> = {};
beforeAll(() => {
  const board = cast.sharedBoard('Fuzzed');
  const section = f.section(board, 'Part');
  const pin = f.pin(cast.ids.owner, board);
  const other = f.pin(cast.ids.owner, board);
  Object.assign(real, { board_id: board, to_board_id: board, section_id: section, to_section_id: section, section: section, pin_id: pin, id: pin });
  Object.assign(real, { pin_ids: [pin, other], excluded_pin_ids: [other], board_ids: [board], section_ids: [section], user_id: cast.ids.owner });
  Object.assign(real, { invited_user_id: cast.ids.editor, cover_pin_id: pin, username: 'owner' });
});

/**
 * A GET carries its options in the URL, which Node caps with the headers at 16 KB (answering 431 before our code runs):
 * long strings are cut to share about 6 KB between a GET's options, still past every length limit a GET option has.
 */
function fitted(name: EndpointName, keys: string[], value: unknown): unknown {
  if (endpoints[name].method !== 'GET' || typeof value !== 'string') return value;
  return value.slice(0, Math.floor(6000 / Math.max(1, keys.length)));
}

/** The option names an endpoint declares (its zod object's keys), path parameters included. */
function optionNames(name: EndpointName): string[] {
  const schema = endpoints[name].options as z.ZodType;
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const params = pathParams(endpoints[name].path);
  return [...new Set([...keys, ...params])];
}

const HOSTILE: Record<string, unknown> = {
  'an empty string': '',
  'a 10,000-character string': 'x'.repeat(10_000),
  'an id past 2^63': '99999999999999999999999',
  'a negative number': -1,
  'a fraction': 1.5,
  'an operator object': { $gt: 1 },
  'a nested array': [[1, 2], { a: [] }],
  null: null,
  'a NUL and a bidi override': 'a\u0000\u202eb',
  'a SQL fragment': "1' OR '1'='1",
  'an unknown but well-formed id': '424242',
};

// Log-out and the panic button would end the session the other calls run in; they take no options anyway (the panic
// button is swept last, below).
const SESSION_ENDERS: readonly EndpointName[] = ['logout', 'securePanic'];
const names = (Object.keys(endpoints) as EndpointName[]).filter((n) => !SESSION_ENDERS.includes(n));
const signedOutNames = names.filter((n) => endpoints[n].auth === 'optional');

describe('no endpoint answers a 500 to hostile input', () => {
  it('covers every endpoint in the registry but the two that end the session', () => {
    expect(names).toHaveLength(endpointList.length - SESSION_ENDERS.length);
  });

  describe.each(Object.entries(HOSTILE))('every option set to %s', (_label, value) => {
    it.each(names)('%s', async (name) => {
      const keys = optionNames(name);
      const options = Object.fromEntries(keys.map((key) => [key, fitted(name, keys, value)]));
      const res = await cast.b.owner.callUnchecked(name, options);
      expect({ name, status: res.status < 500 ? 'not a server error' : res.status }).toEqual({ name, status: 'not a server error' });
      // A refusal is the envelope, with a stable error code.
      if (res.status >= 400 && res.type === 'application/json') expect(typeof rr(res).error.code).toBe('string');
    });

    it.each(signedOutNames)('%s, signed out', async (name) => {
      const keys = optionNames(name);
      const res = await cast.anon.callUnchecked(name, Object.fromEntries(keys.map((key) => [key, fitted(name, keys, value)])));
      expect({ name, status: res.status < 500 ? 'not a server error' : res.status }).toEqual({ name, status: 'not a server error' });
    });

    it.each(names)('%s, with real rows for the options that name one', async (name) => {
      const keys = optionNames(name);
      const options = Object.fromEntries(keys.map((key) => [key, key in real ? real[key] : fitted(name, keys, value)]));
      const res = await cast.b.owner.callUnchecked(name, options);
      expect({ name, status: res.status < 500 ? 'not a server error' : res.status }).toEqual({ name, status: 'not a server error' });
    });
  });
});

describe('the panic button, last, since it signs its caller out everywhere', () => {
  it.each(Object.entries(HOSTILE))('with every option set to %s', async (_label, value) => {
    const res = await cast.b.editor.callUnchecked('securePanic', { option: value });
    expect(res.status).toBeLessThan(500);
  });

  it('and as it is meant to be called, which signs the caller out', async () => {
    expect((await cast.b.editor.call('securePanic')).status).toBe(200);
    expect((await cast.b.editor.call('securePanic')).status).toBe(401);
  });
});
