import type { CookieConsentState } from '../../../shared/domain/cookieConsent';
// The call's endpoint must exist in the api for RTK Query's middleware to take its fulfilled action.
import '../../../client/features/userSettings/userSettingsApi';

/**
 * The action RTK Query dispatches when the consent banner's `cookieConsentSave` call succeeds, which the consent slice
 * listens for: a test that only needs the viewer's consent decided dispatches it instead of driving the banner.
 */
export function consentSaved(consent: CookieConsentState) {
  return {
    type: 'api/executeMutation/fulfilled',
    payload: { cookie_consent: consent },
    meta: {
      arg: { type: 'mutation', endpointName: 'cookieConsentSave', originalArgs: {}, track: true },
      requestId: `consent-${Math.random()}`,
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: Date.now(),
    },
  } as const;
}
