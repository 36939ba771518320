import type * as contracts from '../../../shared/contracts/auth';
import type { Handlers } from '../../http/mount';
import { sessionCookie } from '../../http/session';
import type { SessionAnswers } from '../../http/sessionAnswers';
import type { AuthService } from './service';

export function authHandlers(auth: AuthService, session: SessionAnswers): Pick<Handlers, keyof typeof contracts> {
  return {
    register: async ({ options, req, res }) => {
      const { user, token } = await auth.register(options);
      session.started(req, res, token);
      return { data: auth.viewer(user), status: 201 };
    },
    login: async ({ options, req, res }) => {
      const { user, token } = await auth.login(options);
      session.started(req, res, token);
      return { data: auth.viewer(user) };
    },
    // A session that has already ended still leaves a cookie behind; logging out clears it either way.
    logout: ({ req, res }) => {
      auth.logout(sessionCookie(req));
      session.ended(req, res);
      return { data: null };
    },
    viewerGet: ({ viewer }) => ({ data: viewer ? auth.viewer(viewer) : auth.signedOutViewer() }),
  };
}
