import { END_BOOKMARK } from '../../../shared/constants';
import type { UserSummary } from '../../../shared/contracts/user';
import type { ApiMeta } from '../../app/contractBaseQuery';
import type { PeoplePage } from '../../app/paging';

/** A list of people's page as its answer came. Not in app/paging.ts: home's script carries that, and no list of people. */
export function toPeoplePage(people: UserSummary[], meta: ApiMeta | undefined): PeoplePage {
  return { people, bookmark: meta?.bookmark ?? END_BOOKMARK };
}
