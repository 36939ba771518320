import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import { BoundedMap } from '../common/boundedMap';
import type { PreparedEnvelope } from './json';
import type { Envelope, ErrorBody } from '../../shared/contracts/envelope';

const PREFERRED_ENCODINGS = ['br', 'gzip'];

/** negotiator 1.x's encoding(), which takes the server's preference among equals; @types/negotiator (0.6) lacks it. */
interface EncodingNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** A successful answer's envelope: the data, and the next page's bookmark for a paged list. */
export function envelopeOf(data: unknown, bookmark?: string): Envelope<unknown> {
  return { resource_response: { status: 'success', code: 0, message: 'ok', data, ...(bookmark !== undefined ? { bookmark } : {}), error: null } };
}

export function sendData(res: Response, data: unknown, status = 200, bookmark?: string): void {
  res.status(status).json(envelopeOf(data, bookmark));
}

/**
 * The prepared bytes each Accept-Encoding asks for, by the header's text: a browser sends the same one on every call,
 * and negotiating it anew (parsing the list, sorting by preference) took 3% of the server's time under the home feed's
 * load (a CPU profile), as much as setting the rest of the answer's own headers. The answer is a function of the text
 * alone; RECENT_ENCODINGS bounds what odd clients can make it hold.
 */
const RECENT_ENCODINGS = 64;
const encodingOf = new BoundedMap<string, 'br' | 'gzip' | null>(RECENT_ENCODINGS);

function preparedEncoding(req: Request): 'br' | 'gzip' | null {
  // Negotiator reads a missing header as an empty one.
  const accepted = req.headers['accept-encoding'] ?? '';
  let compressed = encodingOf.get(accepted);
  if (compressed === undefined) {
    // The client's preference first; among those it likes equally (browsers send `gzip, deflate, br`), brotli, the smaller.
    const encoding = (new Negotiator(req) as unknown as EncodingNegotiator).encoding(['br', 'gzip', 'identity'], { preferred: PREFERRED_ENCODINGS });
    compressed = encoding === 'br' || encoding === 'gzip' ? encoding : null;
    encodingOf.set(accepted, compressed);
  }
  return compressed;
}

export function sendPrepared(req: Request, res: Response, body: PreparedEnvelope<unknown>, status = 200): void {
  // As res.type('application/json') writes it, without looking the type up on every answer.
  res.status(status).setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  const compressed = preparedEncoding(req);
  const bytes = compressed ? body[compressed] : body.identity;
  if (compressed) res.setHeader('Content-Encoding', compressed);
  if (compressed === 'br') void body.sentBrotli();
  // Its length is known: said, the answer goes as it is, not in chunks (the compression middleware, which may still
  // compress the plain one for a client that accepts only deflate, drops it then).
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

export function sendError(res: Response, status: number, error: ErrorBody): void {
  const body: Envelope<null> = {
    resource_response: { status: 'failure', code: status, message: MESSAGES[status] ?? 'Error', data: null, error },
  };
  res.status(status).json(body);
}
