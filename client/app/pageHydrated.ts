import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once, before the browser hydrates a page the server rendered, with the server store's RTK Query state
 * (`api`): the createApi's extractRehydrationInfo takes its fulfilled queries, so the page's hooks find their data and
 * make no call of their own.
 */
export const pageHydrated = createAction<{ api: unknown }>('page/hydrated');
