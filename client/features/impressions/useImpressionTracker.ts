import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { analyticsAllowed } from '../analytics/analyticsConsent';
import { consentAllowsNow } from '../consent/consentSlice';
import type { ImpressionTracker } from './impressionTracker';

/**
 * The grid's impression tracker, or null. Only a viewer whose cookie consent allows analytics (impressions) or
 * marketing (a promoted pin's view, for attribution) loads it, in the analytics chunk after the grid has rendered, so
 * no first load carries it (the home route's budget); the analytics sink, in the same chunk (each chunk costs home's
 * script its name and hash), is made only under analytics consent.
 * Allowing or withdrawing analytics makes a new tracker for the new choice, and withdrawing both lets it go.
 */
export function useImpressionTracker(): ImpressionTracker | null {
  const analytics = useAppSelector(analyticsAllowed);
  const wanted = useAppSelector((state) => consentAllowsNow(state, 'allow_marketing_cookies')) || analytics;
  const { getState } = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [tracker, setTracker] = useState<ImpressionTracker | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let made: ImpressionTracker | null = null;
    let gone = false;
    void Promise.all([
      import(/* webpackChunkName: "analytics" */ './consentedTracker'),
      analytics ? import(/* webpackChunkName: "analytics" */ '../analytics/analyticsSink') : null,
    ]).then(([{ consentedTracker }, sinks]) => {
      if (gone) return;
      made = consentedTracker(getState, dispatch, sinks?.sinkFor(getState) ?? null);
      setTracker(made);
    });
    return () => {
      gone = true;
      made?.disconnect();
      setTracker(null);
    };
  }, [analytics, wanted, getState, dispatch]);
  return tracker;
}
