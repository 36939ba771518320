import { favoriteCountLabel } from '../../../shared/domain/counts';
import { useFavoriteToggleMutation } from '../social/socialApi';

interface FavoriteButtonProps {
  pinId: string;
  favorited: boolean;
  count: number;
}

/**
 * The favorite toggle, on group boards only. A toggle keeps one label and reports its state with aria-pressed
 * ('Favorite, pressed'); a label that flipped too would read 'Remove favorite, pressed'. The count sits beside the
 * button ('9+' past nine, hidden at 0). The entity flips at once (socialApi); the button stays disabled until the call
 * answers, so a second click cannot race the first.
 */
export function FavoriteButton({ pinId, favorited, count }: FavoriteButtonProps) {
  const [toggle, { isLoading }] = useFavoriteToggleMutation();
  const label = favoriteCountLabel(count);
  return (
    <span className="favorite-button">
      <button
        type="button"
        className="card-icon-button favorite-button__toggle"
        aria-label="Favorite"
        aria-pressed={favorited}
        disabled={isLoading}
        onClick={() => toggle({ id: pinId, favorite: !favorited })}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M12 22 2.6 12.6A6.3 6.3 0 0 1 12 4.3a6.3 6.3 0 0 1 9.4 8.3z" />
        </svg>
      </button>
      {label && (
        <span className="favorite-button__count" data-testid="favorite-count">
          {label}
          <span className="visually-hidden"> favorites</span>
        </span>
      )}
    </span>
  );
}
