import { Link } from 'react-router-dom';
import { pinAltText } from '../../shared/domain/altText';
import { pinSrcSet } from '../../shared/domain/srcset';
import { useAppSelector } from '../app/hooks';
import { selectPinById } from '../entities/pinsSlice';
import './PinCard.css';

interface PinCardProps {
  id: string;
  /** The column width masonic laid the card out at. */
  width: number;
  /** Cards in the first row are visible at once, so they load eagerly. */
  eager: boolean;
}

export function PinCard({ id, width, eager }: PinCardProps) {
  const pin = useAppSelector((state) => selectPinById(state, id));
  if (!pin) return null;
  const image = pin.images['236x'] ?? pin.images.orig;
  const title = pin.gridTitle || pin.title;
  // The box takes the image's height before the image arrives, so the masonry layout never shifts.
  const mediaStyle = { height: Math.round((width * image.height) / image.width), backgroundColor: image.dominantColor || pin.dominantColor };

  return (
    <Link to={`/pin/${pin.id}/`} className="pin-card__link">
      <div className="pin-card__media" style={mediaStyle}>
        <img
          className="pin-card__image"
          src={image.url}
          srcSet={pinSrcSet(pin.images)}
          sizes={`${width}px`}
          width={image.width}
          height={image.height}
          alt={pinAltText(pin)}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </div>
      {title && <div className="pin-card__title">{title}</div>}
    </Link>
  );
}
