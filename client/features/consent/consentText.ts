import type { CookieFlag } from '../../../shared/domain/cookieConsent';

/** What each setting lets the product do, as the settings modal offers it. */
export const COOKIE_SETTINGS: readonly { flag: CookieFlag; label: string; detail: string }[] = [
  { flag: 'allow_analytic_cookies', label: 'Analytics cookies', detail: 'Help us measure how Pinboard is used, so we can improve it.' },
  { flag: 'allow_marketing_cookies', label: 'Marketing cookies', detail: 'Let us measure and tailor the ads you see.' },
  { flag: 'allow_personalization_cookies', label: 'Personalization cookies', detail: 'Let us tailor your feed and suggestions to you.' },
];

export const SAVED_TOAST = 'Your cookie choices are saved.';
export const SAVE_FAILED = 'Sorry! Your cookie choices could not be saved. Please try again.';

/** surface_tag: where a choice was made. */
export const SURFACE_TAGS = { banner: 'cookie_banner', settings: 'cookie_settings' } as const;
