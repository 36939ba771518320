import type * as contracts from '../../../shared/contracts/passwords';
import type { Handlers } from '../../http/mount';
import type { PublicOrigin } from '../../http/publicOrigin';
import { sessionCookie } from '../../http/session';
import type { SessionAnswers } from '../../http/sessionAnswers';
import type { PasswordsService } from './service';

/** `origin`: where the links in mails point (PUBLIC_URL), never a request's own Host. */
export function passwordsHandlers(
  passwords: PasswordsService,
  session: SessionAnswers,
  origin: PublicOrigin,
): Pick<Handlers, keyof typeof contracts> {
  return {
    passwordResetRequest: async ({ options, req }) => {
      await passwords.requestReset(options.username_or_email, origin.of(req));
      return { data: null };
    },
    passwordResetGet: ({ options }) => ({ data: passwords.checkLink(options.username, options.token) }),
    // Signed in as the account on this browser, its session has just ended with the others: its cookie goes too.
    passwordResetComplete: async ({ options, viewer, req, res }) => {
      const userId = await passwords.completeReset(options);
      if (viewer?.id === userId) session.ended(req, res);
      return { data: null };
    },
    passwordChange: async ({ options, viewer, req }) => {
      await passwords.changePassword(viewer.id, sessionCookie(req), options);
      return { data: null };
    },
    securePanic: async ({ viewer, req, res }) => {
      await passwords.panic(viewer.id, origin.of(req));
      session.ended(req, res);
      return { data: null };
    },
  };
}
