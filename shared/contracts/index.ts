export * from './endpoint';
export * from './envelope';
export * from './common';
export * from './registry';
export type { Pin } from './pin';
export type { Board, BoardRef, BoardPrivacy } from './board';
export type { UserSummary, Profile, Viewer, SignedInViewer } from './user';
