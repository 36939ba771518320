import type { AppDispatch, RootState } from '../../app/store';
import { selectPinById } from '../../entities/pinsSlice';
import type { AnalyticsSink } from '../analytics/analyticsSink';
import { attributePin } from '../attribution/attributePin';
import { createImpressionTracker, type ImpressionTracker } from './impressionTracker';

/**
 * The grid's tracker, doing what the viewer's consent allows and no more: impressions go to the analytics sink, which
 * the viewer has only under analytics consent (null otherwise), and a promoted pin's view is registered for attribution,
 * which registerAttribution does only under marketing consent (and the server checks again). Without the sink, the
 * tracker runs for marketing alone, so it follows only promoted pins' cells: nothing could come of the others.
 */
export function consentedTracker(getState: () => RootState, dispatch: AppDispatch, sink: AnalyticsSink | null): ImpressionTracker {
  const tracker = createImpressionTracker((impression) => {
    sink?.recordImpression(impression);
    dispatch(attributePin(impression.pin_id, 'view'));
  });
  if (sink) return tracker;
  return {
    ...tracker,
    track: (element, target) => (selectPinById(getState(), target.pinId)?.isPromoted ? tracker.track(element, target) : () => undefined),
  };
}
