import { useMemo, type ComponentProps } from 'react';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { Grid } from './Grid';
import { Spinner } from '../../ui/Spinner';
import type { PinPage } from '../../app/paging';
import './PinFeed.css';

/** The parts of an infinite pin query's hook result a feed needs. */
interface PinFeedQuery {
  currentData?: InfiniteData<PinPage, string | undefined>;
  error?: unknown;
  isError: boolean;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A pin feed as a grid of ids: the cards read their pins from the entity slice. */
export function PinFeed({
  feed,
  emptyText,
  surface,
  cellOverlay,
  density,
}: {
  feed: PinFeedQuery;
  emptyText: string;
  surface: GridSurface;
  cellOverlay?: ComponentProps<typeof Grid>['cellOverlay'];
  density?: ComponentProps<typeof Grid>['density'];
}) {
  const ids = useMemo(() => {
    // A pin can come back on a later page; one card per pin keeps masonic's keys unique.
    const unique = new Set<string>();
    for (const page of feed.currentData?.pages ?? []) for (const pin of page.pins) unique.add(pin.id);
    return [...unique];
  }, [feed.currentData]);

  if (!feed.currentData) {
    return feed.isError ? <ErrorNotice error={feed.error} onRetry={feed.refetch} /> : <Spinner label="Loading pins" />;
  }
  if (ids.length === 0) return <p className="feed-empty">{emptyText}</p>;

  const loadMore = () => {
    // After a failed page, wait for the user's retry instead of asking again on every scroll.
    if (feed.hasNextPage && !feed.isFetching && !feed.isFetchNextPageError) feed.fetchNextPage();
  };
  return (
    <>
      <Grid ids={ids} hasMore={feed.hasNextPage} onLoadMore={loadMore} surface={surface} cellOverlay={cellOverlay} density={density} />
      {feed.isFetchingNextPage && <Spinner label="Loading more pins" />}
      {feed.isFetchNextPageError && !feed.isFetching && <ErrorNotice error={feed.error} onRetry={feed.fetchNextPage} />}
    </>
  );
}
