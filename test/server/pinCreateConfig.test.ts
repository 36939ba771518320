import { loadConfig } from '../../server/config';

const pinCreation = (env: NodeJS.ProcessEnv) => loadConfig(env).pinCreation;

describe('pin creation settings', () => {
  it('caps decoded pixels at 25 MP and decodes 2 images at once with 8 waiting, unless told otherwise', () => {
    expect(pinCreation({})).toMatchObject({ maxImagePixels: 25_000_000, decode: { concurrency: 2, queue: 8 } });
    expect(pinCreation({ IMAGE_DECODE_CONCURRENCY: '4', IMAGE_DECODE_QUEUE: '0' }).decode).toEqual({ concurrency: 4, queue: 0 });
  });

  it.each([
    ['IMAGE_DECODE_CONCURRENCY', '0'],
    ['IMAGE_DECODE_CONCURRENCY', 'two'],
    ['IMAGE_DECODE_QUEUE', '-1'],
    ['IMAGE_DECODE_QUEUE', '1.5'],
  ])('stops at start on %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('takes IMAGE_FETCH_ALLOW_ORIGINS as origins: scheme, host and port, as URL.origin spells them', () => {
    expect(pinCreation({}).fetch.allowOrigins).toEqual([]);
    const origins = pinCreation({ IMAGE_FETCH_ALLOW_ORIGINS: ' http://CDN.internal:8080 , https://cdn.internal:443/, http://[::1]:3000' }).fetch
      .allowOrigins;
    expect(origins).toEqual(['http://cdn.internal:8080', 'https://cdn.internal', 'http://[::1]:3000']);
  });

  it.each([
    'cdn.internal',
    'cdn.internal:8080',
    'ftp://cdn.internal',
    'http://cdn.internal/images',
    'http://user:pw@cdn.internal',
    'http://cdn.internal/?a=1',
  ])('stops at start on an allowed origin that is not a bare http(s) origin: %s', (entry) => {
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_ORIGINS: entry })).toThrow(
      `IMAGE_FETCH_ALLOW_ORIGINS takes origins such as http://cdn.internal:8080, not ${entry}`,
    );
  });

  it('stops at start on the host list it replaced, which let every port of a host through, saying what to set instead', () => {
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_HOSTS: 'cdn.internal' })).toThrow(
      /IMAGE_FETCH_ALLOW_HOSTS is replaced by IMAGE_FETCH_ALLOW_ORIGINS.*every port.*instead of cdn\.internal/,
    );
    expect(pinCreation({ IMAGE_FETCH_ALLOW_HOSTS: ' ' }).fetch.allowOrigins).toEqual([]);
  });
});
