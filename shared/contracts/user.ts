import { z } from 'zod';
import { cookieConsent } from './cookieConsent';
import { THEME_CHOICES } from '../domain/theme';

export const userSummary = z.object({
  entityId: z.string(),
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  imageSmallUrl: z.string(),
  imageMediumUrl: z.string(),
  imageLargeUrl: z.string(),
  isVerifiedMerchant: z.boolean(),
  verifiedIdentity: z.object({ verified: z.boolean() }),
  explicitlyFollowedByMe: z.boolean(),
  isAdsOnlyProfile: z.boolean(),
  adsOnlyProfileSite: z.string().nullable(),
  isPrimaryWebsiteVerified: z.boolean(),
  /** The user's own website; with isPrimaryWebsiteVerified, its domain is theirs (a claimed domain). */
  websiteDomain: z.string().nullable(),
  isPartner: z.boolean(),
  followerCount: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const profile = userSummary.extend({
  about: z.string(),
  followingCount: z.number().int(),
  pinCount: z.number().int(),
  boardCount: z.number().int(),
  /** Only on the viewer's own profile: 0 saves straight to the quick-saves board, 1 opens the board picker. */
  save_behavior: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Only on the viewer's own profile. */
  has_quicksave_board: z.boolean().optional(),
});
export type Profile = z.infer<typeof profile>;

/**
 * The experiment groups the viewer is in. The deployment sets each one for everybody (server configuration); null
 * means the viewer is in no group of that experiment. Keys are the experiments' names.
 */
export const experimentGroups = z.object({
  /** The verification badge experiment's group: which verification badges creator attributions show. */
  simplify_creator_attributions_unauth_web: z.string().nullable(),
});
export type ExperimentGroups = z.infer<typeof experimentGroups>;

/** The signed-in (or signed-out) viewer, with its experiment groups. */
export const viewer = z.discriminatedUnion('isAuth', [
  z.object({ isAuth: z.literal(false), experiments: experimentGroups }),
  z.object({
    isAuth: z.literal(true),
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    imageSmallUrl: z.string(),
    imageMediumUrl: z.string(),
    imageLargeUrl: z.string(),
    image_medium_url: z.string(),
    country: z.string(),
    isPartner: z.boolean(),
    isEmployee: z.boolean(),
    /** May author experiences (/admin/experiences); the operator endpoints still decide each call. */
    isOperator: z.boolean(),
    boardCount: z.number().int(),
    secretBoardCount: z.number().int(),
    pin_count: z.number().int(),
    created_at: z.string(),
    save_behavior: z.union([z.literal(0), z.literal(1)]),
    has_quicksave_board: z.boolean(),
    should_show_messaging: z.boolean(),
    experiments: experimentGroups,
  }),
]);
export type Viewer = z.infer<typeof viewer>;
export type SignedInViewer = Extract<Viewer, { isAuth: true }>;

/**
 * Every viewer answer carries the viewer's cookie consent, so the client knows whether to show the consent banner; a
 * signed-in one also the account's theme (signed out, the browser keeps its own).
 */
export const viewerAnswer = viewer.and(z.object({ cookie_consent: cookieConsent, theme: z.enum(THEME_CHOICES).optional() }));
export type ViewerAnswer = z.infer<typeof viewerAnswer>;
