import type { Endpoints } from '../../../shared/contracts/registry';
import type { BytesHandler, Handlers } from '../../http/mount';
import { visitorOf } from '../../http/visitor';
import type { AnalyticsService } from './service';

export function analyticsHandlers(analytics: AnalyticsService): Pick<Handlers, 'analyticsEventsCreate'> {
  return {
    analyticsEventsCreate: async ({ options, viewer, req }) => ({ data: await analytics.recordEvents(visitorOf(req, viewer), options.events) }),
  };
}

/** The grid's pages of impressions arrive often: their body goes to the impression writer as it came, checked there. */
export function analyticsBytesHandlers(analytics: AnalyticsService): {
  analyticsImpressionsCreate: BytesHandler<Endpoints['analyticsImpressionsCreate']>;
} {
  return {
    analyticsImpressionsCreate: async ({ options: body, viewer, req }) => ({ data: await analytics.recordImpressions(visitorOf(req, viewer), body) }),
  };
}
