import type { BoardDetail } from '../../../shared/contracts/board';
import * as endpoints from '../../../shared/contracts/invites';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';
import { feedsApi } from '../feeds/feedsApi';
import { WRITABLE_BOARDS } from '../saves/savesApi';

export interface MemberRemoval {
  boardId: string;
  userId: string;
  /** The viewer is leaving: their own relation to the board goes too. */
  self: boolean;
}

/** The board as the page shows it without the member: the header's avatars, the count and, when leaving, our relation. */
function withoutMember(board: BoardDetail, { userId, self }: MemberRemoval) {
  board.collaborators = board.collaborators.filter((u) => u.id !== userId);
  board.collaboratorCount = Math.max(0, board.collaboratorCount - 1);
  if (self) {
    board.collaboratedByMe = false;
    board.collaboratorPermissions = [];
    board.permissions = [];
  }
}

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
    /**
     * Section 4, Board actions: the member leaves every cached copy of the board at once, and comes back if the
     * server refuses (the spec's "rollback by re-adding on failure").
     */
    collaboratorRemove: build.mutation<ResultOf<typeof endpoints.collaboratorRemove>, MemberRemoval>({
      query: ({ boardId, userId }) => call(endpoints.collaboratorRemove, { board_id: boardId, invited_user_id: userId, field_set_key: 'boardEdit' }),
      // What the viewer may do with the board's pins, and where they may save, changed; the board itself is already
      // up to date (and refetching it could turn a secret board the viewer just left into a 404 under them).
      invalidatesTags: (_result, error) => (error ? [] : ['Feed', WRITABLE_BOARDS]),
      async onQueryStarted(removal, { dispatch, getState, queryFulfilled }) {
        const patches = feedsApi.util.selectCachedArgsForQuery(getState(), 'boardGet').map((address) =>
          dispatch(
            feedsApi.util.updateQueryData('boardGet', address, (board) => {
              if (board.id === removal.boardId) withoutMember(board, removal);
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const {
  useInviteMetadataQuery,
  useInviteCreateMutation,
  useInviteAcceptMutation,
  useInviteDenyMutation,
  useCollaboratorRemoveMutation,
  usePendingInviteCreateMutation,
  useInviteLinkRotateMutation,
} = invitesApi;
