/** The spec's timings, limits and fixed ids, named once. Times in milliseconds unless the name says otherwise. */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const END_BOOKMARK = '-end-';

/** Image size specs, in the order the spec lists them. `NNNx` is a width with the height from the aspect ratio. */
export const IMAGE_SIZE_SPECS = ['136x136', '170x', '222x', '236x', '400x300', '216x146', '474x', '564x', '736x', 'orig'] as const;
export type ImageSizeSpec = (typeof IMAGE_SIZE_SPECS)[number];
/** Width-only specs used for the grid's srcset, narrow to wide. */
export const SRCSET_SPECS = ['236x', '474x', '564x', '736x'] as const;

export const GRID = {
  columnWidth: 236,
  columnWidthWide: 270,
  columnWidthCompact: 175,
  gutters: [4, 8, 12, 14, 16, 24] as const,
  gutter: 16,
  breakpoints: [630, 670, 680, 860, 1056, 1135, 1340] as const,
  headerHeight: 64,
  nagHeaderHeight: 80,
  minImageHeight: 55,
  headerOnlyBelow: 160,
  darkBackground: '#111111',
} as const;

export const TIMINGS = {
  hoverFade: 120,
  overflowMenuDelay: 800,
  savedBoardNameReveal: 950,
  shoppingIndicator: 1500,
  scrollThrottle: 50,
  longPress: 500,
  carouselEllipsis: 4000,
  saveToast: 5000,
  toastDefault: 2000,
  toastShow: 100,
  toastHideFade: 200,
  repinToastDelay: 2500,
  cookieToast: 3000,
  heroTransition: 400,
  surveyDelay: 5000,
  surveyLoadTimeout: 15000,
} as const;

export const LIMITS = {
  boardTitle: 50,
  pinDescription: 500,
  firstName: 30,
  anonymousSaves: 2,
  favoriteCountCap: 9,
  topReactions: 3,
  pinChips: 3,
  newUserWindowDays: 28,
  username: { min: 3, max: 30 },
  password: { min: 8, max: 200 },
  searchQuery: 200,
} as const;

/** Request body limit: JSON options are small; anything larger is a 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export const SESSION = {
  cookie: 'sess',
  csrfCookie: 'csrftoken',
  csrfHeader: 'x-csrftoken',
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** pin-card-and-grid.md section 5: where card texts are cut, in characters. */
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

/** Reaction type ids (pin-card-and-grid.md section 3) and the view parameter and view type that never show reactions. */
export const REACTIONS = {
  types: { goodIdea: 7, love: 1, thanks: 13, wow: 11, haha: 5 },
  hiddenViewParameter: 3475,
  hiddenViewType: 606,
} as const;

/** Story pin badge: each static page counts as this long, so the badge length matches what the viewer sits through. */
export const STORY_PIN_STATIC_PAGE_MS = 5000;
