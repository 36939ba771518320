import type { CookieFlag } from '../../../shared/domain/cookieConsent';

/* Apart from consentText.ts, which the banner in home's script imports: only the settings dialog's chunk shows these. */

/** What each setting lets the product do, as the settings modal offers it. */
export const COOKIE_SETTINGS: readonly { flag: CookieFlag; label: string; detail: string }[] = [
  { flag: 'allow_analytic_cookies', label: 'Analytics cookies', detail: 'Help us measure how Pinboard is used, so we can improve it.' },
  { flag: 'allow_marketing_cookies', label: 'Marketing cookies', detail: 'Let us measure and tailor the ads you see.' },
  { flag: 'allow_personalization_cookies', label: 'Personalization cookies', detail: 'Let us tailor your feed and suggestions to you.' },
];
