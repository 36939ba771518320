import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_RESET } from '../shared/constants';
import type { ExperimentGroups } from '../shared/contracts/user';
import type { DecodeLimits } from './features/pins/decodeGate';
import type { ImageFetchConfig } from './http/imageFetch/fetchImage';

export interface Config {
  port: number;
  rootDir: string;
  databasePath: string;
  mediaDir: string;
  clientDir: string;
  /**
   * The app's server render, bundled for Node (dist/ssr/renderPage.js); null (`SERVER_RENDER=off`, which `npm run dev`
   * sets, since it rebuilds only the browser's bundle): pages render in the browser alone.
   */
  serverRender: string | null;
  /** `COOKIE_SECURE=true`: cookies are always Secure. Otherwise they are Secure when the request came over HTTPS. */
  secureCookies: boolean;
  /** Failed log-ins and sign-ups per client IP (IPv6: per /56) per window. */
  loginRateLimit: { windowMs: number; max: number };
  /**
   * Failed log-ins per account (the username or email as typed, normalised) per window, from any address, answered
   * at once; each further failure is answered after a doubling delay (LOGIN_BACKOFF). Never a refusal.
   */
  loginAccountRateLimit: { windowMs: number; max: number };
  /**
   * `SECRET_KEY`: the key the signing keys (CSRF tokens ...) are derived from. null: each key is made at random once
   * and kept in the database (server/http/secrets.ts).
   */
  secretKey: string | null;
  /**
   * The origin people reach us at (`PUBLIC_URL`, e.g. https://pins.example.org), used for canonical links, og:url and
   * the same-origin check of writes. null: not configured (development takes the first request's origin).
   */
  publicUrl: string | null;
  /** Express's `trust proxy` setting (`TRUST_PROXY`): which hops may tell us the client's IP and protocol. */
  trustProxy: boolean | number | string;
  /** NODE_ENV=production: `npm start` sets it. */
  production: boolean;
  logRequests: boolean;
  /** The experiment group every viewer is put in, per experiment; null: nobody is in it (the default). */
  experiments: ExperimentGroups;
  pinCreation: PinCreationConfig;
  /** The largest archive UserArchiveResource create accepts (`ARCHIVE_MAX_BYTES`, 413 naming archive). */
  archiveMaxBytes: number;
  /**
   * `ARCHIVE_TMP_PATH`: where an import keeps its upload and the images taken out of it until the import ends (one
   * folder per import), rather than in memory.
   */
  archiveTmpDir: string;
  /**
   * `OFFSITE_ALLOW_HOSTS`: host names (as a URL spells them) /offsite/ may send people to although they are loopback,
   * private or local-only names. Empty by default; the browser tests let their local test site through.
   */
  offsiteAllowHosts: string[];
  /**
   * The impression writer's thread script (dist/server/impressionWorker.js, built with the server); null, or
   * `IMPRESSION_WORKER=inline`, writes impressions on the request thread (tests; `npm run dev`, which runs sources).
   */
  impressionWorker: string | null;
  /**
   * Requests allowed to each of the analytics endpoints (events, impressions) per window, per visitor (the signed-in
   * user, or the visitor cookie; `ANALYTICS_RATE_LIMIT` a minute) and per client IP (IPv6: per /56;
   * `ANALYTICS_ADDRESS_RATE_LIMIT` a minute).
   */
  analyticsRateLimit: { windowMs: number; perVisitor: number; perAddress: number };
  /** `SMTP_URL` (smtp:// or smtps://, credentials in the url): where mail goes out; null: mail is written to the log. */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the From of every mail. */
  mailFrom: string;
  /**
   * Password reset requests per client IP (IPv6: per /56) per hour, every request counted (`PASSWORD_RESET_RATE_LIMIT`,
   * 429), and reset mails per account per hour (`PASSWORD_RESET_ACCOUNT_RATE_LIMIT`: past it the answer is the same
   * and no mail goes, so the limit tells nobody which accounts exist).
   */
  passwordResetRateLimit: { windowMs: number; perAddress: number; perAccount: number };
}

