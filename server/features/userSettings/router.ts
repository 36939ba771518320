import type * as contracts from '../../../shared/contracts/userSettings';
import type { Config } from '../../config';
import { ApiError } from '../../http/errors';
import type { Handlers } from '../../http/mount';
import { privateAnswer } from '../../http/session';
import { setVisitorConsent, stateOf, visitorConsent } from '../../http/visitor';
import { choiceOf, type ConsentService } from '../consent/service';
import type { UserSettingsService } from './service';

export function userSettingsHandlers(settings: UserSettingsService, consent: ConsentService, config: Config): Pick<Handlers, keyof typeof contracts> {
  return {
    userSettingsGet: ({ viewer }) => ({ data: settings.settings(viewer.id) }),
    // Signed out, only the cookie consent part exists: the choice is kept in this browser's cookie (and the appearance
    // in its local storage, which the server never sees).
    userSettingsUpdate: ({ options, viewer, req, res }) => {
      if (viewer) return { data: settings.update(options, viewer.id) };
      if (options.profile_view !== undefined) {
        throw new ApiError(401, 'unauthorized', 'Log in to change your view settings.', { profile_view: 'needs a signed-in viewer' });
      }
      if (options.appearance !== undefined) {
        throw new ApiError(401, 'unauthorized', 'Log in to keep your appearance with your account.', { appearance: 'needs a signed-in viewer' });
      }
      privateAnswer(res);
      const choice = choiceOf(options);
      if (!choice) return { data: { cookie_consent: stateOf(visitorConsent(req)) } };
      const decision = consent.decisionAt(choice);
      setVisitorConsent(req, res, config, decision);
      return { data: { cookie_consent: stateOf(decision) } };
    },
  };
}
