import * as endpoints from '../../../shared/contracts/experiences';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

/**
 * The experiences family (shared/contracts/experiences.ts): what each placement holds for this viewer, and the
 * viewer's view, complete, dismiss and trigger calls. What a placement holds lives in the experiences slice, not in
 * this cache, so a dismissal removes it at once and a refetch replaces it (experiencesSlice.ts).
 */
export const experiencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    experiences: build.query<ResultOf<typeof endpoints.experiencesGet>, ArgsOf<typeof endpoints.experiencesGet>>({
      query: (options) => call(endpoints.experiencesGet, options),
      // The slice holds the answer; a cached one would hide a placement's next experience after a dismissal.
      keepUnusedDataFor: 0,
    }),
    experienceViewed: build.mutation<ResultOf<typeof endpoints.experienceViewed>, ArgsOf<typeof endpoints.experienceViewed>>({
      query: (options) => call(endpoints.experienceViewed, options),
    }),
    experienceCompleted: build.mutation<ResultOf<typeof endpoints.experienceCompleted>, ArgsOf<typeof endpoints.experienceCompleted>>({
      query: (options) => call(endpoints.experienceCompleted, options),
    }),
    experienceDismissed: build.mutation<ResultOf<typeof endpoints.experienceDismissed>, ArgsOf<typeof endpoints.experienceDismissed>>({
      query: (options) => call(endpoints.experienceDismissed, options),
    }),
    experienceTrigger: build.mutation<ResultOf<typeof endpoints.experienceTrigger>, ArgsOf<typeof endpoints.experienceTrigger>>({
      query: (options) => call(endpoints.experienceTrigger, options),
    }),
  }),
});
