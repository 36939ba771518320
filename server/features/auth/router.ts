import type * as contracts from '../../../shared/contracts/auth';
import type { Handlers } from '../../http/mount';
import { privateAnswer, sessionCookie } from '../../http/session';
import type { SessionAnswers } from '../../http/sessionAnswers';
import { stateOf, visitorConsent } from '../../http/visitor';
import type { ConsentService } from '../consent/service';
import type { UserSettingsService } from '../userSettings/service';
import type { ViewerRow } from '../users/store';
import type { AuthService } from './service';
import { signedInViewer } from './viewerAnswer';

export function authHandlers(
  auth: AuthService,
  session: SessionAnswers,
  consent: ConsentService,
  settings: Pick<UserSettingsService, 'theme'>,
): Pick<Handlers, keyof typeof contracts> {
  const signedIn = (user: ViewerRow) => signedInViewer(auth, consent, settings, user);
  return {
    // A choice made signed out on this browser becomes the account's (the account's own choice, if any, wins).
    register: async ({ options, req, res }) => {
      const { user, token } = await auth.register(options);
      consent.carryIn(user.id, visitorConsent(req));
      session.started(req, res, token);
      return { data: signedIn(user), status: 201 };
    },
    login: async ({ options, req, res }) => {
      const { user, token } = await auth.login(options);
      consent.carryIn(user.id, visitorConsent(req));
      session.started(req, res, token);
      return { data: signedIn(user) };
    },
    // A session that has already ended still leaves a cookie behind; logging out clears it either way.
    logout: ({ req, res }) => {
      auth.logout(sessionCookie(req));
      session.ended(req, res);
      return { data: null };
    },
    // Signed out, the answer depends on this browser's consent cookie: no cache may share it.
    viewerGet: ({ viewer, req, res }) => {
      if (viewer) return { data: signedIn(viewer) };
      privateAnswer(res);
      return { data: { ...auth.signedOutViewer(), cookie_consent: stateOf(visitorConsent(req)) } };
    },
  };
}
