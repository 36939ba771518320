import * as endpoints from '../../../shared/contracts/pinStats';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

/** The pin stats family (shared/contracts/pinStats.ts): a pin's last 30 days, for the stats page. */
export const pinStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinStats: build.query<ResultOf<typeof endpoints.pinStatsGet>, ArgsOf<typeof endpoints.pinStatsGet>>({
      query: (options) => call(endpoints.pinStatsGet, options),
      // Numbers change as people see and click the pin: each visit to the page reads them anew.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePinStatsQuery } = pinStatsApi;
