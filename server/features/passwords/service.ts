import { MemoryStore, type Options } from 'express-rate-limit';
import type { Logger } from 'pino';
import { PASSWORD_RESET } from '../../../shared/constants';
import { SITE_NAME } from '../../../shared/domain/pageTitle';
import { passwordProblem } from '../../../shared/domain/passwords';
import type { Clock } from '../../config';
import type { Mailer } from '../../common/mailer';
import { ApiError, badRequest } from '../../http/errors';
import { hashToken, newToken } from '../../http/session';
import type { Db } from '../../sqlite/open';
import type { LoginBackoff } from '../auth/loginBackoff';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AuthService } from '../auth/service';
import type { UserRow, UsersStore } from '../users/store';
import type { PasswordsStore } from './store';

/** Every unusable link gets this one answer: unknown, used, expired, or made for another account. */
const linkInvalid = () =>
  new ApiError(404, 'reset_link_invalid', 'This password reset link has expired or has already been used. Ask for a new one.', {
    token: 'expired, used or unknown',
  });

/** The sign-up's password rules, with this account's own words counted as guessable. */
function checkNewPassword(user: UserRow, password: string, field: string): void {
  const problem = passwordProblem(password, { username: user.username, email: user.email, firstName: user.first_name });
  if (problem) throw badRequest(`The new password ${problem}`, { [field]: problem });
}

export interface PasswordsDeps {
  db: Db;
  store: PasswordsStore;
  users: UsersStore;
  auth: AuthService;
  backoff: LoginBackoff;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** Reset mails one account may be sent per window; past it the request is answered alike and no mail goes. */
  accountLimit: { windowMs: number; max: number };
}

export function createPasswordsService({ db, store, users, auth, backoff, mailer, clock, logger, accountLimit }: PasswordsDeps) {
  const mailsPerAccount = new MemoryStore();
  // The store is made for the middleware's options, of which it reads only the window.
  mailsPerAccount.init({ windowMs: accountLimit.windowMs } as Options);

  /** Keeps a link for the user as its token's hash only: the token itself leaves the server in the mail alone. */
  function storeLink(userId: number, tokenHash: string): void {
    const now = clock.now();
    store.insert(tokenHash, userId, now, now + PASSWORD_RESET.linkMaxAgeMs);
  }

  const linkUrl = (origin: string, user: UserRow, token: string) =>
    `${origin}/pw/${encodeURIComponent(user.username)}/?${PASSWORD_RESET.tokenParam}=${token}`;

  /** Sent without waiting: the answer must not take longer when an account matched, and a failure is only logged. */
  function mail(user: UserRow, subject: string, text: string): void {
    mailer.send({ to: user.email, subject, text }).catch((err: unknown) => logger.error({ err, userId: user.id }, 'a mail could not be sent'));
  }

  /** The live link's account, which must be the one the link names. */
  function linkAccount(username: string, token: string) {
    const row = store.live(hashToken(token), clock.now());
    if (!row || row.username.toLowerCase() !== username.toLowerCase()) throw linkInvalid();
    return row;
  }

  return {
    /**
     * Mails a reset link when `login` names an account. The caller always gives the same answer, so the work is the
     * same either way up to the mail: the account lookup, a token drawn and hashed, and a count, kept by account or
     * else by the name typed.
     */
    async requestReset(login: string, origin: string): Promise<void> {
      const user = users.byLogin(login);
      const token = newToken();
      const tokenHash = hashToken(token);
      const { totalHits } = await mailsPerAccount.increment(user ? `user:${user.id}` : `name:${login.toLowerCase()}`);
      if (!user) return;
      if (totalHits > accountLimit.max) {
        logger.warn({ userId: user.id }, 'password reset mail not sent: too many asked for this account within the hour');
        return;
      }
      storeLink(user.id, tokenHash);
      mail(
        user,
        `Reset your ${SITE_NAME} password`,
        `Hi ${user.first_name},\n\n` +
          `Someone, we hope you, asked to reset the password of your ${SITE_NAME} account ${user.username}. ` +
          `To choose a new password, open this link within an hour:\n\n${linkUrl(origin, user, token)}\n\n` +
          `The link works once. If you did not ask, ignore this mail: your password stays as it is.\n`,
      );
    },

    /** The account a reset link is for, if it still works. */
    checkLink(username: string, token: string): { username: string } {
      return { username: linkAccount(username, token).username };
    },

    /**
     * Sets the password a live link allows and ends every session of the account; answers the account's id. The link
     * is checked again inside the write, so two uses racing each other cannot both pass.
     */
    async completeReset(o: { username: string; token: string; password: string }): Promise<number> {
      const { user_id } = linkAccount(o.username, o.token);
      const user = users.byId(user_id)!;
      checkNewPassword(user, o.password, 'password');
      const passwordHash = await hashPassword(o.password);
      db.transaction(() => {
        linkAccount(o.username, o.token);
        store.setPasswordHash(user.id, passwordHash);
        store.removeForUser(user.id);
        auth.endSessions(user.id);
      })();
      return user.id;
    },

    /**
     * Changes a signed-in person's password when they know the current one. A wrong one counts as a failed log-in
     * of the account (the same slowing down), since a session left open must not become a way to guess it.
     */
    async changePassword(userId: number, sessionToken: string | null, o: { current_password: string; new_password: string }): Promise<void> {
      const user = users.byId(userId)!;
      if (!(await verifyPassword(o.current_password, user.password_hash))) {
        await backoff.failed(user.username);
        throw new ApiError(400, 'wrong_password', 'That is not your current password.', { current_password: 'incorrect' });
      }
      checkNewPassword(user, o.new_password, 'new_password');
      const passwordHash = await hashPassword(o.new_password);
      db.transaction(() => {
        store.setPasswordHash(user.id, passwordHash);
        store.removeForUser(user.id);
        auth.endSessions(user.id, sessionToken);
      })();
    },

    /**
     * Signs the person out everywhere and replaces their password by one nobody knows, so the old one no longer
     * logs in (with the same timing as any wrong password); a reset link goes to their email.
     */
    async panic(userId: number, origin: string): Promise<void> {
      const user = users.byId(userId)!;
      const passwordHash = await hashPassword(newToken());
      const token = newToken();
      db.transaction(() => {
        store.setPasswordHash(user.id, passwordHash);
        store.removeForUser(user.id);
        auth.endSessions(user.id);
        storeLink(user.id, hashToken(token));
      })();
      mail(
        user,
        `Your ${SITE_NAME} account is locked until you choose a new password`,
        `Hi ${user.first_name},\n\n` +
          `You signed your ${SITE_NAME} account ${user.username} out everywhere and locked it: its old password no longer works. ` +
          `To choose a new one, open this link within an hour:\n\n${linkUrl(origin, user, token)}\n\n` +
          `Once it has expired, ask for a new link at ${origin}/password/reset/ with your email or username.\n`,
      );
    },
  };
}

export type PasswordsService = ReturnType<typeof createPasswordsService>;
