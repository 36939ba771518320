import { pinAltText } from '../../../shared/domain/altText';
import { Spinner } from '../../ui/Spinner';
import { useBoardFeedInfiniteQuery } from '../feeds/feedsApi';

/** The value of the 'newest pin' choice: the server's null cover. */
export const NEWEST = '';

interface CoverPickerProps {
  boardId: string;
  value: string;
  onChange: (pinId: string) => void;
}

/**
 * The cover: one of the board's pins (its first page, newest first), or the newest pin whatever it will be. Radio
 * buttons named by each pin's alt text, so the choice works by keyboard and is announced.
 */
export function CoverPicker({ boardId, value, onChange }: CoverPickerProps) {
  const feed = useBoardFeedInfiniteQuery({ boardId, favoritesOnly: false });
  const pins = feed.data?.pages[0]?.pins ?? [];
  return (
    <fieldset className="edit-page__choices">
      <legend>Cover</legend>
      {feed.isLoading ? (
        <Spinner label="Loading pins" />
      ) : (
        <div className="edit-page__covers">
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
      )}
    </fieldset>
  );
}
