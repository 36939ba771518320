import type { ExperimentGroups, SignedInViewer, UserSummary } from '../../../shared/contracts/user';
import { imageUrl } from '../../../shared/domain/imageSizes';
import type { ProfileCounts, UserSummaryRow, ViewerRow } from './store';

function avatarUrls(signature: string | null) {
  if (!signature) return { small: '', medium: '', large: '' };
  return { small: imageUrl(signature, '136x136'), medium: imageUrl(signature, '136x136'), large: imageUrl(signature, '236x') };
}

export function toUserSummary(row: UserSummaryRow): UserSummary {
  const avatar = avatarUrls(row.avatar_signature);
  const id = String(row.id);
  return {
    entityId: id,
    id,
    username: row.username,
    fullName: row.full_name,
    firstName: row.first_name,
    imageSmallUrl: avatar.small,
    imageMediumUrl: avatar.medium,
    imageLargeUrl: avatar.large,
    isVerifiedMerchant: row.is_verified_merchant === 1,
    verifiedIdentity: { verified: row.verified_identity === 1 },
    explicitlyFollowedByMe: row.followed_by_me === 1,
    isAdsOnlyProfile: row.is_ads_only_profile === 1,
    adsOnlyProfileSite: row.ads_only_profile_site,
    isPrimaryWebsiteVerified: row.is_primary_website_verified === 1,
    websiteDomain: row.website_domain,
    isPartner: row.is_partner === 1,
    followerCount: row.follower_count,
  };
}

export function toViewer(row: ViewerRow, counts: ProfileCounts, experiments: ExperimentGroups, isOperator: boolean): SignedInViewer {
  const avatar = avatarUrls(row.avatar_signature);
  return {
    isAuth: true,
    id: String(row.id),
    username: row.username,
    fullName: row.full_name,
    full_name: row.full_name,
    first_name: row.first_name,
    imageSmallUrl: avatar.small,
    imageMediumUrl: avatar.medium,
    imageLargeUrl: avatar.large,
    image_medium_url: avatar.medium,
    country: row.country,
    isPartner: row.is_partner === 1,
    isEmployee: row.is_employee === 1,
    isOperator,
    boardCount: counts.board_count,
    secretBoardCount: counts.secret_board_count,
    pin_count: counts.pin_count,
    created_at: new Date(row.created_at).toISOString(),
    save_behavior: row.save_behavior,
    has_quicksave_board: counts.has_quicksave_board === 1,
    should_show_messaging: true,
    experiments,
  };
}
