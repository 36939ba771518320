import { useEffect, useRef, type Ref } from 'react';
import { feedbackOverlayText, showFeedbackSubtitle } from '../../../shared/domain/feedback';
import { useAppSelector } from '../../app/hooks';
import { selectPinFeedback } from './feedbackSlice';
import { usePinFeedback } from './usePinFeedback';
import './FeedbackOverlay.css';

interface FeedbackOverlayProps {
  pinId: string;
  /** The visual area's height: the subtitle is hidden under 250 px. */
  height: number;
}

/**
 * The obscured overlay over a pin the viewer hid, reported or unfollowed the source of (section 4): it fades in over
 * the media and offers Undo (not for a report) and, after a hide of a followed source's pin, Unfollow.
 *
 * Every card in a grid has one, and almost none has feedback: the card only watches its pin's feedback entry, and
 * the actions (mutations, follow state, the pin's source) are set up once there is an overlay to show.
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

  return feedback ? <ShownOverlay ref={ref} pinId={pinId} height={height} /> : null;
}

function ShownOverlay({ pinId, height, ref }: FeedbackOverlayProps & { ref: Ref<HTMLDivElement> }) {
  const { feedback, unfollow, undo } = usePinFeedback(pinId);
  if (!feedback) return null;
  const text = feedbackOverlayText({ ...feedback, fewerLikeThis: feedback.hide?.action === 'fewerLikeThis' });
  const { target } = feedback;

  return (
    <div ref={ref} className="feedback-overlay" data-feedback-state={feedback.state} data-overlay-type={feedback.type}>
      <div className="feedback-overlay__text" role="status" tabIndex={text.showUndo || text.showUnfollow ? undefined : -1}>
        <p className="feedback-overlay__title">{text.title}</p>
        {showFeedbackSubtitle(height) && <p className="feedback-overlay__subtitle">{text.subtitle}</p>}
      </div>
      {(text.showUndo || text.showUnfollow) && (
        <div className="feedback-overlay__actions">
          {text.showUnfollow && target && (
            <button type="button" className="feedback-overlay__button" onClick={() => void unfollow(target)}>
              Unfollow
            </button>
          )}
          {text.showUndo && (
            <button type="button" className="feedback-overlay__button feedback-overlay__button--undo" onClick={() => void undo()}>
              Undo
            </button>
          )}
        </div>
      )}
    </div>
  );
}
