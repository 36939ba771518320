import { FEEDBACK_TYPES, type REPORT_REASONS } from '../../../shared/constants';
import type { FeedbackResult } from '../../../shared/contracts/feedback';
import * as endpoints from '../../../shared/contracts/feedback';
import type { HideSurface } from '../../../shared/domain/feedback';
import { api, call } from '../../app/api';

export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * What the viewer chose in the menu: Hide Pin; 'See fewer Pins like this' (the pin's topics stop bringing pins);
 * Hide ad; or, for a weight-loss ad, hiding ads about its topics (the GLP-1 sentence's promise).
 */
export type HideAction = 'hide' | 'fewerLikeThis' | 'hideAd' | 'hideTopicAds';

/** A hide as it was sent, kept with the overlay so Undo sends the same call back with undo. */
export interface PinHide {
  pinId: string;
  action: HideAction;
  /** Where the pin was hidden: search and related pins have their own hide calls. */
  where: HideSurface;
  /** Search only: the query the pin was found with, and its result type (SEARCH_RESULT_TYPES). */
  query?: string;
  pinType?: number;
  /** fewerLikeThis and hideTopicAds: the pin's topics. */
  interestIds?: string[];
  /** Ads only: the generic action's ad flag. */
  isThirdPartyAd?: boolean;
}

const T = FEEDBACK_TYPES;

function hideCall({ undo, ...h }: PinHide & { undo: boolean }) {
  const search = h.where === 'search' ? { query: h.query || undefined, pin_type: h.pinType } : {};
  switch (h.action) {
    case 'fewerLikeThis':
      return call(endpoints.userFeedback, { feedback_type: T.fewerLikeThis, pin_id: h.pinId, interest_list: h.interestIds, undo, ...search });
    case 'hideTopicAds':
    case 'hideAd':
      return call(endpoints.userFeedback, {
        feedback_type: h.action === 'hideTopicAds' ? T.hideAdsAboutTopic : T.hidePin,
        pin_id: h.pinId,
        interest_list: h.action === 'hideTopicAds' ? h.interestIds : undefined,
        promoted: true,
        is_third_party_ad: h.isThirdPartyAd,
        undo,
        ...search,
      });
    case 'hide':
      if (h.where === 'search') return call(undo ? endpoints.searchUnhide : endpoints.searchHide, { pin_id: h.pinId, ...search });
      if (h.where === 'related') return call(undo ? endpoints.p2pUnhide : endpoints.p2pHide, { pin: h.pinId });
      return call(endpoints.pinFeedback, { feedback_type: T.hidePin, pin_id: h.pinId, undo });
  }
}

/**
 * Hide (in its four kinds), undo a hide, and report. The hidden pin stays in the grids under its overlay
 * (feedbackSlice) so the viewer can undo; feeds drop it the next time they load.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinHide: build.mutation<FeedbackResult, PinHide & { undo: boolean }>({ query: hideCall }),
    pinReport: build.mutation<FeedbackResult, { pinId: string; reason: ReportReason }>({
      query: ({ pinId, reason }) => call(endpoints.pinFeedback, { feedback_type: T.reportPin, pin_id: pinId, complaint_reason: reason }),
    }),
  }),
});

export const { usePinHideMutation, usePinReportMutation } = feedbackApi;
