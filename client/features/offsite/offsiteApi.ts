import * as endpoints from '../../../shared/contracts/offsite';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

/**
 * The offsite family (shared/contracts/offsite.ts): the spam check a click out goes through. A mutation, though the
 * check is a GET, because each click needs its own answer: the signed /offsite/ address it carries expires, and a
 * domain listed since the last click must be seen, so nothing is cached. A collection chip's
 * click is asked by POST (offsiteChipClick). Only the click-out chunk imports this file.
 */
export const offsiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    offsiteCheck: build.mutation<ResultOf<typeof endpoints.offsiteCheck>, ArgsOf<typeof endpoints.offsiteCheck>>({
      query: (options) => call(endpoints.offsiteCheck, options),
    }),
    offsiteChipClick: build.mutation<ResultOf<typeof endpoints.offsiteChipClick>, ArgsOf<typeof endpoints.offsiteChipClick>>({
      query: (options) => call(endpoints.offsiteChipClick, options),
    }),
  }),
});
