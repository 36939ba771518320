import type * as contracts from '../../../shared/contracts/invites';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';
import { signedIn } from '../users/signedIn';
import { createInvitesService } from './service';

export function invitesHandlers(deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  const invites = createInvitesService(deps.db, deps.users, deps.clock);
  return {
    inviteCreate: ({ options, viewer }) => {
      const { data, created } = invites.create(signedIn(viewer), options);
      return { data, status: created ? 201 : 200 };
    },
    inviteMetadataGet: ({ options }) => ({ data: invites.metadata(options.invite_code) }),
    inviteAccept: ({ options, viewer }) => ({ data: invites.accept(signedIn(viewer), options.invite_code) }),
    inviteDeny: ({ options, viewer }) => ({ data: invites.deny(signedIn(viewer), options) }),
    collaboratorRemove: ({ options, viewer }) => ({ data: invites.removeCollaborator(signedIn(viewer), options) }),
  };
}
