import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchPageQuery } from '../../../shared/domain/searchPage';
import { EXPERIENCES } from '../../../shared/constants';
import { PageTitle } from '../../ui/PageTitle';
import { PinFeed } from '../grid/PinFeed';
import { useSearchPinsInfiniteQuery } from '../feeds/searchFeeds/searchFeedsApi';
import './SearchPage.css';

// Its own chunk: the search page's first load does not carry the experiences machinery.
const AnchoredPlacement = lazy(() => import(/* webpackChunkName: "anchored-placement" */ '../experiences/anchored/AnchoredPlacement'));

/** The search placement: the search box's popover, and search delight on a search that matches. */
function SearchExperiences({ query }: { query?: string }) {
  return (
    <Suspense fallback={null}>
      <AnchoredPlacement id={EXPERIENCES.placements.search} query={query} />
    </Suspense>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = searchPageQuery(params);
  const feed = useSearchPinsInfiniteQuery(query || skipToken);

  if (!query) {
    return (
      <section>
        <PageTitle page="Search" />
        <h1 className="search-page__title">Search Pinboard</h1>
        <p className="feed-empty">Type what you are looking for in the search box above.</p>
        <SearchExperiences />
      </section>
    );
  }
  return (
    <section>
      <PageTitle page={query} />
      <h1 className="search-page__title">{`Pins for “${query}”`}</h1>
      <SearchExperiences query={query} />
      <PinFeed feed={feed} surface="SearchItem" emptyText={`No pins match “${query}”. Try other words.`} />
    </section>
  );
}
