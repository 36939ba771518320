import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { Socket } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { addressLiteral, isForbiddenAddress } from './address';

export interface ImageFetchConfig {
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Hostnames (lowercase, as a URL spells them) an operator lets through the address check, e.g. an internal CDN. */
  allowHosts: readonly string[];
}

export type FetchFailure =
  'bad_url' | 'forbidden_address' | 'too_many_redirects' | 'timeout' | 'too_large' | 'not_image' | 'unreachable' | 'http_error';

export class ImageFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
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

function createAgent(config: ImageFetchConfig): Agent {
  const connectTimeout = config.timeoutMs;
  const strict = buildConnector({ lookup: checkedLookup, timeout: connectTimeout } as buildConnector.BuildOptions);
  const open = buildConnector({ timeout: connectTimeout });
  const allowed = new Set(config.allowHosts.map((h) => h.toLowerCase()));
  return new Agent({
    connect: (options, callback) => {
      if (allowed.has(options.hostname.toLowerCase())) return open(options, callback);
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

function classify(err: unknown, signal: AbortSignal): ImageFetchError {
  if (err instanceof ImageFetchError) return err;
  if (causes(err).some((e) => e instanceof ForbiddenAddress)) return new ImageFetchError('forbidden_address', 'That address is not allowed.');
  if (signal.aborted) return new ImageFetchError('timeout', 'The image took too long to fetch.');
  return new ImageFetchError('unreachable', 'The image could not be fetched.');
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
 */
export function createImageFetcher(config: ImageFetchConfig) {
  const agent = createAgent(config);
  const allowed = new Set(config.allowHosts.map((h) => h.toLowerCase()));

  /** A refusal before any connection: literal forbidden addresses answer at once and never open a socket. */
  function precheck(url: URL): void {
    const literal = addressLiteral(url.hostname);
    if (literal && !allowed.has(url.hostname.toLowerCase()) && isForbiddenAddress(literal)) {
      throw new ImageFetchError('forbidden_address', 'That address is not allowed.');
    }
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
    try {
      for (let hop = 0; ; hop++) {
        precheck(url);
        const res = await request(url, { dispatcher: agent, method: 'GET', signal, headers: { accept: 'image/*' } });
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
      throw classify(err, signal);
    }
  }

  return { fetchImage, close: () => agent.close() };
}

export type ImageFetcher = ReturnType<typeof createImageFetcher>;
