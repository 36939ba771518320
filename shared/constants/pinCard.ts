/** Where card texts are cut, in characters. */
export const TEXT_CUTS = {
  default: 80,
  statsLabel: 12,
  statsLabelAbove: 14,
  sourceLink: 27,
  sourceLinkShort: 12,
  overlayName: 22,
  overlayNameCompact: 10,
  overlayNameCompactWide: 12,
  topicName: 32,
  inviteSenderFirstName: 30,
} as const;

/** Reaction type ids and the view parameter and view type that never show reactions. */
export const REACTIONS = {
  types: { goodIdea: 7, love: 1, thanks: 13, wow: 11, haha: 5 },
  hiddenViewParameter: 3475,
  hiddenViewType: 606,
} as const;

/** Story pin badge: each static page counts as this long, so the badge length matches what the viewer sits through. */
export const STORY_PIN_STATIC_PAGE_MS = 5000;

/** Countries where shopping indicators show on the general (non-shopping) surfaces. */
export const SHOPPING_COUNTRIES = ['US', 'GB', 'DE', 'CA', 'FR'] as const;

/** The shopping indicator experiment group everyone but employees gets until an experiment service assigns groups. */
export const SHOPPING_INDICATOR_SHIPPED_VARIANT = 'enabled_3_indicator';

/** Product card: the price and merchant block's reserved height, without and with a title line. */
export const PRODUCT_CARD = {
  attributionHeight: 68,
  attributionHeightTall: 90,
} as const;

/** On mobile, a touch moving less than this, in squared pixels, is a tap, not a swipe. */
export const GESTURES = {
  swipeMinSquared: 100,
} as const;
