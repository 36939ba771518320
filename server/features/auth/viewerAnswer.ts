import type { ConsentService } from '../consent/service';
import type { UserSettingsService } from '../userSettings/service';
import type { ViewerRow } from '../users/store';
import type { AuthService } from './service';

/**
 * What the viewer endpoint (and logging in or signing up) answers a signed-in viewer: who they are, their cookie choice
 * and their theme (so a page that logs in applies the account's theme without asking again).
 */
export const signedInViewer = (auth: AuthService, consent: ConsentService, settings: Pick<UserSettingsService, 'theme'>, user: ViewerRow) => ({
  ...auth.viewer(user),
  cookie_consent: consent.ofUser(user.id),
  theme: settings.theme(user.id),
});
