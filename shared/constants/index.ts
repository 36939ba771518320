/**
 * The spec's timings, limits and fixed ids, named once, one file per subject. Times in milliseconds unless the name
 * says otherwise. Each subject is its own module so that a browser chunk carries only the subjects its code reads,
 * not every constant any page needs.
 */
export * from './paging';
export * from './http';
export * from './images';
export * from './layout';
export * from './timings';
export * from './limits';
export * from './pinCard';
export * from './saves';
export * from './feedback';
export * from './invites';
export * from './consent';
export * from './pinTools';
export * from './experiences';
export * from './offsite';
export * from './clickthrough';
export * from './attribution';
export * from './analytics';
export * from './database';
export * from './webApp';
export * from './build';
export * from './passwords';
