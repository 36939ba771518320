import { useMemo, useRef } from 'react';
import type { Pin } from '../../../shared/contracts/pin';
import { pinAltText } from '../../../shared/domain/altText';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useShowMoreFocus } from '../../ui/useShowMoreFocus';
import { useBoardFeedInfiniteQuery } from '../feeds/boardFeed/boardFeedApi';
import { usePinGetQuery } from '../pins/pinsApi';

/** The value of the 'newest pin' choice: the server's null cover. */
export const NEWEST = '';

interface CoverPickerProps {
  boardId: string;
  /** The cover the board has now (null: its newest pin), offered even when it is older than the pins loaded. */
  coverPinId: string | null;
  value: string;
  onChange: (pinId: string) => void;
}

/**
 * The cover: any of the board's pins, newest first, a page at a time ('Show more pins'), or the newest pin whatever
 * it will be. Radio buttons named by each pin's alt text, so the choice works by keyboard and is announced. After more
 * arrive, focus moves to the first new pin, so a keyboard user carries on there rather than on a button that may go.
 */
export function CoverPicker({ boardId, coverPinId, value, onChange }: CoverPickerProps) {
  const feed = useBoardFeedInfiniteQuery({ boardId, favoritesOnly: false });
  const loaded = useMemo(() => feed.data?.pages.flatMap((page) => page.pins) ?? [], [feed.data]);
  // A cover chosen from an older page would otherwise not show until its page is loaded: it is read on its own.
  const coverLoaded = coverPinId === null || loaded.some((pin) => pin.id === coverPinId);
  const cover = usePinGetQuery(coverPinId ?? '', { skip: coverLoaded || feed.isLoading });
  const pins: Pin[] = !coverLoaded && cover.data ? [cover.data, ...loaded] : loaded;
  const covers = useRef<HTMLDivElement>(null);
  const showMore = useShowMoreFocus(loaded.length, feed, (from) =>
    covers.current?.querySelector<HTMLInputElement>(`input[value="${loaded[from].id}"]`)?.focus(),
  );

  return (
    <fieldset className="edit-page__choices">
      <legend>Cover</legend>
      {feed.isLoading ? (
        <Spinner label="Loading pins" />
      ) : (
        <>
          <div className="edit-page__covers" ref={covers}>
            <label className="edit-page__cover">
              <input type="radio" name="cover" value={NEWEST} checked={value === NEWEST} onChange={() => onChange(NEWEST)} />
              <span className="edit-page__cover-auto">Newest pin</span>
            </label>
            {pins.map((pin) => {
              const image = pin.images['236x'] ?? pin.images.orig;
              return (
                <label key={pin.id} className="edit-page__cover">
                  <input type="radio" name="cover" value={pin.id} checked={value === pin.id} onChange={() => onChange(pin.id)} />
                  <img src={image.url} alt={pinAltText(pin) || `Pin ${pin.id}`} width={80} height={80} />
                </label>
              );
            })}
          </div>
          {feed.isFetchNextPageError && !feed.isFetching ? (
            <ErrorNotice error={feed.error} onRetry={showMore} />
          ) : (
            feed.hasNextPage && <Button onClick={showMore}>{feed.isFetchingNextPage ? 'Loading pins…' : 'Show more pins'}</Button>
          )}
        </>
      )}
    </fieldset>
  );
}
