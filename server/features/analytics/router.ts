import type { Request } from 'express';
import type * as contracts from '../../../shared/contracts/analytics';
import type { Handlers, Prechecks } from '../../http/mount';
import type { SessionUser } from '../../http/session';
import { visitorConsent } from '../consent/cookie';
import { visitorKeyOf } from '../experiences/visitorCookie';
import { impressionsPrecheck } from './impressionsPrecheck';
import type { AnalyticsService, AnalyticsViewer } from './service';

/**
 * A signed-out visitor is known by the experiences' visitor cookie when they have one; none is minted here, since an
 * identifier is itself what a visitor who has not allowed analytics has not agreed to.
 */
const viewerOf = (user: SessionUser | null, req: Request): AnalyticsViewer =>
  user ? { userId: user.id, visitorKey: null } : { userId: null, visitorKey: visitorKeyOf(req), consent: visitorConsent(req) };

export function analyticsHandlers(analytics: AnalyticsService): Pick<Handlers, keyof typeof contracts> {
  return {
    analyticsEventsCreate: async ({ options, viewer, req }) => ({ data: await analytics.recordEvents(viewerOf(viewer, req), options.events) }),
    analyticsImpressionsCreate: async ({ options, viewer, req }) => ({
      data: await analytics.recordImpressions(viewerOf(viewer, req), options.impressions),
    }),
  };
}

/** The grid's impressions arrive by the page, often: their options are checked by a precompiled check first. */
export const analyticsPrechecks: Prechecks = { analyticsImpressionsCreate: impressionsPrecheck };
