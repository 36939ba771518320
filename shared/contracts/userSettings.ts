import { z } from 'zod';
import { PIN_DENSITIES } from '../domain/boardListOptions';
import { BOARD_FILTERS, BOARD_SORT_ORDERS, SELF_PROFILE_PIN_FILTERS } from '../domain/profileViewSettings';
import { THEME_CHOICES } from '../domain/theme';
import { checkWholeChoice, cookieConsent, cookieConsentOptions } from './cookieConsent';
import { resource } from './endpoint';

// Only endpoints are exported as values: the registry mounts every value this module exports.

/** Profile view settings, camelCase as the spec names them. */
const profileView = z.object({
  boardSortOrder: z.enum(BOARD_SORT_ORDERS),
  boardFilter: z.enum(BOARD_FILTERS),
  boardPinDensity: z.enum(PIN_DENSITIES),
  profilePinDensity: z.enum(PIN_DENSITIES),
  selfProfilePinFilter: z.enum(SELF_PROFILE_PIN_FILTERS),
});
export type ProfileViewSettings = z.infer<typeof profileView>;

/** Appearance: 'system' (the default, the device's colour scheme), 'light' or 'dark'. */
const appearance = z.object({ theme: z.enum(THEME_CHOICES) });

/**
 * The viewer's settings, one key per part: profile_view, appearance, and cookie_consent, whose flags
 * UserSettingsResource update takes top level, as the spec's call sends them.
 */
const userSettings = z.object({ profile_view: profileView, appearance, cookie_consent: cookieConsent });

export const userSettingsGet = resource('UserSettingsResource', 'get', {
  tag: 'settings',
  summary:
    "The viewer's settings by part: profile_view (board sort order and filter, pin densities, own-profile pin filter), the defaults until changed, appearance (theme: system, light or dark; system until changed), and cookie_consent (decided or not, the three flags, when).",
  auth: 'required',
  options: z.object({}).strict(),
  data: userSettings,
});

export const userSettingsUpdate = resource('UserSettingsResource', 'update', {
  tag: 'settings',
  summary:
    "Change some of the viewer's settings: only the parts and fields sent change (an unknown field is a 400 naming it). Cookie consent: allow_analytic_cookies, allow_marketing_cookies and allow_personalization_cookies together (a 400 names a missing one), with an optional surface_tag; signed out, the choice is kept in an HttpOnly cookie and carried into the account at the next log-in or sign-up (unless the account has decided already). profile_view and appearance need a signed-in viewer (401 naming the part; a signed-out visitor's appearance stays in their browser). Answers every setting (signed out: cookie_consent only).",
  auth: 'optional',
  options: z
    .object({ profile_view: profileView.partial().strict().optional(), appearance: appearance.strict().optional(), ...cookieConsentOptions })
    .strict()
    .superRefine(checkWholeChoice),
  data: z.object({ profile_view: profileView.optional(), appearance: appearance.optional(), cookie_consent: cookieConsent }),
});
