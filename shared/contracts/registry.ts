import type { EndpointContract } from './endpoint';
import * as account from './account';
import * as analytics from './analytics';
import * as archive from './archive';
import * as attribution from './attribution';
import * as auth from './auth';
import * as boardList from './boardList';
import * as boards from './boards';
import * as bulkEdit from './bulkEdit';
import * as collaborators from './collaborators';
import * as experiences from './experiences';
import * as feedback from './feedback';
import * as feeds from './feeds';
import * as invites from './invites';
import * as offsite from './offsite';
import * as passwords from './passwords';
import * as pinStats from './pinStats';
import * as pins from './pins';
import * as saves from './saves';
import * as social from './social';
import * as system from './system';
import * as userSettings from './userSettings';

/** Every endpoint the server mounts, keyed by a short name. The server, the client and OpenAPI all read this. */
export const endpoints = {
  ...system,
  ...auth,
  ...passwords,
  ...account,
  ...feeds,
  ...saves,
  ...boards,
  ...boardList,
  ...userSettings,
  ...social,
  ...feedback,
  ...invites,
  ...collaborators,
  ...pins,
  ...bulkEdit,
  ...archive,
  ...experiences,
  ...offsite,
  ...analytics,
  ...pinStats,
  ...attribution,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export const endpointList: readonly EndpointContract[] = Object.values(endpoints);
