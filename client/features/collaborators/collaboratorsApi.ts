import type { UserSummary } from '../../../shared/contracts/user';
import { endpoints } from '../../../shared/contracts/registry';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

/**
 * BaseSearchResource's route without its `answers: 'pins'`: with scope users the answer holds people, which the pin
 * entity slices must not read as pins.
 */
const peopleSearchRoute = { method: endpoints.search.method, path: endpoints.search.path };

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
    /** People by name (BaseSearchResource, scope users): the first page is enough to pick someone to invite. */
    peopleSearch: build.query<UserSummary[], string>({
      query: (query) => ({ ...call(endpoints.search, { query, scope: 'users' }), contract: peopleSearchRoute }),
    }),
  }),
});

export const { useCollaboratorsGetQuery, useCollaboratorUpdateMutation, usePeopleSearchQuery } = collaboratorsApi;
