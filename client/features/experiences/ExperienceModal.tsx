import { BREAKPOINTS, EXPERIENCES } from '../../../shared/constants';
import { Button } from '../../ui/Button';
import { DialogFrame } from '../../ui/Dialog';
import { useViewportSize } from '../../ui/useViewportSize';
import { ExperienceLink } from './ExperienceLink';
import type { SurfaceProps } from './surfaceProps';
import './ExperienceModal.css';

/**
 * The modal (type 26) and the type 14 modal, through the app's Radix dialog: closing it any way dismisses it; its
 * complete button completes it (following its link if it has one). An image or video shows at 540x363 in the desktop
 * modal, and at 320x215 in the popup it becomes on phones.
 */
export default function ExperienceModal({ experience: e, onComplete, onDismiss }: SurfaceProps) {
  const d = e.display_data;
  const title = d.title ?? d.title_text ?? '';
  const completeText = d.complete_button_text ?? d.completeButton?.text ?? 'Got it';
  const completeUrl = d.complete_button_cta_url ?? d.completeButton?.url;
  const popup = useViewportSize().width < BREAKPOINTS.compact;
  const media = EXPERIENCES.modalMedia[popup ? 'mobile' : 'desktop'];
  // Only a modal with media is sized for it; a text-only one keeps the app's dialog width.
  const sized = Boolean(d.video?.url || d.image?.url);
  return (
    <DialogFrame
      onOpenChange={(open) => !open && onDismiss()}
      title={title}
      description={d.message ?? d.subtitle_text}
      closeButton
      className={sized ? `exp-modal${popup ? ' exp-modal--popup' : ''}` : undefined}
    >
      {d.video?.url ? (
        <video className="exp-modal__media" src={d.video.url} poster={d.video.metadata?.thumbnail} controls muted {...media} />
      ) : (
        d.image?.url && <img className="exp-modal__media" src={d.image.url} alt={d.image.imageAlt ?? ''} {...media} />
      )}
      <div className="exp-modal__actions">
        {d.dismiss_button_text && <Button onClick={onDismiss}>{d.dismiss_button_text}</Button>}
        {completeUrl ? (
          <ExperienceLink href={completeUrl} variant="primary" onClick={onComplete}>
            {completeText}
          </ExperienceLink>
        ) : (
          <Button variant="primary" onClick={onComplete}>
            {completeText}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
