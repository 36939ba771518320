import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMINGS } from '../../../../shared/constants';
import type { DisplayData } from '../../../../shared/contracts/experiences';
import { surveyDelay, surveyHeldBack, surveyStart } from '../../../../shared/domain/experiences/survey';
import { useNavigationBlock } from './useNavigationBlock';

/** Ours (the spec is silent): a survey does not open over another dialog (a new account's welcome modal, say). */
const anotherDialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/**
 * When a survey shows: at once, after its delay, or, with action_trigger 'on close', at the person's next navigation,
 * which it holds until `closed` is called. Due on placement 1000421 while the path is a pin builder's, or while another
 * dialog is open, it waits, looking again every 3 s.
 */
export function useSurveyShown(placementId: number, d: DisplayData): { shown: boolean; closed: () => void } {
  const start = surveyStart(d);
  const delay = surveyDelay(d);
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const [phase, setPhase] = useState<'pending' | 'waiting' | 'shown'>('pending');
  const blocked = useRef<(() => void) | null>(null);

  const waits = useCallback(() => surveyHeldBack(placementId, path.current) || anotherDialogOpen(), [placementId]);
  const due = useCallback(() => setPhase(waits() ? 'waiting' : 'shown'), [waits]);

  useEffect(() => {
    if (start === 'onClose') return;
    if (start === 'now') {
      // Whether it may show at once reads the path and the page (another dialog), known only once mounted.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      due();
      return;
    }
    const timer = setTimeout(due, delay);
    return () => clearTimeout(timer);
  }, [start, delay, due]);

  useNavigationBlock(start === 'onClose' && phase === 'pending', (resume) => {
    // Held back here, it could never show while the navigation away waited on it: that navigation goes ahead.
    if (waits()) return false;
    blocked.current = resume;
    setPhase('shown');
    return true;
  });

  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setInterval(() => {
      if (!waits()) setPhase('shown');
    }, TIMINGS.surveyPinBuilderRecheck);
    return () => clearInterval(timer);
  }, [phase, waits]);

  const closed = useCallback(() => {
    const resume = blocked.current;
    blocked.current = null;
    resume?.();
  }, []);
  return { shown: phase === 'shown', closed };
}
