import * as endpoints from '../../../shared/contracts/boardList';
import { api, contractMutation } from '../../app/api';

/** The board list family (shared/contracts/boardList.ts): the viewer's custom board order. */
export const boardListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The lists ask again in the stored order; until then the reorder list shows the order it sent.
    boardOrderUpdate: contractMutation(build, endpoints.boardOrderUpdate, ['Board']),
  }),
});

export const { useBoardOrderUpdateMutation } = boardListApi;
