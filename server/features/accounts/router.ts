import { SESSION } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Handlers } from '../../http/mount';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import type { AccountsService } from './service';

export function accountsHandlers(accounts: AccountsService, config: Config): Pick<Handlers, 'register' | 'login' | 'logout' | 'viewerGet'> {
  return {
    register: async ({ options, res }) => {
      const { user, token } = await accounts.register(options);
      setSessionCookie(res, config, token);
      return { data: accounts.viewer(user), status: 201 };
    },
    login: async ({ options, res }) => {
      const { user, token } = await accounts.login(options);
      setSessionCookie(res, config, token);
      return { data: accounts.viewer(user) };
    },
    logout: ({ req, res }) => {
      accounts.logout(req.cookies?.[SESSION.cookie]);
      clearSessionCookie(res, config);
      return { data: null };
    },
    viewerGet: ({ viewer }) => ({ data: viewer ? accounts.viewer(viewer) : accounts.signedOutViewer() }),
  };
}
