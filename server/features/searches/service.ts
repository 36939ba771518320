import { SEARCH } from '../../../shared/constants/search';
import type { Board } from '../../../shared/contracts/board';
import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/searches';
import type { UserSummary } from '../../../shared/contracts/user';
import type { Clock } from '../../config';
import type { FeedsService } from '../feeds/service';
import type { SearchesStore } from './store';

/**
 * The search box's help: suggestions as the words are typed, which are the first results of the one people and board
 * search (BaseSearchResource), and a signed-in person's recent searches.
 */
export function createSearchesService(store: SearchesStore, feeds: FeedsService, clock: Clock) {
  function typeahead(o: OptionsOf<typeof contracts.searchTypeahead>, viewerId: number | null) {
    const people = feeds.search({ query: o.query, scope: 'users', page_size: SEARCH.suggestedPeople }, viewerId).data as UserSummary[];
    const boards = feeds.search({ query: o.query, scope: 'boards', page_size: SEARCH.suggestedBoards }, viewerId).data as Board[];
    return { people, boards };
  }

  const recent = (viewerId: number) => store.list(viewerId, SEARCH.recentSearches);

  function add(viewerId: number, query: string) {
    store.add(viewerId, query, clock.now(), SEARCH.recentSearches);
    return recent(viewerId);
  }

  function remove(viewerId: number, query: string | undefined) {
    store.remove(viewerId, query);
    return recent(viewerId);
  }

  return { typeahead, recent, add, remove };
}

export type SearchesService = ReturnType<typeof createSearchesService>;
