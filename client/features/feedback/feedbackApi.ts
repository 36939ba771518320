import { FEEDBACK_TYPES, type REPORT_REASONS } from '../../../shared/constants';
import type { FeedbackResult } from '../../../shared/contracts/feedback';
import { endpoints } from '../../../shared/contracts/registry';
import type { FeedbackOverlayType } from '../../../shared/domain/feedback';
import { api, call } from '../../app/api';

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface PinHide {
  pinId: string;
  /** Where the pin was hidden: search and related pins have their own hide calls. */
  type: FeedbackOverlayType;
  /** Search only: the query the pin was found with. */
  query?: string;
  undo: boolean;
}

function hideCall({ pinId, type, query, undo }: PinHide) {
  if (type === 'search') return call(undo ? endpoints.searchUnhide : endpoints.searchHide, { pin_id: pinId, query: query || undefined });
  if (type === 'related') return call(undo ? endpoints.p2pUnhide : endpoints.p2pHide, { pin: pinId });
  return call(endpoints.pinFeedback, { feedback_type: FEEDBACK_TYPES.hidePin, pin_id: pinId, undo });
}

/**
 * Hide, undo a hide, and report. The hidden pin stays in the grids under its overlay (feedbackSlice) so the viewer
 * can undo; feeds drop it the next time they load.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinHide: build.mutation<FeedbackResult, PinHide>({ query: hideCall }),
    pinReport: build.mutation<FeedbackResult, { pinId: string; reason: ReportReason }>({
      query: ({ pinId, reason }) =>
        call(endpoints.pinFeedback, { feedback_type: FEEDBACK_TYPES.reportPin, pin_id: pinId, complaint_reason: reason }),
    }),
  }),
});

export const { usePinHideMutation, usePinReportMutation } = feedbackApi;
