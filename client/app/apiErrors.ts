import type { ApiError } from './contractBaseQuery';

/** RTK Query hands components either our ApiError or, for a thrown exception, a SerializedError without status. */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && 'code' in error;
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The session behind a signed-in page has ended (logged out elsewhere, expired): the server answers 401. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** What a failed write says when the server gave no words of its own. */
export const SERVER_FAILED = 'Sorry! Something went wrong on our end.';

/** Errors contractBaseQuery makes up itself when no envelope came back: there is no server message to show. */
const CLIENT_MADE = new Set(['network_error', 'http_error', 'bad_response']);

/** A failed call, for a toast: what the server said, else the generic text. */
export function apiErrorMessage(error: unknown): string {
  return isApiError(error) && !CLIENT_MADE.has(error.code) && error.message ? error.message : SERVER_FAILED;
}
