import { useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { TIMINGS } from '../../../shared/constants';
import { prefersReducedMotion } from '../../ui/reducedMotion';
import { ExperienceBanner } from './ExperienceBanner';
import type { SurfaceProps } from './surfaceProps';
import './UpsellCallout.css';

/** Room kept between the callout and the page's last line (the callout's own distance from the viewport's bottom). */
const GAP = 16;

/**
 * While the callout covers the bottom of the viewport, the page makes room for it: the body grows a bottom padding as
 * tall as the callout (over the spec's 300 ms upsell margin transition, at once for reduced motion) so the page's end
 * scrolls clear of it, and the root's scroll padding keeps a control reached by keyboard from being scrolled behind
 * it. Both return to what they were when it goes.
 */
function useRoomBelowPage(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const callout = ref.current;
    if (!callout) return;
    const { body, documentElement: root } = document;
    const before = { padding: body.style.paddingBottom, transition: body.style.transition, scroll: root.style.scrollPaddingBottom };
    if (!prefersReducedMotion()) body.style.transition = `padding-bottom ${TIMINGS.upsellMarginTransition}ms ease-out`;
    const reserve = () => {
      const room = `${callout.offsetHeight + 2 * GAP}px`;
      body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(callout);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = before.padding;
      body.style.transition = before.transition;
      root.style.scrollPaddingBottom = before.scroll;
    };
  }, [ref]);
}

/**
 * The upsell callout (type 28): the upsell banner held at the bottom of the viewport, 348 px wide, up to 900 on wide
 * screens. It stays where its placement is in the page's order, so keyboard users meet it where it is announced, and
 * can dismiss it like any banner.
 */
export default function UpsellCallout(props: SurfaceProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRoomBelowPage(ref);
  return (
    <div ref={ref} className="exp-upsell-callout" style={{ '--exp-upsell-transition': `${TIMINGS.upsellMarginTransition}ms` } as CSSProperties}>
      <ExperienceBanner {...props} variant="upsell" />
    </div>
  );
}
