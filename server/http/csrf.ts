import { createHmac, createSecretKey, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION } from '../../shared/constants';
import type { Config } from '../config';
import { ApiError } from './errors';
import { hashToken, secureCookies, sessionCookie } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONCE_BYTES = 16;
/** Nonces drawn from the system's CSPRNG per call into it: each call costs about as much as the MAC. */
const NONCES_PER_DRAW = 256;
/** base64url(16-byte nonce) '.' base64url(HMAC-SHA256): checked exactly before anything is compared. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
/** What a signed-out token is bound to; a session hash (43 base64url characters) can never equal it. */
const SIGNED_OUT = 'signed-out';

/**
 * The session a token belongs to: the hash of the session cookie, live or not. The cookie is HttpOnly, so another
 * site can neither read it nor mint a token for it; binding to the cookie rather than to a live session lets a
 * client whose session has expired still log in, or log out, with the token it holds.
 */
function bindingOf(sessionToken: string | null): string {
  return sessionToken ? hashToken(sessionToken) : SIGNED_OUT;
}

/** Drops a Set-Cookie already queued for `name`, so an answer that issues a token twice sends only the last. */
function unqueueCookie(res: Response, name: string): void {
  const queued = res.getHeader('Set-Cookie');
  if (queued === undefined) return;
  const rest = ([] as string[]).concat(queued as string | string[]).filter((c) => !c.startsWith(`${name}=`));
  if (rest.length) res.setHeader('Set-Cookie', rest);
  else res.removeHeader('Set-Cookie');
}

/**
 * Whether a write comes from another site. Browsers send Origin on every cross-origin write and Sec-Fetch-Site on
 * every request, so a forged form or fetch is named here whatever token it carries. `Origin: null` (sandboxed
 * frames, some redirects) is refused: nothing of ours sends it. No Origin at all is an API client (curl, scripts),
 * which the token check covers.
 */
function fromAnotherSite(req: Request, publicUrl: string | null): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  return origin.toLowerCase() !== (publicUrl ?? ownOrigin(req));
}

/** The origin this request was addressed to, normalised as browsers write Origin (lower case, no default port). */
function ownOrigin(req: Request): string | null {
  try {
    return new URL(`${req.protocol}://${req.get('host') ?? ''}`).origin;
  } catch {
    return null;
  }
}

/**
 * Fresh nonces, cut in turn from a buffer the CSPRNG refills every NONCES_PER_DRAW tokens (as Node's randomUUID
 * keeps its own cache): each byte is used once, so each nonce is as unpredictable as one drawn on its own.
 */
function nonces(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_DRAW);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    at += NONCE_BYTES;
    return pool.toString('base64url', at - NONCE_BYTES, at);
  };
}

export interface CsrfTokens {
  /** Every API request: refuses writes from other sites or without this session's token; (re)issues the cookie. */
  middleware: RequestHandler;
  /** A token bound to the session the answer leaves the client with (null: signed out), replacing any other. */
  issue(req: Request, res: Response, sessionToken: string | null): void;
}

/**
 * Signed double-submit cookie (OWASP): token = nonce '.' HMAC(secret, binding '!' nonce), where the binding is the
 * session (see bindingOf). The readable `csrftoken` cookie carries it and every write must echo it in
 * `X-CSRFToken`. Another site can make the browser send the cookie but cannot read it; one planted by a sibling
 * host or taken from another session does not verify for this session.
 */
export function csrfTokens(config: Config, secret: Buffer): CsrfTokens {
  // The key is imported once: an HMAC over a raw Buffer imports it again on every call, about ten times the cost of
  // the MAC itself, and every API request signs (a new token) or verifies (the one it carries).
  const key = createSecretKey(secret);
  const sign = (binding: string, nonce: string) => createHmac('sha256', key).update(`${binding}!${nonce}`).digest('base64url');

  const nextNonce = nonces();

  function mint(sessionToken: string | null): string {
    const nonce = nextNonce();
    return `${nonce}.${sign(bindingOf(sessionToken), nonce)}`;
  }

  // The MAC is compared as text: decoding would let the spare bits of its last character vary.
  function verifies(token: unknown, sessionToken: string | null): token is string {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return false;
    const [nonce, mac] = token.split('.');
    return timingSafeEqual(Buffer.from(mac), Buffer.from(sign(bindingOf(sessionToken), nonce)));
  }

  function issue(req: Request, res: Response, sessionToken: string | null): void {
    unqueueCookie(res, SESSION.csrfCookie);
    res.cookie(SESSION.csrfCookie, mint(sessionToken), { sameSite: 'lax', secure: secureCookies(req, config), path: '/' });
  }

  const middleware: RequestHandler = (req, res, next) => {
    const sessionToken = sessionCookie(req);
    const cookie: unknown = req.cookies?.[SESSION.csrfCookie];
    const cookieVerifies = verifies(cookie, sessionToken);
    if (!cookieVerifies) issue(req, res, sessionToken);
    if (SAFE_METHODS.has(req.method)) return next();
    if (fromAnotherSite(req, config.publicUrl)) {
      return next(new ApiError(403, 'cross_site_request', 'Requests from other sites are not accepted.'));
    }
    const header = req.get(SESSION.csrfHeader);
    const echoed = cookieVerifies && header !== undefined && TOKEN_SHAPE.test(header) && timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
    if (!echoed) return next(new ApiError(403, 'csrf_failed', 'CSRF token missing or incorrect.'));
    next();
  };

  return { middleware, issue };
}
