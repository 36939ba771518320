/**
 * Cookie consent: the three settings a visitor chooses, and what a choice allows. Shared
 * by the contracts, the server (which records events only as far as the choice allows) and the banner.
 */
export const COOKIE_FLAGS = ['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies'] as const;
export type CookieFlag = (typeof COOKIE_FLAGS)[number];

export type CookieChoices = Record<CookieFlag, boolean>;

/** Where a viewer stands: undecided (the banner asks), or the choice made and when. */
export interface CookieConsentState extends CookieChoices {
  decided: boolean;
  /** ISO time of the choice; null while undecided. */
  decided_at: string | null;
}

/** Until a choice is made nothing optional is allowed: consent is given, never assumed. */
export const UNDECIDED: CookieConsentState = {
  decided: false,
  allow_analytic_cookies: false,
  allow_marketing_cookies: false,
  allow_personalization_cookies: false,
  decided_at: null,
};

/** Accept all or reject all sets all three settings to the same value. */
export const allChoices = (allowed: boolean): CookieChoices => ({
  allow_analytic_cookies: allowed,
  allow_marketing_cookies: allowed,
  allow_personalization_cookies: allowed,
});

export const decidedState = (choices: CookieChoices, decidedAt: number): CookieConsentState => ({
  decided: true,
  allow_analytic_cookies: choices.allow_analytic_cookies,
  allow_marketing_cookies: choices.allow_marketing_cookies,
  allow_personalization_cookies: choices.allow_personalization_cookies,
  decided_at: new Date(decidedAt).toISOString(),
});

/** Whether a kind of tracking may happen: only after a choice that allowed it. */
export const consentAllows = (consent: CookieConsentState, flag: CookieFlag): boolean => consent.decided && consent[flag];
