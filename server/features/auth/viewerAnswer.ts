import type { ConsentService } from '../consent/service';
import type { ViewerRow } from '../users/store';
import type { AuthService } from './service';

/** What the viewer endpoint (and logging in or signing up) answers a signed-in viewer: who they are and their cookie choice. */
export const signedInViewer = (auth: AuthService, consent: ConsentService, user: ViewerRow) => ({
  ...auth.viewer(user),
  cookie_consent: consent.ofUser(user.id),
});
