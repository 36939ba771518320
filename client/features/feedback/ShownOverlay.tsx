import type { Ref } from 'react';
import { feedbackOverlayText, showFeedbackSubtitle } from '../../../shared/domain/feedback';
import { usePinFeedback } from './usePinFeedback';

interface ShownOverlayProps {
  pinId: string;
  height: number;
  ref: Ref<HTMLDivElement>;
}

/** The overlay itself, with its actions: loaded with the pin menu (see FeedbackOverlay). */
export function ShownOverlay({ pinId, height, ref }: ShownOverlayProps) {
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
