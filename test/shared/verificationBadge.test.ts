import { verificationBadges, type BadgeExperiment, type VerificationBadges } from '../../shared/domain/verificationBadge';

const both = { isVerifiedMerchant: true, verifiedIdentity: { verified: true } };
const M = { verifiedMerchant: true, verifiedIdentity: false };
const I = { verifiedMerchant: false, verifiedIdentity: true };
const ALL = { verifiedMerchant: true, verifiedIdentity: true };
const NO = { verifiedMerchant: false, verifiedIdentity: false };
const inGroup = (group: string | null, flagOn = true): BadgeExperiment => ({ group, flagOn });

describe('verificationBadges (platform-services.md 5, simplify_creator_attributions_unauth_web)', () => {
  it.each<[string, BadgeExperiment, boolean, VerificationBadges]>([
    ['"no experiment ... shows badge"', inGroup(null), false, ALL],
    ['"flag off shows badge"', inGroup('enabled_att_trusted_merchants_and_verified_creators_only', false), false, ALL],
    ['"Unauthenticated users in control ...: no badge"', inGroup('control'), false, NO],
    ['"... or empty group: no badge"', inGroup(''), false, NO],
    ['signed-in viewer in control keeps the badge', inGroup('control'), true, ALL],
    ['"enabled_att_trusted_merchant_blue_checkmark: verifiedMerchant only"', inGroup('enabled_att_trusted_merchant_blue_checkmark'), false, M],
    ['"enabled_att_creators_with_red_checkmarks: verifiedIdentity only"', inGroup('enabled_att_creators_with_red_checkmarks'), false, I],
    ['"enabled_att_checkmarks_trusted_verified: both"', inGroup('enabled_att_checkmarks_trusted_verified'), false, ALL],
    [
      '"enabled_att_trusted_merchants_and_verified_creators_only ...: hidden"',
      inGroup('enabled_att_trusted_merchants_and_verified_creators_only'),
      false,
      NO,
    ],
    ['"... and enabled_no_att_all_organic_non_product_pins: hidden"', inGroup('enabled_no_att_all_organic_non_product_pins'), false, NO],
    ['"Any other group: shown"', inGroup('enabled_something_new'), false, ALL],
    ['inherited object keys are not groups', inGroup('toString'), false, ALL],
  ])('%s', (_rule, experiment, isAuth, expected) => {
    expect(verificationBadges(both, experiment, isAuth)).toEqual(expected);
  });

  it.each<[string, { isVerifiedMerchant: boolean; verifiedIdentity: { verified: boolean } }, VerificationBadges]>([
    ['merchant only', { isVerifiedMerchant: true, verifiedIdentity: { verified: false } }, M],
    ['identity only', { isVerifiedMerchant: false, verifiedIdentity: { verified: true } }, I],
    ['neither', { isVerifiedMerchant: false, verifiedIdentity: { verified: false } }, NO],
  ])('a badge shows only when the creator holds it: %s', (_rule, creator, expected) => {
    expect(verificationBadges(creator, inGroup(null), true)).toEqual(expected);
  });
});
