export const DEFAULT_PAGE_SIZE = 25;

export const MAX_PAGE_SIZE = 100;

export const END_BOOKMARK = '-end-';

/** A followers or following list's page (the spec's 'followers per page'). */
export const FOLLOWERS_PAGE_SIZE = 50;
