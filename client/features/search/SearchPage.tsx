import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { PinFeed } from '../feeds/PinFeed';
import { useSearchPinsInfiniteQuery } from '../feeds/feedsApi';
import './SearchPage.css';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const feed = useSearchPinsInfiniteQuery(query || skipToken);

  if (!query) {
    return (
      <section>
        <PageTitle page="Search" />
        <h1 className="search-page__title">Search Pinboard</h1>
        <p className="feed-empty">Type what you are looking for in the search box above.</p>
      </section>
    );
  }
  return (
    <section>
      <PageTitle page={query} />
      <h1 className="search-page__title">{`Pins for “${query}”`}</h1>
      <PinFeed feed={feed} surface="SearchItem" emptyText={`No pins match “${query}”. Try other words.`} />
    </section>
  );
}
