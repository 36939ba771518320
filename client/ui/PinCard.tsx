import { Link } from 'react-router-dom';
import { pinAltText } from '../../shared/domain/altText';
import { displayTitle } from '../../shared/domain/pinText';
import type { GridSurface } from '../../shared/domain/surfaces';
import { useAppSelector } from '../app/hooks';
import { selectPinById } from '../entities/pinsSlice';
import { selectViewer } from '../features/auth/authSlice';
import { HoverOverlay } from './pinCard/HoverOverlay';
import { PinFooter } from './pinCard/PinFooter';
import { PinMedia } from './pinCard/PinMedia';
import './PinCard.css';

interface PinCardProps {
  id: string;
  /** The column width masonic laid the card out at. */
  width: number;
  /** Cards in the first row are visible at once, so they load eagerly. */
  eager: boolean;
  surface: GridSurface;
}

/**
 * The closeup link is laid over the media as a sibling, not wrapped around it: the media holds controls of its own
 * (carousel arrows) and the overlay holds Save, and interactive elements may not nest inside a link.
 */
export function PinCard({ id, width, eager, surface }: PinCardProps) {
  const pin = useAppSelector((state) => selectPinById(state, id));
  const viewer = useAppSelector(selectViewer);
  if (!pin) return null;
  const title = displayTitle(pin);

  return (
    <article className="pin-card" data-pin-id={pin.id}>
      <HoverOverlay>
        <div className="pin-card__visual">
          <PinMedia pin={pin} width={width} eager={eager} surface={surface} />
          <Link to={`/pin/${pin.id}/`} className="pin-card__closeup" aria-label={title || pinAltText(pin)} />
        </div>
      </HoverOverlay>
      <PinFooter pin={pin} surface={surface} signedIn={viewer?.isAuth === true} />
    </article>
  );
}
