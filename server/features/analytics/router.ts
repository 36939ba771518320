import type { Request } from 'express';
import type { Endpoints } from '../../../shared/contracts/registry';
import type { BytesHandler, Handlers } from '../../http/mount';
import type { SessionUser } from '../../http/session';
import { visitorConsent } from '../consent/cookie';
import { visitorKeyOf } from '../experiences/visitorCookie';
import type { AnalyticsService, AnalyticsViewer } from './service';

/**
 * A signed-out visitor is known by the experiences' visitor cookie when they have one; none is minted here, since an
 * identifier is itself what a visitor who has not allowed analytics has not agreed to.
 */
const viewerOf = (user: SessionUser | null, req: Request): AnalyticsViewer =>
  user ? { userId: user.id, visitorKey: null } : { userId: null, visitorKey: visitorKeyOf(req), consent: visitorConsent(req) };

export function analyticsHandlers(analytics: AnalyticsService): Pick<Handlers, 'analyticsEventsCreate'> {
  return {
    analyticsEventsCreate: async ({ options, viewer, req }) => ({ data: await analytics.recordEvents(viewerOf(viewer, req), options.events) }),
  };
}

/** The grid's pages of impressions arrive often: their body goes to the impression writer as it came, checked there. */
export function analyticsBytesHandlers(analytics: AnalyticsService): {
  analyticsImpressionsCreate: BytesHandler<Endpoints['analyticsImpressionsCreate']>;
} {
  return {
    analyticsImpressionsCreate: async ({ options: body, viewer, req }) => ({ data: await analytics.recordImpressions(viewerOf(viewer, req), body) }),
  };
}
