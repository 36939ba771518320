import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { Socket } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { addressLiteral, isForbiddenAddress } from './address';

export interface ImageFetchConfig {
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Origins (as `URL.origin` spells them: scheme, host and port) an operator lets through the address check, e.g. an
   * internal CDN. Only for a fetch that starts there: a redirect never enters one.
   */
  allowOrigins: readonly string[];
}

export type FetchFailure =
  'bad_url' | 'forbidden_address' | 'too_many_redirects' | 'timeout' | 'too_large' | 'not_image' | 'unreachable' | 'http_error';

export class ImageFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    /** The fetch had reached an allowed internal origin: whatever failed, it is answered as a refused address. */
    readonly internal = false,
  ) {
    super(message);
  }
}

class ForbiddenAddress extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * net.connect's lookup, refusing when any resolved address is forbidden: checking the addresses the socket will use,
 * not an earlier resolution, is what keeps DNS rebinding (public on the first answer, 127.0.0.1 on the next) out.
 */
function checkedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) return callback(new ForbiddenAddress(`${hostname} resolves to a forbidden address`), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** The agent for every address but an allowed origin's: the resolved addresses and the connected peer are checked. */
function checkedAgent(config: ImageFetchConfig): Agent {
  const strict = buildConnector({ lookup: checkedLookup, timeout: config.timeoutMs } as buildConnector.BuildOptions);
  return new Agent({
    connect: (options, callback) => {
      strict(options, (err, socket) => {
        if (err) return callback(err, null);
        // An IP literal never goes through lookup, so the connected peer is checked too.
        const peer = (socket as Socket).remoteAddress;
        if (!peer || isForbiddenAddress(peer)) {
          socket!.destroy();
          return callback(new ForbiddenAddress(`connected to a forbidden address`), null);
        }
        callback(null, socket!);
      });
    },
  });
}

function causes(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e: unknown = err; e && out.length < 8; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
}

function classify(err: unknown, signal: AbortSignal, internal: boolean): ImageFetchError {
  const fail = (reason: FetchFailure, message: string) => new ImageFetchError(reason, message, internal);
  if (err instanceof ImageFetchError) return fail(err.reason, err.message);
  if (causes(err).some((e) => e instanceof ForbiddenAddress)) return fail('forbidden_address', 'That address is not allowed.');
  if (signal.aborted) return fail('timeout', 'The image took too long to fetch.');
  return fail('unreachable', 'The image could not be fetched.');
}

function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ImageFetchError('bad_url', 'Not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError('bad_url', 'Only http and https URLs can be fetched.');
  if (url.username || url.password) throw new ImageFetchError('bad_url', 'URLs with credentials are not fetched.');
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches user-supplied image URLs without letting them reach the server's own network: the address is checked when
 * connecting (every hop: redirects are followed here, not by undici, so each one is checked again), within a time
 * limit and a byte limit, and only image/* answers are read.
 *
 * An operator's allowed origins (`IMAGE_FETCH_ALLOW_ORIGINS`) skip the check, each on its own scheme, host and port
 * only, and only for a fetch that starts there (with the redirects that stay there): a redirect from anywhere else
 * into an allowed origin is checked like any address, so a public page cannot send the fetch inside. Every failure
 * of a fetch that reached an allowed origin is marked `internal` and answered as a refused address (fetchFailure),
 * so the answer never tells one failure inside from another, or from a port that is not allowed.
 */
export function createImageFetcher(config: ImageFetchConfig) {
  const checked = checkedAgent(config);
  const open = new Agent({ connect: { timeout: config.timeoutMs } });
  const allowed = new Set(config.allowOrigins);

  /** A refusal before any connection: literal forbidden addresses answer at once and never open a socket. */
  function precheck(url: URL): void {
    const literal = addressLiteral(url.hostname);
    if (literal && isForbiddenAddress(literal)) throw new ImageFetchError('forbidden_address', 'That address is not allowed.');
  }

  async function readLimited(body: AsyncIterable<Buffer>): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > config.maxBytes) throw new ImageFetchError('too_large', 'The image is too large.');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function fetchImage(raw: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(config.timeoutMs);
    let url = parseTarget(raw);
    const trusted = allowed.has(url.origin) ? url.origin : null;
    let internal = false;
    try {
      for (let hop = 0; ; hop++) {
        const inside = url.origin === trusted;
        internal ||= inside;
        if (!inside) precheck(url);
        const res = await request(url, { dispatcher: inside ? open : checked, method: 'GET', signal, headers: { accept: 'image/*' } });
        if (REDIRECTS.has(res.statusCode)) {
          await res.body.dump();
          const location = res.headers.location;
          if (typeof location !== 'string') throw new ImageFetchError('http_error', 'A redirect without a location.');
          if (hop >= config.maxRedirects) throw new ImageFetchError('too_many_redirects', 'Too many redirects.');
          url = parseTarget(location, url);
          continue;
        }
        if (res.statusCode !== 200) {
          await res.body.dump();
          throw new ImageFetchError('http_error', `The image URL answered ${res.statusCode}.`);
        }
        const type = String(res.headers['content-type'] ?? '');
        if (!/^image\//i.test(type)) {
          await res.body.dump();
          throw new ImageFetchError('not_image', 'The URL is not an image.');
        }
        const length = Number(res.headers['content-length']);
        if (Number.isFinite(length) && length > config.maxBytes) {
          res.body.destroy();
          throw new ImageFetchError('too_large', 'The image is too large.');
        }
        try {
          return await readLimited(res.body);
        } finally {
          res.body.destroy();
        }
      }
    } catch (err) {
      throw classify(err, signal, internal);
    }
  }

  return {
    fetchImage,
    close: async () => {
      await Promise.all([checked.close(), open.close()]);
    },
  };
}

export type ImageFetcher = ReturnType<typeof createImageFetcher>;
