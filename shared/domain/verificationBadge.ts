import type { UserSummary } from '../contracts/user';

export interface VerificationBadges {
  verifiedMerchant: boolean;
  verifiedIdentity: boolean;
}

export interface BadgeExperiment {
  /** The viewer's group in simplify_creator_attributions_unauth_web; null when not in the experiment. */
  group: string | null;
  flagOn: boolean;
}

type Allowed = VerificationBadges;
const BOTH: Allowed = { verifiedMerchant: true, verifiedIdentity: true };
const NONE: Allowed = { verifiedMerchant: false, verifiedIdentity: false };

const GROUP_ALLOWS: Readonly<Record<string, Allowed>> = {
  enabled_att_trusted_merchant_blue_checkmark: { verifiedMerchant: true, verifiedIdentity: false },
  enabled_att_creators_with_red_checkmarks: { verifiedMerchant: false, verifiedIdentity: true },
  enabled_att_checkmarks_trusted_verified: BOTH,
  enabled_att_trusted_merchants_and_verified_creators_only: NONE,
  enabled_no_att_all_organic_non_product_pins: NONE,
};

/**
 * Which of a creator's badges to show (the simplify_creator_attributions_unauth_web experiment). Outside the experiment, or with its flag off,
 * every badge shows. Control and the empty group hide badges for signed-out viewers only, the experiment's
 * population; the enabled groups apply as listed; any other group keeps the default of showing. A badge shows only
 * when the creator actually holds it.
 */
export function verificationBadges(
  creator: Pick<UserSummary, 'isVerifiedMerchant' | 'verifiedIdentity'>,
  experiment: BadgeExperiment,
  viewerIsAuth: boolean,
): VerificationBadges {
  const allowed = allowedBadges(experiment, viewerIsAuth);
  return {
    verifiedMerchant: allowed.verifiedMerchant && creator.isVerifiedMerchant,
    verifiedIdentity: allowed.verifiedIdentity && creator.verifiedIdentity.verified,
  };
}

function allowedBadges({ group, flagOn }: BadgeExperiment, viewerIsAuth: boolean): Allowed {
  if (group === null || !flagOn) return BOTH;
  if (!viewerIsAuth && (group === 'control' || group === '')) return NONE;
  return Object.hasOwn(GROUP_ALLOWS, group) ? GROUP_ALLOWS[group] : BOTH;
}
