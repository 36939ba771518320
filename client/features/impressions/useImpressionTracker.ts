import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { analyticsAllowed } from '../analytics/recordEvent';
import type { ImpressionTracker } from './impressionTracker';

/**
 * The grid's impression tracker, or null. Only a viewer whose cookie consent allows analytics loads it, as its own
 * chunk with the analytics sink after the grid has rendered, so no first load carries it (the home route's budget);
 * withdrawing consent lets it go. Impressions reach the sink, which checks consent again before sending; a promoted
 * pin's is also registered for attribution (under marketing consent, checked by registerAttribution).
 */
export function useImpressionTracker(): ImpressionTracker | null {
  const allowed = useAppSelector(analyticsAllowed);
  const { getState } = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [tracker, setTracker] = useState<ImpressionTracker | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let made: ImpressionTracker | null = null;
    let gone = false;
    void Promise.all([
      import(/* webpackChunkName: "impressions" */ './impressionTracker'),
      import(/* webpackChunkName: "analytics" */ '../analytics/analyticsSink'),
      import(/* webpackChunkName: "impressions" */ '../attribution/attributePin'),
    ]).then(([{ createImpressionTracker }, { sinkFor }, { attributePin }]) => {
      if (gone) return;
      const sink = sinkFor(getState);
      made = createImpressionTracker((impression) => {
        sink.recordImpression(impression);
        dispatch(attributePin(impression.pin_id, 'view'));
      });
      setTracker(made);
    });
    return () => {
      gone = true;
      made?.disconnect();
      setTracker(null);
    };
  }, [allowed, getState, dispatch]);
  return tracker;
}
