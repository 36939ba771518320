import { formatShortNumber } from '../../../shared/domain/formats';
import type { Star } from '../../../shared/domain/rating';
import { ratingDisplay } from '../../../shared/domain/rating';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarIcon({ star, index }: { star: Star; index: number }) {
  // A half star is a full outline with its left half filled through a clip, so both halves share one path.
  const clipId = `pin-footer-star-half-${index}`;
  return (
    <svg className={`rating-stars__star rating-stars__star--${star}`} viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      {star === 'half' && (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      )}
      <path d={STAR_PATH} className="rating-stars__outline" />
      {star !== 'empty' && <path d={STAR_PATH} className="rating-stars__fill" clipPath={star === 'half' ? `url(#${clipId})` : undefined} />}
    </svg>
  );
}

interface RatingStarsProps {
  rating: number | null | undefined;
  count: number | null | undefined;
  max?: number;
}

export function RatingStars({ rating, count, max }: RatingStarsProps) {
  const display = ratingDisplay(rating, count, max);
  if (!display) return null;
  return (
    <div className="rating-stars">
      {/* The stars are one picture whose words are the rating; the single stars mean nothing on their own. */}
      <span className="rating-stars__stars" role="img" aria-label={display.label}>
        {display.stars.map((star, i) => (
          <StarIcon key={i} star={star} index={i} />
        ))}
      </span>
      <span className="rating-stars__count">
        ({formatShortNumber(display.count)}
        <span className="visually-hidden"> ratings</span>)
      </span>
    </div>
  );
}
