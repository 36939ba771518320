import { useEffect, useRef, useState } from 'react';
import { EXPERIENCES, TIMINGS } from '../../../../shared/constants';
import { fromSurveyOrigin, surveyReport } from '../../../../shared/domain/experiences/survey';
import { Spinner } from '../../../ui/Spinner';

interface SurveyFrameProps {
  href: string;
  title: string;
  onFinished: () => void;
  onDismissed: () => void;
  /** It did not report loaded within 15 s. */
  onFailed: () => void;
}

/**
 * The embedded survey. It talks to us by postMessage ('loaded', 'finished', 'dismissed'), heard only from this frame
 * and from the origin the survey link starts with. The sandbox keeps the frame's own origin (allow-same-origin), without
 * which every message would come from the opaque origin 'null' and the origin check could pass none; it still may not
 * navigate our page, open popups or download.
 */
export function SurveyFrame({ href, title, onFinished, onDismissed, onFailed }: SurveyFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const handlers = useRef({ onFinished, onDismissed, onFailed });
  useEffect(() => {
    handlers.current = { onFinished, onDismissed, onFailed };
  });

  useEffect(() => {
    const heard = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (!fromSurveyOrigin(event.origin, href, window.location.href)) return;
      const report = surveyReport(event.data);
      if (report === 'loaded') setLoaded(true);
      else if (report === 'complete') handlers.current.onFinished();
      else if (report === 'dismiss') handlers.current.onDismissed();
    };
    window.addEventListener('message', heard);
    return () => window.removeEventListener('message', heard);
  }, [href]);

  useEffect(() => {
    if (loaded) return;
    const timer = setTimeout(() => handlers.current.onFailed(), TIMINGS.surveyLoadTimeout);
    return () => clearTimeout(timer);
  }, [loaded]);

  return (
    <div className="survey-frame">
      {!loaded && <Spinner label="Loading the survey" />}
      <iframe
        ref={frame}
        className={loaded ? 'survey-frame__frame' : 'survey-frame__frame survey-frame__frame--loading'}
        src={href}
        title={title}
        style={{ minHeight: EXPERIENCES.surveyFrameMinHeight }}
        sandbox="allow-scripts allow-forms allow-same-origin"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
