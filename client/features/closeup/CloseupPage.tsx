import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { pinAltText } from '../../../shared/domain/altText';
import { pinPageName } from '../../../shared/domain/pageTitle';
import { BREAKPOINTS, EXPERIENCES } from '../../../shared/constants';
import { pinSrcSet } from '../../../shared/domain/srcset';
import { isNotFound } from '../../app/apiErrors';
import { useAppSelector } from '../../app/hooks';
import { selectBoardById } from '../../entities/boardsSlice';
import { selectPinById } from '../../entities/pinsSlice';
import { selectUserById } from '../../entities/usersSlice';
import { Avatar } from '../../ui/Avatar';
import { buttonClass } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { IconButton } from '../../ui/IconButton';
import { BackIcon } from '../../ui/icons';
import { NotFound } from '../../ui/NotFound';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { useClientStyle } from '../../ui/useHydrated';
import { PinFeed } from '../grid/PinFeed';
import { SaveButton } from '../saves/SaveButton';
import { ANCHORS, useAnchorRef } from '../experiences/anchored/anchors';
import { useRelatedPinsInfiniteQuery } from '../feeds/relatedPins/relatedPinsApi';
import { useOutboundClick, type OutboundPin } from '../offsite/useOutboundClick';
import './CloseupPage.css';
import { safeWebLink } from '../../../shared/domain/links';
import { usePinGetQuery } from '../pins/pinsApi';

const AnchoredPlacement = lazy(() => import(/* webpackChunkName: "experience-anchored" */ '../experiences/anchored/AnchoredPlacement'));

/**
 * The experiences on the Save button: the coach mark for newcomers (1000162) first, then the closeup's flyout, so the
 * two never sit on the button at once.
 */
function SaveButtonExperiences() {
  const { refetchAfterView, closeup } = EXPERIENCES.placements;
  return (
    <Suspense fallback={null}>
      <AnchoredPlacement id={refetchAfterView} />
      <AnchoredPlacement id={closeup} after={refetchAfterView} />
    </Suspense>
  );
}

function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // A closeup opened directly has no in-app history; going "back" would leave the site.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return <IconButton label="Go back" icon={<BackIcon />} onClick={back} className="closeup__back" />;
}

/** The pin's source, shown as its domain; a click goes out the way a card's source link's does (useOutboundClick). */
function SourceDomainLink({ pin, domain, href }: { pin: OutboundPin; domain: string; href: string }) {
  const outbound = useOutboundClick(pin);
  return (
    <>
      <a className="closeup__domain" href={href} rel="noopener noreferrer nofollow ugc" target="_blank" {...outbound.handlers}>
        {domain}
      </a>
      {outbound.modal}
    </>
  );
}

function PinDetails({ id }: { id: string }) {
  const pin = useAppSelector((state) => selectPinById(state, id));
  const pinner = useAppSelector((state) => (pin ? selectUserById(state, pin.pinnerId) : undefined));
  const board = useAppSelector((state) => (pin ? selectBoardById(state, pin.boardId) : undefined));
  const saveAnchor = useAnchorRef(ANCHORS.saveButton, ANCHORS.closeupSave);
  const image = pin ? (pin.images['736x'] ?? pin.images.orig) : null;
  const mediaStyle = useClientStyle({ backgroundColor: image?.dominantColor || pin?.dominantColor });
  if (!pin || !image) return null;
  const name = pinPageName(pin);
  const sourceHref = safeWebLink(pin.link);

  return (
    <article className="closeup">
      <PageTitle page={name} />
      <BackButton />
      <div className="closeup__media" style={mediaStyle}>
        <img
          className="closeup__image"
          src={image.url}
          srcSet={pinSrcSet(pin.images)}
          sizes={`(max-width: ${BREAKPOINTS.desktop - 1}px) 100vw, 508px`}
          width={image.width}
          height={image.height}
          alt={pinAltText(pin)}
          // The page's first screen: asked for before the related pins' images.
          fetchPriority="high"
        />
      </div>
      <div className="closeup__details">
        <div className="closeup__actions">
          <span ref={saveAnchor}>
            <SaveButton pinId={pin.id} className={buttonClass('primary')} />
          </span>
          <SaveButtonExperiences />
        </div>
        {sourceHref && pin.domain && <SourceDomainLink pin={pin} domain={pin.domain} href={sourceHref} />}
        <h1 className={pin.title.trim() ? 'closeup__title' : 'visually-hidden'}>{name}</h1>
        {pin.closeupDescription || pin.description ? <p className="closeup__description">{pin.closeupDescription || pin.description}</p> : null}
        {pinner && (
          <Link to={`/${pinner.username}/`} className="closeup__person">
            <Avatar name={pinner.fullName} src={pinner.imageMediumUrl} size={48} alt="" />
            {pinner.fullName}
          </Link>
        )}
        {board && (
          <p className="closeup__board">
            Saved to <Link to={board.url}>{board.name}</Link>
          </p>
        )}
      </div>
    </article>
  );
}

function RelatedPins({ id }: { id: string }) {
  const feed = useRelatedPinsInfiniteQuery(id);
  return (
    <section aria-labelledby="more-to-explore">
      <h2 id="more-to-explore" className="closeup__more">
        More to explore
      </h2>
      <PinFeed feed={feed} surface="RelatedPinGrid" emptyText="No related pins yet." />
    </section>
  );
}

export default function CloseupPage() {
  const { id = '' } = useParams();
  const { error, isError, refetch } = usePinGetQuery(id);
  // A pin seen in a grid is already in the store, so the closeup shows at once while the full pin loads.
  const known = useAppSelector((state) => selectPinById(state, id) !== undefined);

  if (isNotFound(error)) return <NotFound what="pin" />;
  if (!known) {
    return isError ? <ErrorNotice error={error} onRetry={refetch} /> : <Spinner label="Loading pin" />;
  }
  return (
    <>
      <PinDetails id={id} />
      <RelatedPins id={id} />
    </>
  );
}
