import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMINGS } from '../../../../shared/constants';
import type { DisplayData } from '../../../../shared/contracts/experiences';
import { surveyDelay, surveyHeldBack, surveyStart } from '../../../../shared/domain/experiences/survey';
import { useNavigationBlock } from './useNavigationBlock';

/**
 * When a survey shows (platform-services.md 4): at once, after its delay, or, with action_trigger 'on close', at the
 * person's next navigation, which it holds until `closed` is called. Due on placement 1000421 while the path is a pin
 * builder's, it waits, looking at the path again every 3 s.
 */
export function useSurveyShown(placementId: number, d: DisplayData): { shown: boolean; closed: () => void } {
  const start = surveyStart(d);
  const delay = surveyDelay(d);
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const [due, setDue] = useState(start === 'now');
  const [released, setReleased] = useState(false);
  const blocked = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (start !== 'delayed') return;
    const timer = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(timer);
  }, [start, delay]);

  useNavigationBlock(start === 'onClose' && !due, (resume) => {
    // Held back here, it could never show while the navigation away waited on it: that navigation goes ahead.
    if (surveyHeldBack(placementId, path.current)) return false;
    blocked.current = resume;
    setDue(true);
    return true;
  });

  useEffect(() => {
    if (!due) return;
    const free = () => !surveyHeldBack(placementId, path.current);
    if (free()) {
      setReleased(true);
      return;
    }
    const timer = setInterval(() => {
      if (!free()) return;
      clearInterval(timer);
      setReleased(true);
    }, TIMINGS.surveyPinBuilderRecheck);
    return () => clearInterval(timer);
  }, [due, placementId]);

  const closed = useCallback(() => {
    const resume = blocked.current;
    blocked.current = null;
    resume?.();
  }, []);
  return { shown: due && released, closed };
}
