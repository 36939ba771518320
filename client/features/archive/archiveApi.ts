import * as endpoints from '../../../shared/contracts/archive';
import { api, call, type ArgsOf, type ResultOf } from '../../app/api';

/** The import makes boards and pins: once a job is done, every board list and feed may have changed. */
const IMPORTED = ['Board', 'Feed'] as const;

export const archiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    archiveImport: build.mutation<ResultOf<typeof endpoints.archiveImport>, File>({
      query: (file) => {
        const form = new FormData();
        form.append('archive', file);
        return { ...call(endpoints.archiveImport, {}), form };
      },
    }),
    archiveImportGet: build.query<ResultOf<typeof endpoints.archiveImportGet>, ArgsOf<typeof endpoints.archiveImportGet>>({
      query: (options) => call(endpoints.archiveImportGet, options),
      async onQueryStarted(_options, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && data.state !== 'running') dispatch(api.util.invalidateTags([...IMPORTED]));
      },
    }),
  }),
});

export const { useArchiveImportMutation, useArchiveImportGetQuery } = archiveApi;

/** The export is a plain download: the browser saves the zip the server streams, with the session cookie. */
export const ARCHIVE_EXPORT_URL = endpoints.archiveExport.path;
