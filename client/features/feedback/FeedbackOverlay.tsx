import { Suspense, use, useEffect, useRef, type Ref } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectPinFeedback } from './feedbackSlice';
import './FeedbackOverlay.css';

type Shown = typeof import('./ShownOverlay');
let shown: Shown | null = null;
let loading: Promise<Shown> | undefined;

/**
 * Feedback only ever comes from the pin menu, so the overlay's code (its actions, the follow and feedback calls) rides
 * in the menu's chunk, off the home route; the menu's loader starts this too, so by the time a pin is hidden the
 * overlay renders at once and the focus below finds its button.
 */
export function loadFeedbackOverlay(): Promise<Shown> {
  loading ??= import(/* webpackChunkName: "pin-menu" */ './ShownOverlay').then((m) => (shown = m));
  return loading;
}

interface FeedbackOverlayProps {
  pinId: string;
  /** The visual area's height: the subtitle is hidden under 250 px. */
  height: number;
}

function LoadedOverlay(props: FeedbackOverlayProps & { ref: Ref<HTMLDivElement> }) {
  const { ShownOverlay } = shown ?? use(loadFeedbackOverlay());
  return <ShownOverlay {...props} />;
}

/**
 * The obscured overlay over a pin the viewer hid, reported or unfollowed the source of: it fades in over the media and
 * offers Undo (not for a report) and, after a hide of a followed source's pin, Unfollow.
 *
 * Every card in a grid has one, and almost none has feedback: the card only watches its pin's feedback entry, and the
 * actions (mutations, follow state, the pin's source) are set up once there is an overlay to show.
 */
export function FeedbackOverlay({ pinId, height }: FeedbackOverlayProps) {
  const feedback = useAppSelector((state) => selectPinFeedback(state, pinId));
  const ref = useRef<HTMLDivElement>(null);
  const shown = feedback ? `${feedback.state}:${feedback.hidden}` : null;
  const lastShown = useRef(shown);

  // The menu item or overlay button that led here is gone (the menu closed, Unfollow was used): when focus fell to
  // the page, it comes to the overlay's first action, or its text when a report left none. Only on a change: a grid
  // that mounts with a pin already hidden does not take the focus.
  useEffect(() => {
    if (shown === lastShown.current) return;
    lastShown.current = shown;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    ref.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
  }, [shown]);

  return feedback ? (
    <Suspense fallback={null}>
      <LoadedOverlay ref={ref} pinId={pinId} height={height} />
    </Suspense>
  ) : null;
}
