import type * as contracts from '../../../shared/contracts/account';
import type { Handlers } from '../../http/mount';
import type { SessionAnswers } from '../../http/sessionAnswers';
import type { AuthService } from '../auth/service';
import { signedInViewer } from '../auth/viewerAnswer';
import type { ConsentService } from '../consent/service';
import type { UserSettingsService } from '../userSettings/service';
import type { AccountService } from './service';
import { photoOf } from './upload';

/** UserAccountResource (email, deletion) and UserProfileResource (names, username, about, photo): the viewer's own account. */
export function accountHandlers(
  account: AccountService,
  auth: AuthService,
  consent: ConsentService,
  settings: Pick<UserSettingsService, 'theme'>,
  session: SessionAnswers,
): Pick<Handlers, keyof typeof contracts> {
  return {
    accountGet: ({ viewer }) => ({ data: account.details(viewer.id) }),
    accountUpdate: async ({ options, viewer }) => ({ data: await account.changeEmail(viewer.id, options) }),
    // The account's sessions are gone with it; this browser's cookie goes too, and it gets a signed-out csrf token.
    accountDelete: async ({ options, viewer, req, res }) => {
      await account.deleteAccount(viewer.id, options.password);
      session.ended(req, res);
      return { data: null };
    },
    profileUpdate: async ({ options, viewer, res }) => {
      const user = await account.updateProfile(viewer.id, options, photoOf(res));
      return { data: signedInViewer(auth, consent, settings, user) };
    },
  };
}
