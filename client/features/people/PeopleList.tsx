import { useRef } from 'react';
import type { PeoplePage } from '../../app/paging';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useShowMoreFocus } from '../../ui/useShowMoreFocus';
import { selectViewer } from '../auth/authSlice';
import { FollowButton } from '../follow/FollowButton';
import { PersonRow } from './PersonRow';

/** What a paged list of people needs from its infinite query. */
export interface PeopleFeed {
  currentData?: { pages: PeoplePage[] };
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * People, a page at a time (followers, following, people found), each with a Follow button (not on the viewer's own
 * row) and their @username. 'Show more people' asks for the next page and moves the focus to the first new person.
 */
export function PeopleList({ feed, label, emptyText }: { feed: PeopleFeed; label: string; emptyText: string }) {
  const viewer = useAppSelector(selectViewer);
  const list = useRef<HTMLUListElement>(null);
  // Pages are keyset pages; a follow made meanwhile may bring someone again on a later page.
  const people = [...new Map(feed.currentData?.pages.flatMap((page) => page.people.map((u) => [u.id, u] as const))).values()];
  const showMore = useShowMoreFocus(people.length, feed, (from) => list.current?.children[from]?.querySelector('a')?.focus());

  if (!feed.currentData) {
    return feed.isError ? <ErrorNotice error={feed.error} onRetry={feed.refetch} /> : <Spinner label="Loading people" />;
  }
  if (people.length === 0) return <p role="status">{emptyText}</p>;
  const selfId = viewer?.isAuth ? viewer.id : null;
  return (
    <>
      <ul className="people-list" aria-label={label} ref={list}>
        {people.map((user) => (
          <PersonRow key={user.id} user={user}>
            {user.id !== selfId && <FollowButton target={{ kind: 'user', id: user.id }} />}
          </PersonRow>
        ))}
      </ul>
      {feed.isFetchingNextPage && <Spinner label="Loading more people" />}
      {feed.isFetchNextPageError && !feed.isFetching ? (
        <ErrorNotice error={feed.error} onRetry={showMore} />
      ) : (
        feed.hasNextPage && <Button onClick={showMore}>Show more people</Button>
      )}
    </>
  );
}
