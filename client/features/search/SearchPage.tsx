import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { SEARCH_TABS, searchPageQuery, searchPageScope, searchPageUrl } from '../../../shared/domain/searchPage';
import { EXPERIENCES } from '../../../shared/constants';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { useShowMoreFocus } from '../../ui/useShowMoreFocus';
import { BoardCard } from '../board/BoardCard';
import { PinFeed } from '../grid/PinFeed';
import { PeopleList } from '../people/PeopleList';
import { useRecentSearches } from '../searches/recentSearches';
import { useSearchBoardsInfiniteQuery, useSearchPeopleFeedInfiniteQuery, useSearchPinsInfiniteQuery } from '../feeds/searchFeeds/searchFeedsApi';
import '../profile/ProfileBoards.css';
import './SearchPage.css';

// Its own chunk: the search page's first load does not carry the experiences machinery.
const AnchoredPlacement = lazy(() => import(/* webpackChunkName: "experience-anchored" */ '../experiences/anchored/AnchoredPlacement'));

/** The search placement: the search box's popover, and search delight on a search that matches. */
function SearchExperiences({ query }: { query?: string }) {
  return (
    <Suspense fallback={null}>
      <AnchoredPlacement id={EXPERIENCES.placements.search} query={query} />
    </Suspense>
  );
}

function PinResults({ query }: { query: string }) {
  const feed = useSearchPinsInfiniteQuery(query || skipToken);
  return <PinFeed feed={feed} surface="SearchItem" emptyText={`No pins match “${query}”. Try other words.`} />;
}

/** Boards found, as the profile lists boards: covers in a grid, 25 at a time. */
function BoardResults({ query }: { query: string }) {
  const feed = useSearchBoardsInfiniteQuery(query);
  const boards = [...new Map(feed.currentData?.pages.flatMap((page) => page.boards.map((b) => [b.id, b] as const))).values()];
  const list = useRef<HTMLUListElement>(null);
  const showMore = useShowMoreFocus(boards.length, feed, (from) => list.current?.children[from]?.querySelector('a')?.focus());
  if (!feed.currentData) return feed.isError ? <ErrorNotice error={feed.error} onRetry={feed.refetch} /> : <Spinner label="Loading boards" />;
  if (boards.length === 0) return <p className="feed-empty">{`No boards match “${query}”. Try other words.`}</p>;
  return (
    <>
      <ul className="profile-boards__grid" ref={list} aria-label="Boards found">
        {boards.map((board) => (
          <li key={board.id}>
            <BoardCard board={board} />
          </li>
        ))}
      </ul>
      {feed.isFetchingNextPage && <Spinner label="Loading more boards" />}
      {feed.isFetchNextPageError && !feed.isFetching ? (
        <ErrorNotice error={feed.error} onRetry={showMore} />
      ) : (
        feed.hasNextPage && (
          <div className="profile-boards__more">
            <Button onClick={showMore}>Show more boards</Button>
          </div>
        )
      )}
    </>
  );
}

function PeopleResults({ query }: { query: string }) {
  const feed = useSearchPeopleFeedInfiniteQuery(query);
  return (
    <div className="search-page__people">
      <PeopleList feed={feed} label="People found" emptyText={`Nobody matches “${query}”. Try other words.`} />
    </div>
  );
}

/** Remembers a search once the viewer is known (their account's list, or this browser's), each time the words change. */
function useRecordSearch(query: string) {
  const { ready, add } = useRecentSearches();
  useEffect(() => {
    if (ready && query) add(query);
  }, [ready, query, add]);
}

/** `/search/{pins,boards,users}/?q=`: what the words find, in three tabs (Pins, Boards, People). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const { scope: segment } = useParams();
  const scope = searchPageScope(segment);
  const query = searchPageQuery(params);
  useRecordSearch(query);

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
  const tab = SEARCH_TABS.find((t) => t.scope === scope)!;
  return (
    <section>
      <PageTitle page={query} />
      <h1 className="search-page__title">{`${tab.label} for “${query}”`}</h1>
      <SearchExperiences query={query} />
      <nav className="search-page__tabs" aria-label="Search results">
        {SEARCH_TABS.map((t) => (
          <Link key={t.scope} to={searchPageUrl(t.scope, query)} className="search-page__tab" aria-current={t.scope === scope ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      {scope === 'pins' && <PinResults query={query} />}
      {scope === 'boards' && <BoardResults query={query} />}
      {scope === 'users' && <PeopleResults query={query} />}
    </section>
  );
}
