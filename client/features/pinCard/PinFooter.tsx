import { attributionSource, claimedDomain } from '../../../shared/domain/attribution';
import { isGroupBoard } from '../../../shared/domain/boards';
import { productBlockHeight } from '../../../shared/domain/cardLayout';
import { cardType } from '../../../shared/domain/cardType';
import { cookTimeLabel, favoriteCountLabel } from '../../../shared/domain/counts';
import { displayDescription, displayPinNote, displayTitle } from '../../../shared/domain/pinText';
import { showReactions } from '../../../shared/domain/reactions';
import type { GridSurface } from '../../../shared/domain/surfaces';
import { isSourceLinkIconOnly } from '../../../shared/domain/surfaces';
import type { PinEntity } from '../../entities/normalize';
import { Attribution } from './Attribution';
import type { PinPeople } from './cardEntities';
import { PriceLine } from './PriceLine';
import { RatingStars } from './RatingStars';
import { Reactions } from './Reactions';
import { SourceLink } from './SourceLink';
import { useClientStyle } from '../../ui/useHydrated';
import './PinFooter.css';
import { safeWebLink } from '../../../shared/domain/links';

interface PinFooterProps {
  /** The normalized pin from the pins slice. */
  pin: PinEntity;
  /** The people and board the pin names by id, which the card has already read from their slices. */
  people: PinPeople;
  surface: GridSurface;
  signedIn: boolean;
  /** The grid's view parameter; 0, the plain grid, unless the grid says otherwise. */
  viewParameter?: number;
  /**
   * The viewer's grid is image-only (the setting new users and non-partners have). The cards that still have a footer
   * there (promoted, sponsored) show no reactions.
   */
  imageOnlyGrid?: boolean;
  /**
   * full: everything the pin has. simplified (signed out): no description (it moves to the more-information drawer) and
   * no reactions or favorites, which are signed-in features. product (signed-in product layout): title, price and
   * merchant in a block of fixed height, without the description.
   */
  variant?: 'full' | 'simplified' | 'product';
}

/** The view type only matters for reactions, hidden on view type 606; no grid passes one yet. */
const DEFAULT_VIEW_TYPE = 0;

function ClockIcon() {
  return (
    <svg className="pin-footer__meta-icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24m0 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18m1.5-15h-3v7.1l5 4.3 2-2.3-4-3.4z" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg className="pin-footer__meta-icon" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M12 22 2.6 12.6A6.3 6.3 0 0 1 12 4.3a6.3 6.3 0 0 1 9.4 8.3z" />
    </svg>
  );
}

/**
 * The words under a pin's media: title, description, who it is credited to, price or recipe facts, reactions,
 * favorites and the source link. It holds links of its own, so it must sit beside the card's closeup link, not in it.
 */
export function PinFooter({ pin, people, surface, signedIn, viewParameter = 0, imageOnlyGrid = false, variant = 'full' }: PinFooterProps) {
  const { pinner, nativeCreator, promoter, board } = people;

  const type = cardType(pin);
  const title = displayTitle(pin);
  // Pins carry neither an image-only attribution nor an SEO no-index reason (nothing stored sets them), so only the
  // view parameter and whitespace shape the description here.
  const description =
    variant === 'full' ? displayDescription(pin.description, { viewParameter, isImageOnlyAttribution: false, noIndexReason: null }) : '';
  const note = variant === 'full' ? displayPinNote(pin.pinNote, surface) : '';
  // Favorites only exist on group boards: elsewhere there is nobody else to favorite for.
  const groupBoard = board !== undefined && isGroupBoard(board);
  const social = variant !== 'simplified';
  const favorites = social && groupBoard ? favoriteCountLabel(pin.favoriteUserCount) : null;
  const reactionsShown =
    social &&
    showReactions({
      viewParameter,
      viewType: DEFAULT_VIEW_TYPE,
      surface,
      isImageOnlyGrid: imageOnlyGrid,
      isPromoted: pin.isPromoted,
      isDownstreamPromotion: pin.isDownstreamPromotion,
      isStoryPinItem: false,
      isVideo: type === 'video',
      isStoryPin: type === 'storyPin',
      isInCollaborativeBoard: groupBoard,
      // Only CreatorProfileStoryPinGrid asks, and the per-pin reactions-disabled flag is not on the contract yet.
      isOwnPin: false,
      reactionsDisabled: false,
    });
  const rich = pin.richSummary;
  const offer = type === 'product' ? rich?.products[0]?.offerSummary : undefined;
  const cookTime = type === 'recipe' ? cookTimeLabel(rich?.displayCookTime) : null;
  const rating = type === 'recipe' ? rich?.aggregateRating : null;
  const sourceHref = safeWebLink(pin.link);

  const product = variant === 'product';
  const productStyle = useClientStyle(product ? { minHeight: productBlockHeight(title !== '') } : undefined);
  return (
    <div className={product ? 'pin-footer pin-footer--product' : 'pin-footer'} style={productStyle}>
      {title && (
        // A product card gives its second line to the price, so its title gets one.
        <div className={`pin-footer__title pin-footer__title--clamp-${type === 'product' ? 1 : 2}`}>{title}</div>
      )}
      {description && <div className="pin-footer__description">{description}</div>}
      {note && (
        <div className="pin-footer__note">
          <span className="visually-hidden">Pinner's note: </span>
          {note}
        </div>
      )}
      {offer && <PriceLine offer={offer} />}
      {(cookTime || rating) && (
        <div className="pin-footer__recipe">
          {cookTime && (
            <span className="pin-footer__cook-time">
              <ClockIcon />
              <span className="visually-hidden">Cook time: </span>
              {cookTime}
            </span>
          )}
          {rating && <RatingStars rating={rating.ratingValue} count={rating.ratingCount} max={rating.bestRating} />}
        </div>
      )}
      {pinner && (
        <Attribution
          source={attributionSource(
            { promoter: promoter ?? null, sponsorship: pin.sponsorship, nativeCreator: nativeCreator ?? null, pinner },
            claimedDomain(pin, pinner),
          )}
          signedIn={signedIn}
        />
      )}
      {(reactionsShown || favorites) && (
        <div className="pin-footer__social">
          {reactionsShown && <Reactions counts={pin.reactionCountsData} />}
          {favorites && (
            <span className="pin-footer__favorites">
              <HeartIcon />
              {favorites}
              <span className="visually-hidden"> favorites</span>
            </span>
          )}
        </div>
      )}
      {pin.domain && sourceHref && <SourceLink pin={pin} domain={pin.domain} href={sourceHref} iconOnly={isSourceLinkIconOnly(surface)} />}
    </div>
  );
}
