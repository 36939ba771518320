import { ApiError } from '../../http/errors';
import { ImageFetchError, type FetchFailure } from '../../http/imageFetch/fetchImage';

const PROBLEMS: Record<FetchFailure, [number, string, string]> = {
  bad_url: [400, 'invalid_options', 'must be an http or https URL'],
  forbidden_address: [400, 'forbidden_address', 'points at an address that is not allowed'],
  too_many_redirects: [400, 'image_fetch_failed', 'redirects too many times'],
  timeout: [400, 'image_fetch_timeout', 'took too long to fetch'],
  too_large: [413, 'payload_too_large', 'is too large'],
  not_image: [400, 'invalid_image', 'is not an image'],
  unreachable: [400, 'image_fetch_failed', 'could not be fetched'],
  http_error: [400, 'image_fetch_failed', 'did not answer with an image'],
};

/**
 * A failed image_url fetch as the 4xx that names the field; anything unexpected stays an error for the 500 path. A
 * fetch that reached an allowed internal origin answers as a refused address whatever failed (closed port, reset,
 * timeout, bad status ...), so the answers tell nothing about what is inside.
 */
export function fetchFailure(err: unknown): never {
  if (!(err instanceof ImageFetchError)) throw err;
  const [status, code, problem] = PROBLEMS[err.internal ? 'forbidden_address' : err.reason];
  throw new ApiError(status, code, `image_url ${problem}.`, { image_url: problem });
}
