/**
 * Feedback codes of the generic feedback action and PinFeedbackResource (the spec names only 1 = hide).
 * hidePin: the pin (and every save of it) leaves the viewer's feeds. reportPin: the same, plus a report kept for
 * review (not undoable). fewerLikeThis: the named interests stop bringing pins into the viewer's home feed.
 * hideAdsAboutTopic: promoted pins tagged with the named interests leave the viewer's feeds. unfollow: drops the
 * follow of the named user, board or interest (undo follows again).
 */
export const FEEDBACK_TYPES = { hidePin: 1, reportPin: 2, fewerLikeThis: 3, hideAdsAboutTopic: 4, unfollow: 5 } as const;

/** Search result type codes (pin_type of the search hide and the generic feedback). */
export const SEARCH_RESULT_TYPES = { pins: 0, buyablePins: 1, videos: 2, boards: 3, users: 4 } as const;

/** The complaint_reason values a report may carry. */
export const REPORT_REASONS = [
  'spam',
  'nudity',
  'self_harm',
  'misinformation',
  'hateful',
  'dangerous_goods',
  'harassment',
  'violence',
  'privacy',
  'intellectual_property',
  'other',
] as const;
