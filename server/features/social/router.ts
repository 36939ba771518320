import type * as contracts from '../../../shared/contracts/social';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';
import { signedIn } from '../users/signedIn';
import { createSocialService } from './service';

export function socialHandlers(deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  const social = createSocialService(deps.db, deps.users, deps.clock);
  return {
    favoritePin: ({ options, viewer }) => ({ data: social.setFavorite(signedIn(viewer), options.id, true) }),
    unfavoritePin: ({ options, viewer }) => ({ data: social.setFavorite(signedIn(viewer), options.id, false) }),
    followBoard: ({ options, viewer }) => ({ data: social.setBoardFollow(signedIn(viewer), options.id, true) }),
    unfollowBoard: ({ options, viewer }) => ({ data: social.setBoardFollow(signedIn(viewer), options.id, false) }),
    followUser: ({ options, viewer }) => ({ data: social.setUserFollow(signedIn(viewer), options.user_id, true) }),
    unfollowUser: ({ options, viewer }) => ({ data: social.setUserFollow(signedIn(viewer), options.user_id, false) }),
    followInterest: ({ options, viewer }) => ({ data: social.setInterestFollow(signedIn(viewer), options.interest_id, true) }),
    unfollowInterest: ({ options, viewer }) => ({ data: social.setInterestFollow(signedIn(viewer), options.interest_id, false) }),
  };
}
