import type { BoardDetail } from '../../../shared/contracts/board';
import * as endpoints from '../../../shared/contracts/collaborators';
import { api, call, WRITABLE_BOARDS, type ArgsOf, type ResultOf } from '../../app/api';
import { boardsApi } from '../boards/boardsApi';

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

export const collaboratorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The members page of a board, by id. */
    collaboratorsGet: build.query<ResultOf<typeof endpoints.collaboratorsGet>, string>({
      query: (board_id) => call(endpoints.collaboratorsGet, { board_id }),
    }),
    /** The permissions show the new list at once, and go back to the old one if the server refuses. */
    collaboratorUpdate: build.mutation<ResultOf<typeof endpoints.collaboratorUpdate>, ArgsOf<typeof endpoints.collaboratorUpdate>>({
      query: (options) => call(endpoints.collaboratorUpdate, options),
      async onQueryStarted({ board_id, invited_user_id, permissions }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          collaboratorsApi.util.updateQueryData('collaboratorsGet', String(board_id), (page) => {
            const member = page.collaborators.find((c) => c.user.id === String(invited_user_id));
            if (member) member.permissions = [...permissions];
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /**
     * Removing a collaborator: the member leaves every cached copy of the board at once, and is re-added if the server
     * refuses (a failed removal is rolled back by re-adding).
     */
    collaboratorRemove: build.mutation<ResultOf<typeof endpoints.collaboratorRemove>, MemberRemoval>({
      query: ({ boardId, userId }) => call(endpoints.collaboratorRemove, { board_id: boardId, invited_user_id: userId, field_set_key: 'boardEdit' }),
      // What the viewer may do with the board's pins, and where they may save, changed; the board itself is already
      // up to date (and refetching it could turn a secret board the viewer just left into a 404 under them).
      invalidatesTags: (_result, error) => (error ? [] : ['Feed', WRITABLE_BOARDS]),
      async onQueryStarted(removal, { dispatch, getState, queryFulfilled }) {
        const patches = boardsApi.util.selectCachedArgsForQuery(getState(), 'boardGet').map((address) =>
          dispatch(
            boardsApi.util.updateQueryData('boardGet', address, (board) => {
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

export const { useCollaboratorsGetQuery, useCollaboratorUpdateMutation, useCollaboratorRemoveMutation } = collaboratorsApi;
