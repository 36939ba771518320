/** An error with a stable id that the envelope reports; anything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers the answer carries (Retry-After on a 503). */
    readonly headers?: Record<string, string>,
    /** Which rule each of `fields` broke, by a stable name (fieldRules in mount.ts), for clients to word. */
    readonly rules?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, rules?: Record<string, string>) =>
  new ApiError(400, 'invalid_options', message, fields, undefined, rules);
export const unauthorized = (message = 'Log in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found.`);
export const conflict = (message: string, fields?: Record<string, string>) => new ApiError(409, 'conflict', message, fields);
/** A body that is not JSON: the same answer whoever parses it (express.json, or a handler that reads its own body). */
export const malformedBody = () => new ApiError(400, 'malformed_json', 'The request body is not valid JSON.', { body: 'not valid JSON' });
/** The database cannot be written now (another process's lock, a read-only file, a failing disk). */
export const databaseUnavailable = () =>
  new ApiError(503, 'database_unavailable', 'We cannot save or load this right now. Please try again in a few seconds.');
