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
