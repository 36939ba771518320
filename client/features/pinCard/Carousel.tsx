import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Pin } from '../../../shared/contracts/pin';
import { TIMINGS } from '../../../shared/constants';
import { imageLoadAttributes, type ImageLoad } from '../../../shared/domain/firstScreenImages';
import { pinSrcSet } from '../../../shared/domain/srcset';
import { announceSlotShown } from '../impressions/slotShown';
import { ShownSlotContext } from '../offsite/shownSlot';
import { SwipeTargetContext } from './cardGestures';
import './Carousel.css';

type Slot = NonNullable<Pin['carouselData']>['carouselSlots'][number];

interface CarouselProps {
  slots: Slot[];
  width: number;
  load: ImageLoad;
  /** Alt text for a slot without a title of its own. */
  alt: string;
  initialIndex?: number;
}

/** The card's arrows sit inside the closeup link; a click on them must page the carousel, not open the pin. */
function swallow(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

export function Carousel({ slots, width, load, alt, initialIndex = 0 }: CarouselProps) {
  const last = slots.length - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), last));
  const [ellipsis, setEllipsis] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const swipeTarget = useContext(SwipeTargetContext);
  const shownSlot = useContext(ShownSlotContext);

  // The slot on show decides where the card's source link goes: a slot's link overrides the pin's click-through link.
  useEffect(() => {
    shownSlot?.set({ index, link: slots[index].link });
    return () => shownSlot?.set(null);
  }, [shownSlot, index, slots]);

  // An index change tells the grid's impression tracker, if any, to pause the cell's impression and resume it for the
  // new slot; the slot shown first is no change.
  const announced = useRef(index);
  useEffect(() => {
    if (announced.current === index) return;
    announced.current = index;
    if (root.current) announceSlotShown(root.current);
  }, [index]);

  useEffect(() => {
    if (!ellipsis) return;
    const timer = setTimeout(() => setEllipsis(false), TIMINGS.carouselEllipsis);
    return () => clearTimeout(timer);
  }, [ellipsis, index]);

  const go = (next: number): boolean => {
    if (next < 0 || next > last || next === index) return false;
    setIndex(next);
    // Keyed on index in the effect above, so each change restarts the full 4 s.
    setEllipsis(true);
    return true;
  };

  // The card reads swipes over its whole visual area (the closeup link covers this carousel) and hands them here.
  useEffect(() => {
    if (!swipeTarget) return;
    // eslint-disable-next-line react-hooks/immutability -- the context carries the card's ref (useCardGestures): an effect setting its current is what a ref is for
    swipeTarget.current = (direction) => go(direction === 'next' ? index + 1 : index - 1);
    return () => {
      swipeTarget.current = null;
    };
  });

  const arrow = (label: string, target: number, usable: boolean, modifier: string) => (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${modifier}`}
      aria-label={label}
      // aria-disabled, not disabled: the button still gets the click, so it alone decides that no click reaches the link.
      aria-disabled={!usable}
      onClick={(event) => {
        swallow(event);
        go(target);
      }}
    >
      <span aria-hidden="true">{modifier === 'previous' ? '‹' : '›'}</span>
    </button>
  );

  const slot = slots[index];
  const image = slot.images['236x'] ?? slot.images.orig;
  return (
    <div ref={root} className="carousel" aria-roledescription="carousel">
      <img
        key={slot.id}
        className="pin-media__fill"
        src={image?.url}
        srcSet={pinSrcSet(slot.images)}
        sizes={`${width}px`}
        alt={slot.title || alt}
        {...imageLoadAttributes(load)}
        decoding="async"
      />
      {arrow('View Previous', index - 1, index > 0, 'previous')}
      {arrow('View Next', index + 1, index < last, 'next')}
      {/* Position is visual only: the current slot's alt text already tells a screen reader what is shown. */}
      <div className="carousel__dots" aria-hidden="true">
        {slots.map((s, i) => (
          <span key={s.id} className={i === index ? 'carousel__dot carousel__dot--current' : 'carousel__dot'} />
        ))}
      </div>
      {ellipsis && (
        <div className="carousel__ellipsis" data-testid="carousel-ellipsis" aria-hidden="true">
          …
        </div>
      )}
    </div>
  );
}
