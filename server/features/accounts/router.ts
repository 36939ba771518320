import type { Handlers } from '../../http/mount';
import { sessionCookie } from '../../http/session';
import type { SessionAnswers } from '../../http/sessionAnswers';
import type { AccountsService } from './service';

export function accountsHandlers(accounts: AccountsService, session: SessionAnswers): Pick<Handlers, 'register' | 'login' | 'logout' | 'viewerGet'> {
  return {
    register: async ({ options, req, res }) => {
      const { user, token } = await accounts.register(options);
      session.started(req, res, token);
      return { data: accounts.viewer(user), status: 201 };
    },
    login: async ({ options, req, res }) => {
      const { user, token } = await accounts.login(options);
      session.started(req, res, token);
      return { data: accounts.viewer(user) };
    },
    // A session that has already ended still leaves a cookie behind; logging out clears it either way.
    logout: ({ req, res }) => {
      accounts.logout(sessionCookie(req));
      session.ended(req, res);
      return { data: null };
    },
    viewerGet: ({ viewer }) => ({ data: viewer ? accounts.viewer(viewer) : accounts.signedOutViewer() }),
  };
}
