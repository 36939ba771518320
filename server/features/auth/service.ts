import { SESSION } from '../../../shared/constants';
import { SIGN_UP_REFUSED } from '../../../shared/domain/signUp';
import type { ExperimentGroups, SignedInViewer, Viewer } from '../../../shared/contracts/user';
import type { Clock } from '../../config';
import { ApiError } from '../../http/errors';
import { hashToken, newToken } from '../../http/session';
import type { OperatorsStore } from '../operators/store';
import type { UsersStore, ViewerRow } from '../users/store';
import { toViewer } from '../users/serialize';
import type { LoginBackoff } from './loginBackoff';
import { hashPassword, verifyPassword } from './password';
import type { SessionsStore } from './store';

// Verifying against a real hash when the user does not exist keeps the timing the same, so logins do not reveal
// which usernames exist.
const DUMMY_HASH_PROMISE = hashPassword('timing-equaliser');

const refused = (fields?: Record<string, string>) => new ApiError(409, SIGN_UP_REFUSED.code, SIGN_UP_REFUSED.message, fields);
const USERNAME_TAKEN = { username: 'already taken' };

/** `experiments`: the groups the configuration puts every viewer in, signed in or not. */
export function createAuthService(
  users: UsersStore,
  sessions: SessionsStore,
  operators: OperatorsStore,
  clock: Clock,
  experiments: ExperimentGroups,
  backoff: LoginBackoff,
) {
  // Expired rows are deleted whenever a session starts: an indexed range delete, so no timer is needed and any
  // number of processes can share the work.
  function startSession(userId: number): string {
    const token = newToken();
    const now = clock.now();
    sessions.purgeExpired(now);
    sessions.insert(hashToken(token), userId, now, now + SESSION.maxAgeMs);
    return token;
  }

  return {
    viewer: (user: ViewerRow): SignedInViewer => toViewer(user, users.counts(user.id), experiments, operators.isOperator(user.id)),

    signedOutViewer: (): Viewer => ({ isAuth: false, experiments }),

    async register(o: { username: string; email: string; password: string; first_name: string }) {
      // The username first: its answer must not depend on the email (SIGN_UP_REFUSED).
      if (users.byUsername(o.username)) throw refused(USERNAME_TAKEN);
      if (users.byLogin(o.email)) throw refused();
      const passwordHash = await hashPassword(o.password);
      let id: number;
      try {
        id = users.insert({ username: o.username, email: o.email, passwordHash, firstName: o.first_name, now: clock.now() });
      } catch (err) {
        // Two sign-ups racing for the same name or email: the UNIQUE constraint decides, and says which column.
        const e = err as { code?: string; message?: string };
        if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') throw refused(e.message?.includes('users.username') ? USERNAME_TAKEN : undefined);
        throw err;
      }
      const user = users.byId(id)!;
      return { user, token: startSession(id) };
    },

    async login(o: { username_or_email: string; password: string }) {
      const user = users.byLogin(o.username_or_email);
      const ok = await verifyPassword(o.password, user?.password_hash ?? (await DUMMY_HASH_PROMISE));
      if (!user || !ok) {
        await backoff.failed(o.username_or_email);
        throw new ApiError(401, 'invalid_credentials', 'The username or password you entered is incorrect.', { password: 'incorrect' });
      }
      await backoff.succeeded([user.username, user.email]);
      return { user, token: startSession(user.id) };
    },

    logout(token: string | null) {
      if (token) sessions.remove(hashToken(token));
    },

    /**
     * Signs the user out everywhere, except in the session of `keepToken` (the cookie of the request that asked, when
     * it stays signed in): what a password change, a reset, the panic page and an account's deletion all do.
     */
    endSessions(userId: number, keepToken: string | null = null): number {
      return sessions.removeForUser(userId, keepToken === null ? null : hashToken(keepToken));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
