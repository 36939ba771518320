import * as endpoints from '../../../shared/contracts/invites';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

export const invitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who sent an invite and for which board; signed out too (the login modal's header). */
    inviteMetadata: build.query<ResultOf<typeof endpoints.inviteMetadataGet>, string>({
      query: (invite_code) => call(endpoints.inviteMetadataGet, { invite_code }),
    }),
    inviteCreate: build.mutation<ResultOf<typeof endpoints.inviteCreate>, ArgsOf<typeof endpoints.inviteCreate>>({
      query: (options) => call(endpoints.inviteCreate, options),
    }),
    /** `seamless`: the join without a click after logging in from the invite, which the server checks it started. */
    inviteAccept: build.mutation<ResultOf<typeof endpoints.inviteAccept>, { code: string; seamless: boolean }>({
      query: ({ code, seamless }) =>
        call(endpoints.inviteAccept, seamless ? { invite_code: code, accept: true, seamless } : { invite_code: code, accept: true }),
      // Joining changes the board's members and what the viewer may do there and with its pins.
      invalidatesTags: (_result, error) => (error ? [] : ['Board', 'Feed']),
    }),
    /** Signed out on an invite: lets the login that follows end in the seamless join (an HttpOnly cookie holds the proof). */
    pendingInviteCreate: build.mutation<ResultOf<typeof endpoints.pendingInviteCreate>, string>({
      query: (invite_code) => call(endpoints.pendingInviteCreate, { invite_code }),
    }),
    /** Reset invite link: the old link stops working and a new one replaces it. */
    inviteLinkRotate: build.mutation<ResultOf<typeof endpoints.inviteLinkRotate>, ArgsOf<typeof endpoints.inviteLinkRotate>>({
      query: (options) => call(endpoints.inviteLinkRotate, options),
    }),
    inviteDeny: build.mutation<ResultOf<typeof endpoints.inviteDeny>, ArgsOf<typeof endpoints.inviteDeny>>({
      query: (options) => call(endpoints.inviteDeny, options),
    }),
  }),
});

export const {
  useInviteMetadataQuery,
  useInviteCreateMutation,
  useInviteAcceptMutation,
  useInviteDenyMutation,
  usePendingInviteCreateMutation,
  useInviteLinkRotateMutation,
} = invitesApi;
