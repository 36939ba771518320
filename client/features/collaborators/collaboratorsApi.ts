import * as endpoints from '../../../shared/contracts/collaborators';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

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
  }),
});

export const { useCollaboratorsGetQuery, useCollaboratorUpdateMutation } = collaboratorsApi;
