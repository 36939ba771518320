import type * as contracts from '../../../shared/contracts/searches';
import type { Handlers } from '../../http/mount';
import type { SearchesService } from './service';

export function searchesHandlers(searches: SearchesService): Pick<Handlers, keyof typeof contracts> {
  return {
    searchTypeahead: ({ options, viewer }) => ({ data: searches.typeahead(options, viewer?.id ?? null) }),
    recentSearchesGet: ({ viewer }) => ({ data: searches.recent(viewer.id) }),
    recentSearchAdd: ({ options, viewer }) => ({ data: searches.add(viewer.id, options.query) }),
    recentSearchesRemove: ({ options, viewer }) => ({ data: searches.remove(viewer.id, options.query) }),
  };
}
