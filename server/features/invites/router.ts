import type * as contracts from '../../../shared/contracts/invites';
import type { Config } from '../../config';
import type { Handlers } from '../../http/mount';
import { clearPendingLoginCookie, newNonce, seamlessProof, setPendingLoginCookie } from './loginCookie';
import type { InvitesService } from './service';

export function invitesHandlers(invites: InvitesService, config: Config): Pick<Handlers, keyof typeof contracts> {
  return {
    inviteCreate: ({ options, viewer }) => {
      const { data, created } = invites.create(viewer.id, options);
      return { data, status: created ? 201 : 200 };
    },
    inviteLinkRotate: ({ options, viewer }) => ({ data: invites.rotateLink(viewer.id, options), status: 201 }),
    inviteLinkRevoke: ({ options, viewer }) => ({ data: invites.revokeLink(viewer.id, options) }),
    inviteMetadataGet: ({ options }) => ({ data: invites.metadata(options.invite_code) }),
    pendingInviteCreate: ({ options, viewer, req, res }) => {
      const { nonce, nonceHash } = newNonce();
      const data = invites.pending(viewer?.id ?? null, options.invite_code, nonceHash);
      // Only once the record is written: a refused call leaves the browser's cookies as they were.
      setPendingLoginCookie(req, res, config, nonce);
      return { data, status: 201 };
    },
    inviteAccept: ({ options, viewer, req, res }) => {
      const seamless = options.seamless ? seamlessProof(req) : null;
      const data = invites.accept(viewer.id, options.invite_code, seamless);
      if (seamless) clearPendingLoginCookie(req, res, config);
      return { data };
    },
    inviteDeny: ({ options, viewer }) => ({ data: invites.deny(viewer.id, options) }),
  };
}