export interface PinCreationConfig {
  /** An uploaded, base64 or fetched image's bytes (`PIN_IMAGE_MAX_BYTES`). */
  maxImageBytes: number;
  /** Decoded pixels (`PIN_IMAGE_MAX_PIXELS`): a small file that inflates to gigapixels is refused before decoding. */
  maxImagePixels: number;
  /** Images decoded at once (`IMAGE_DECODE_CONCURRENCY`) and waiting for a turn (`IMAGE_DECODE_QUEUE`); past that, 503. */
  decode: DecodeLimits;
  /** image_url fetches; `fetch.maxBytes` is maxImageBytes. */
  fetch: ImageFetchConfig;
  /** Pins one user may create per window (`PIN_CREATE_RATE_LIMIT` per hour). */
  rateLimit: { windowMs: number; max: number };
}

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** The repository root, found from this file whether it runs from source (tsx, jest) or from the esbuild bundle. */
export function findRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const SECRET_KEY_MIN_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const rootDir = findRoot();
  const dataDir = path.join(rootDir, 'db', 'data');
  return {
    port: Number(env.PORT ?? 3000),
    rootDir,
    databasePath: env.DATABASE_PATH ?? path.join(dataDir, 'pinboard.sqlite'),
    mediaDir: env.MEDIA_PATH ?? path.join(dataDir, 'media'),
    clientDir: path.join(rootDir, 'dist', 'client'),
    serverRender: env.SERVER_RENDER === 'off' ? null : path.join(rootDir, 'dist', 'ssr', 'renderPage.js'),
    secureCookies: env.COOKIE_SECURE === 'true',
    loginRateLimit: { windowMs: LOGIN_WINDOW_MS, max: Number(env.LOGIN_RATE_LIMIT ?? 30) },
    loginAccountRateLimit: { windowMs: LOGIN_WINDOW_MS, max: Number(env.LOGIN_ACCOUNT_RATE_LIMIT ?? 10) },
    secretKey: secretKey(env.SECRET_KEY),
    logRequests: env.LOG_REQUESTS === 'true',
    publicUrl: publicOrigin(env.PUBLIC_URL),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    experiments: {
      simplify_creator_attributions_unauth_web: experimentGroup(env.EXPERIMENT_SIMPLIFY_CREATOR_ATTRIBUTIONS),
    },
    pinCreation: pinCreationConfig(env),
    archiveMaxBytes: Number(env.ARCHIVE_MAX_BYTES ?? 200 * 1024 * 1024),
    archiveTmpDir: env.ARCHIVE_TMP_PATH ?? path.join(dataDir, 'archive-imports'),
    offsiteAllowHosts: lowerCaseList(env.OFFSITE_ALLOW_HOSTS),
    impressionWorker: env.IMPRESSION_WORKER === 'inline' ? null : path.join(rootDir, 'dist', 'server', 'impressionWorker.js'),
    analyticsRateLimit: {
      windowMs: 60 * 1000,
      perVisitor: Number(env.ANALYTICS_RATE_LIMIT ?? 240),
      perAddress: Number(env.ANALYTICS_ADDRESS_RATE_LIMIT ?? 1200),
    },
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Pinboard <no-reply@localhost>',
    passwordResetRateLimit: {
      windowMs: PASSWORD_RESET.rateWindowMs,
      perAddress: wholeNumber(env, 'PASSWORD_RESET_RATE_LIMIT', 10, 1),
      perAccount: wholeNumber(env, 'PASSWORD_RESET_ACCOUNT_RATE_LIMIT', 3, 1),
    },
  };
}

