import type { AnalyticsEvent } from '../../../shared/contracts/analytics';
import type { AppDispatch, RootState } from '../../app/store';
import { analyticsAllowed } from './analyticsConsent';

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => void;

/**
 * Records an analytics event while the viewer's cookie consent allows analytics. The sink is its own chunk, loaded on
 * the first event a consenting viewer makes, so no page's first load carries it (the home route's budget).
 */
export function recordEvent(event: AnalyticsEvent): Thunk {
  return (_dispatch, getState) => {
    if (!analyticsAllowed(getState())) return;
    void import(/* webpackChunkName: "analytics" */ './analyticsSink').then(({ sinkFor }) => sinkFor(getState).recordEvent(event));
  };
}
