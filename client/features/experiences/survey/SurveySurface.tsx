import { useEffect, useState } from 'react';
import { isEmbeddedSurvey } from '../../../../shared/domain/experiences/survey';
import { isAllowedExperienceLink } from '../../../../shared/domain/experiences/links';
import { Button, buttonClass } from '../../../ui/Button';
import { DialogFrame } from '../../../ui/Dialog';
import { experienceLinkAttributes } from '../ExperienceLink';
import type { SurfaceProps } from '../surfaceProps';
import { SurveyFrame } from './SurveyFrame';
import { useSurveyShown } from './useSurveyShown';
import './Survey.css';

type Stage = 'asking' | 'taking' | 'over';

/**
 * A survey (type 5), as a dialog once it is due (useSurveyShown): it asks first, and on Take the survey either shows
 * the survey in a frame (anket) or opens the survey link in a new tab (the simple dialog), which completes it. The
 * frame's finished completes it and its dismissed dismisses it; closing the dialog dismisses it; a frame that does not
 * report loaded within 15 s is dropped, here only, so the survey may be offered again on a later visit.
 */
export default function SurveySurface({ experience: e, onComplete, onDismiss, onShown }: SurfaceProps) {
  const d = e.display_data;
  const { shown, closed } = useSurveyShown(e.placement_id, d);
  const [stage, setStage] = useState<Stage>('asking');
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  if (!shown || stage === 'over') return null;

  const end = (then?: () => void) => {
    setStage('over');
    then?.();
    closed();
  };
  const href = d.link?.href;
  const title = d.title ?? 'Have a few minutes to take a survey?';
  const takeText = d.link?.text ?? d.complete_button_text ?? 'Take the survey';
  const dismiss = () => end(onDismiss);

  if (stage === 'taking' && href) {
    return (
      <DialogFrame onOpenChange={(open) => !open && dismiss()} title={title} closeButton className="survey-dialog survey-dialog--frame">
        <SurveyFrame href={href} title={title} onFinished={() => end(onComplete)} onDismissed={dismiss} onFailed={() => end()} />
      </DialogFrame>
    );
  }
  return (
    <DialogFrame onOpenChange={(open) => !open && dismiss()} title={title} description={d.message} className="survey-dialog">
      <div className="survey-dialog__actions">
        <Button onClick={dismiss}>{d.dismiss_button_text ?? 'Not now'}</Button>
        {isEmbeddedSurvey(d) ? (
          <Button variant="primary" onClick={() => setStage('taking')}>
            {takeText}
          </Button>
        ) : href && isAllowedExperienceLink(href) ? (
          // A plain link, not the router's: the survey is a page of its own (maybe another site's), opened beside ours.
          <a
            href={href}
            className={buttonClass('primary')}
            onClick={() => end(onComplete)}
            {...experienceLinkAttributes(new URL(href, window.location.href).href)}
          >
            {takeText}
          </a>
        ) : (
          <Button variant="primary" onClick={() => end(onComplete)}>
            {d.complete_button_text ?? 'Got it'}
          </Button>
        )}
      </div>
    </DialogFrame>
  );
}