function pinCreationConfig(env: NodeJS.ProcessEnv): PinCreationConfig {
  const maxImageBytes = Number(env.PIN_IMAGE_MAX_BYTES ?? 20 * 1024 * 1024);
  return {
    maxImageBytes,
    // 25 MP: what a phone photo needs. Phones save 12 MP (binned 48-50 MP sensors) or 24 MP (5712x4284) by default;
    // only their full-resolution modes (about 50 MP) are refused, and a decode's pixels are half what 50 MP allowed.
    maxImagePixels: Number(env.PIN_IMAGE_MAX_PIXELS ?? 25_000_000),
    decode: { concurrency: wholeNumber(env, 'IMAGE_DECODE_CONCURRENCY', 2, 1), queue: wholeNumber(env, 'IMAGE_DECODE_QUEUE', 8, 0) },
    fetch: {
      timeoutMs: Number(env.IMAGE_FETCH_TIMEOUT_MS ?? 10_000),
      maxBytes: maxImageBytes,
      maxRedirects: 3,
      allowOrigins: imageFetchOrigins(env),
    },
    rateLimit: { windowMs: 60 * 60 * 1000, max: Number(env.PIN_CREATE_RATE_LIMIT ?? 60) },
  };
}

/** A whole number of at least `min`: anything else stops the server at start (0 decode slots would hang every upload). */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}: ${value}`);
  return n;
}

/** A comma-separated list (host names, origins), trimmed and lower-cased. */
function lowerCaseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * `IMAGE_FETCH_ALLOW_ORIGINS`: comma-separated origins (`http://cdn.internal:8080`), as `URL.origin` spells them.
 * Anything but a bare http(s) origin stops the server at start rather than open more than the operator wrote. The
 * host list it replaced (`IMAGE_FETCH_ALLOW_HOSTS`) let every port of a host through: left set, it stops the server
 * too, saying what to write instead, since ignoring it would quietly refuse what the operator meant to allow.
 */
function imageFetchOrigins(env: NodeJS.ProcessEnv): string[] {
  if (env.IMAGE_FETCH_ALLOW_HOSTS?.trim()) {
    throw new Error(
      'IMAGE_FETCH_ALLOW_HOSTS is replaced by IMAGE_FETCH_ALLOW_ORIGINS, which names scheme, host and port ' +
        `(e.g. http://cdn.internal:8080): a host let every port through. Set that instead of ${env.IMAGE_FETCH_ALLOW_HOSTS.trim()}.`,
    );
  }
  return lowerCaseList(env.IMAGE_FETCH_ALLOW_ORIGINS).map((entry) => {
    const url = URL.parse(entry);
    // An origin's href is the origin and '/': no credentials, path, query or fragment.
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.href !== `${url.origin}/`) {
      throw new Error(`IMAGE_FETCH_ALLOW_ORIGINS takes origins such as http://cdn.internal:8080, not ${entry}`);
    }
    return url.origin;
  });
}

/** An experiment group from the environment: unset or blank means no experiment, as deploy tools treat '' as unset. */
function experimentGroup(value: string | undefined): string | null {
  return value?.trim() || null;
}

/** A short SECRET_KEY could be guessed offline from one token: stop at start rather than sign with it. */
function secretKey(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (v.length < SECRET_KEY_MIN_LENGTH)
    throw new Error(`SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`);
  return v;
}

/** `PUBLIC_URL` as an origin; anything but an http(s) URL stops the server at start rather than leak into links. */
function publicOrigin(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http or https: ${value}`);
  return url.origin;
}

/**
 * `TRUST_PROXY` in Express's own terms: true or false, a hop count, or a list of addresses and subnets ('loopback',
 * '10.0.0.0/8, uniquelocal'). Unset: only a proxy on this machine is trusted.
 */
function trustProxySetting(value: string | undefined): boolean | number | string {
  const v = value?.trim();
  if (!v) return 'loopback';
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Settings for tests: an in-memory database and no files needed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const rootDir = findRoot();
  return {
    ...loadConfig({}),
    databasePath: ':memory:',
    mediaDir: path.join(rootDir, 'db', 'data', 'media'),
    // Out of the repository's data folder, one per test process.
    archiveTmpDir: path.join(os.tmpdir(), `pinboard-archive-imports-${process.pid}`),
    logRequests: false,
    impressionWorker: null,
    // Pages as index.html alone: a test of the server render builds it and names it.
    serverRender: null,
    ...overrides,
  };
}
