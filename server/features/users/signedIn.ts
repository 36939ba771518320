import { unauthorized } from '../../http/errors';
import type { SessionUser } from '../../http/session';

/**
 * The viewer's id on an auth 'user' endpoint. mountEndpoint has already answered 401 when there is none, but the
 * contract's type keeps `auth` as a plain union, so handlers see a nullable viewer; this narrows it without `!`.
 */
export function signedIn(viewer: SessionUser | null): number {
  if (!viewer) throw unauthorized();
  return viewer.id;
}
