import type { Clock, Config } from '../config';
import type { Db } from '../db/open';
import type { UsersStore } from './users/store';

/** What every feature's handlers may be built from; app.ts builds it once. */
export interface FeatureDeps {
  db: Db;
  config: Config;
  clock: Clock;
  users: UsersStore;
}
