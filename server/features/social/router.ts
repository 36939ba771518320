import type * as contracts from '../../../shared/contracts/social';
import type { Handlers } from '../../http/mount';
import type { SocialService } from './service';

export function socialHandlers(social: SocialService): Pick<Handlers, keyof typeof contracts> {
  return {
    favoritePin: ({ options, viewer }) => ({ data: social.setFavorite(viewer.id, options.id, true) }),
    unfavoritePin: ({ options, viewer }) => ({ data: social.setFavorite(viewer.id, options.id, false) }),
    followBoard: ({ options, viewer }) => ({ data: social.setBoardFollow(viewer.id, options.id, true) }),
    unfollowBoard: ({ options, viewer }) => ({ data: social.setBoardFollow(viewer.id, options.id, false) }),
    followUser: ({ options, viewer }) => ({ data: social.setUserFollow(viewer.id, options.user_id, true) }),
    unfollowUser: ({ options, viewer }) => ({ data: social.setUserFollow(viewer.id, options.user_id, false) }),
    followInterest: ({ options, viewer }) => ({ data: social.setInterestFollow(viewer.id, options.interest_id, true) }),
    unfollowInterest: ({ options, viewer }) => ({ data: social.setInterestFollow(viewer.id, options.interest_id, false) }),
    userFollowers: ({ options, viewer }) => social.followers(options, viewer?.id ?? null),
    userFollowing: ({ options, viewer }) => social.following(options, viewer?.id ?? null),
    boardFollowers: ({ options, viewer }) => social.boardFollowers(options, viewer?.id ?? null),
  };
}
