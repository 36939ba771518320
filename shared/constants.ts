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
  /** Gutters on phones (compact columns) and on tablets (630 to 859 px): spec gaps 8 and 12. */
  gutterCompact: 8,
  gutterMedium: 12,
  /** How often the grid follows the window's scroll position (masonic's default, 12 updates a second). */
  scrollUpdateMs: 83,
  headerHeight: 64,
  nagHeaderHeight: 80,
  minImageHeight: 55,
  headerOnlyBelow: 160,
  darkBackground: '#111111',
} as const;

/**
 * Section 9's breakpoints (viewport widths in px: 630, 670, 680, 860, 1056, 1135, 1340), named by what changes there.
 * Each is where the wider layout starts. Stylesheets cannot import these, so they write `max-width: {value - 1}px`;
 * test/client/ui/breakpoints.test.ts holds every media query in client/ to this list.
 */
export const BREAKPOINTS = {
  /** Below it, a phone: compact 175 px grid columns with 8 px gutters, the compact header, the compact login modal. */
  compact: 630,
  /** From it, desktop: 16 px grid gutters (12 px from `compact`), and the closeup shows media and details side by side. */
  desktop: 860,
  /** From it: the wide 270 px grid columns. */
  wide: 1340,
  /**
   * The spec lists these without saying what changes at them. Our header (logo, Home, search, account) and closeup
   * (one or two panes, at most 1016 px) have no further step that would read better at any of them, so none is used.
   */
  unassigned: [670, 680, 1056, 1135],
} as const;

/**
 * Not a spec breakpoint: below it are the narrowest phones (320 px), where the header's buttons and search box give
 * up a few more pixels so the search placeholder still shows whole.
 */
export const NARROW_PHONE_BELOW = 360;

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
  /** Ours: the spec says only that the repin animation shows 'briefly' before the toast; well before it, then. */
  repinAnimation: 800,
  cookieToast: 3000,
  heroTransition: 400,
  upsellMarginTransition: 300,
  surveyDelay: 5000,
  surveyLoadTimeout: 15000,
  /** A survey held back on the pin builders looks at the path again this often (ours: also one waiting on a dialog). */
  surveyPinBuilderRecheck: 3000,
  /** An educational popover with scroll_to_dismiss goes this long after the first scroll. */
  popoverScrollDismiss: 1500,
  /** A coach mark's tooltip dismisses on scroll once shown this long, unless scroll_to_dismiss_delay_in_seconds says. */
  tooltipScrollDismissDefault: 3000,
} as const;

export const LIMITS = {
  boardTitle: 50,
  /** The spec gives no board description limit; the pin description's (500) serves. */
  boardDescription: 500,
  /** The spec gives no section title limit; the board title's (50) serves. */
  sectionTitle: 50,
  /** A reorder lists every section of the board; no board needs more. */
  sectionsPerBoard: 500,
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
  /** Interests one generic feedback call may name. */
  feedbackInterests: 20,
  /** The feedback overlay's subtitle is hidden on cards shorter than this (px). */
  feedbackSubtitleMinHeight: 250,
  /** The board page's header shows this many collaborators' avatars; the collaborator count tells the rest. */
  boardHeaderCollaborators: 5,
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

/** Server-rendered page metadata: search engines show about this many characters of a meta description. */
export const SEO_DESCRIPTION_MAX = 160;

/** Reaction type ids (pin-card-and-grid.md section 3) and the view parameter and view type that never show reactions. */
export const REACTIONS = {
  types: { goodIdea: 7, love: 1, thanks: 13, wow: 11, haha: 5 },
  hiddenViewParameter: 3475,
  hiddenViewType: 606,
} as const;

/** Story pin badge: each static page counts as this long, so the badge length matches what the viewer sits through. */
export const STORY_PIN_STATIC_PAGE_MS = 5000;

/** Saving (issue 4): the pin-saved event type the spec names, the quick-saves board's fixed name, input caps. */
export const SAVES = {
  pinSavedEventType: 5,
  quickSavesBoardName: 'Profile',
  /** A signed-out merge keeps at most LIMITS.anonymousSaves; a longer list than this is refused outright. */
  mergeMaxEntries: 10,
  clientTrackingParamsMax: 2000,
  /** A save's eventContext is stored with its event: a little context, not a document. */
  eventContextBounds: { maxDepth: 8, maxBytes: 4096 },
  /** A merge entry is a flat { pin_id, user_id }: anything much bigger or deeper is not one of ours. */
  mergeBounds: { maxDepth: 4, maxBytes: 4096 },
} as const;

/** pin-card-and-grid.md section 9: countries where shopping indicators show on the general (non-shopping) surfaces. */
export const SHOPPING_COUNTRIES = ['US', 'GB', 'DE', 'CA', 'FR'] as const;
/** The shopping indicator experiment group everyone but employees gets until an experiment service assigns groups. */
export const SHOPPING_INDICATOR_SHIPPED_VARIANT = 'enabled_3_indicator';

/** Section 9 product card: the price and merchant block's reserved height, without and with a title line. */
export const PRODUCT_CARD = {
  attributionHeight: 68,
  attributionHeightTall: 90,
} as const;

/** Section 4 (Mobile): a touch moving less than this, in squared pixels, is a tap, not a swipe. */
export const GESTURES = {
  swipeMinSquared: 100,
} as const;

/**
 * Feedback codes of the generic feedback action and PinFeedbackResource (the spec names only 1 = hide).
 * hidePin: the pin (and every save of it) leaves the viewer's feeds. reportPin: the same, plus a report kept for
 * review (not undoable). fewerLikeThis: the named interests stop bringing pins into the viewer's home feed.
 * hideAdsAboutTopic: promoted pins tagged with the named interests leave the viewer's feeds. unfollow: drops the
 * follow of the named user, board or interest (undo follows again).
 */
export const FEEDBACK_TYPES = { hidePin: 1, reportPin: 2, fewerLikeThis: 3, hideAdsAboutTopic: 4, unfollow: 5 } as const;
/** pin-card-and-grid.md section 9: search result type codes (pin_type of the search hide and the generic feedback). */
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

/**
 * Group-board invites. A code is this many random bytes, base64url (16 characters). The spec names invite channels
 * only by number (5, 9, 12 and 16 get no inviter popover); the board page's Invite button shares a copied link,
 * recorded as channel 0.
 */
export const INVITES = {
  codeBytes: 12,
  copiedLinkChannel: 0,
  maxChannel: 1000,
  /**
   * Ours: a link invite's life when Invite makes one. A week covers "join my board" sent to friends; a link anyone
   * holding can use should not live forever, and a reset makes a new one at any time.
   */
  linkExpiryDefaultDays: 7,
  linkExpiryMaxDays: 90,
  /** How long a signed-out visitor who opened an invite has to log in for the seamless join (issue 10). */
  pendingLoginTtlMs: 15 * 60 * 1000,
  /** The HttpOnly cookie holding that visit's nonce. */
  pendingLoginCookie: 'invite_login',
  nonceBytes: 32,
} as const;

/**
 * Cookie consent (platform-services.md 2.2, 3, 4). The spec names the settings and the toast (TIMINGS.cookieToast),
 * not how long a choice lasts: ours is a year, after which the visitor is asked again, as consent is expected to be
 * renewed rather than kept forever.
 */
export const COOKIE_CONSENT = {
  /** The HttpOnly cookie holding a signed-out visitor's choice (server/features/consent/cookie.ts). */
  cookie: 'cookie_consent',
  maxAgeMs: 365 * 24 * 60 * 60 * 1000,
  /** surface_tag names where the choice was made (the banner, the settings modal): a short token. */
  surfaceTagMax: 64,
} as const;

/** Pin creation's text limits (the image limits are the operator's: server/config.ts). */
export const PIN_CREATION = {
  titleMax: 100,
  altTextMax: 500,
  linkMax: 2048,
} as const;

/**
 * Bulk edit (platform-services.md 7). One explicit selection, or one select-all call's exclusions, names at most
 * maxPins pins: a screenful of selections many times over, while keeping a request far below BODY_LIMIT_BYTES.
 */
export const BULK_EDIT = {
  maxPins: 250,
} as const;

/**
 * Archive imports. A running job refreshes its heartbeat as it goes and at least every heartbeatMs; one whose
 * heartbeat is older than staleAfterMs stopped with its process (a restart) and reads as failed. Decided when read,
 * not at start-up, so a second server process on the same database never fails a job the first is still running.
 */
export const ARCHIVE_IMPORT = {
  heartbeatMs: 30 * 1000,
  staleAfterMs: 2 * 60 * 1000,
} as const;

/**
 * Server-driven experiences (platform-services.md 3, 4, 9). Type codes and fixed ids as the spec names them;
 * placements the spec names, and the few the demo needs where it names none (marked ours).
 */
export const EXPERIENCES = {
  types: {
    notRenderable: 0,
    survey: 5,
    tooltip: 8,
    toast: 10,
    heroModal: 14,
    modal: 26,
    neutralCallout: 27,
    upsellCallout: 28,
    educationalPopover: 29,
  },
  placements: {
    /** Route '/' (the only route in the spec's route-to-placement table). */
    home: [11, 1000541, 1000503],
    homeBanner: 11,
    homeHero: 1000541,
    homeBottom: 1000503,
    /** Its survey banner is held back on the pin builders. */
    surveyBanner: 1000421,
    /** Refetches after a view. */
    refetchAfterView: 1000162,
    viewing: 1000075,
    /** Ours: search results (search delight, the search box's popover). */
    search: 1000600,
    /** Ours: a pin's closeup (the anchored flyout by the Save button). */
    closeup: 1000700,
  },
  ids: {
    autoCompleteBanners: [502312, 502320, 502321, 502322],
    businessUpgrade: 503755,
    modal: 507054,
    viewedOnMount: 500500,
    metricsUnificationBanner: 502527,
  },
  /** display_data.action_trigger: 1 show now, 2 on close, anything else after the delay. */
  surveyActionTriggers: { showNow: 1, onClose: 2 },
  surveyFrameMinHeight: 810,
  componentTypes: { banner: 1, anchoredFlyout: 2, searchDelight: 3 },
  calloutDisplayTypes: ['error-callout', 'info-callout', 'warning-callout', 'upsell'],
  /** Ours: the metrics-unification banner needs at least this many buttons (the spec: 'at least two'). */
  metricsBannerMinButtons: 2,
  /** Ours: bounds on what an operator writes, so no experience is a document. */
  textMax: 1000,
  linkMax: 2048,
  listMax: 20,
  jsonBounds: { maxDepth: 6, maxBytes: 16 * 1024 },
  contextBounds: { maxDepth: 6, maxBytes: 4096 },
  placementsPerCall: 50,
  /** An image or video modal's media: the desktop modal and the mobile popup (below BREAKPOINTS.compact). */
  modalMedia: { desktop: { width: 540, height: 363 }, mobile: { width: 320, height: 215 } },
  /** Ours: the longest a banner or modal waits for its delay, within what a browser timer can hold. */
  maxDelayMs: 60 * 60 * 1000,
  /** The HttpOnly cookie naming a signed-out visitor whose experience state (viewed, completed, dismissed) is kept. */
  visitorCookie: 'exp_visitor',
  visitorCookieBytes: 32,
  visitorCookieMaxAgeMs: 365 * 24 * 60 * 60 * 1000,
} as const;

/**
 * The offsite check and redirect (pin-card-and-grid.md 4, 5, 8). The spec names the verdicts; the messages, the
 * token's lifetime and the bounds are ours.
 */
export const OFFSITE = {
  verdicts: ['blocked', 'suspicious', 'porn'] as const,
  /** How long a signed /offsite/ address works: long enough to read a warning page, short enough not to be shared. */
  tokenTtlMs: 60 * 60 * 1000,
  urlMax: 2048,
  /** Passed through to the /offsite/ address untouched: bounded so a check cannot mint an oversized URL. */
  trackingParamsMax: 1000,
  auxDataMaxBytes: 2000,
  messages: {
    blocked: 'This link goes to a site that we have blocked for spam or harmful content.',
    suspicious: 'This link goes to a site that may be spam. Be careful before you share personal information there.',
    porn: 'This link goes to a site with adult content, which we do not link to.',
  },
} as const;

/**
 * What the browser's analytics sink needs (issue 14), apart from ANALYTICS so that the client bundle carries none of the
 * server's bounds: one batch per call at most, sent at least every flush interval.
 */
export const ANALYTICS_SINK = {
  /** Ours: per call. A page of 25 impressions fits four times over. */
  eventsPerBatch: 100,
  impressionsPerBatch: 100,
  /** Ours: the client sends what it has queued at least this often, and when the page is hidden or left. */
  flushIntervalMs: 10_000,
  /** pin-card-and-grid.md 9: the stored impression queue holds 1000 entries; events are capped alike. */
  queueMax: 1000,
} as const;

/** pin-card-and-grid.md 4 and 9: how the grid's impressions are observed and what they measure. */
export const IMPRESSIONS = {
  /** A cell's visible ratio is reported as it crosses these. */
  thresholds: [0, 0.5, 0.8, 1.0],
  /** The top and bottom 143 px of the window (under the header and the bottom bar) do not count as in view. */
  edgeOffsetPx: 143,
  /** Percent of a cell visible whose durations an impression carries. */
  milestones: [1, 50, 80, 100],
} as const;

/** Clicking out of a pin (pin-card-and-grid.md 4, 5, 7 and 9). */
export const CLICKTHROUGH = {
  /** 9: a click out is logged as a clickthrough only when the offsite page was reached this fast (500,000,000 ns). */
  maxTimeToOffsiteNs: 500_000_000,
  /** 9: a click out after which nothing happens on our page for this long logs the no-action event. */
  noActionMs: 4000,
  /**
   * 7 lists the event codes but not which is which; ours, from that list. The clickthrough is the pin click the stats
   * count (ANALYTICS.pinStatEvents.pinClick).
   */
  events: { clickthrough: 12, noAction: 7761, emptyHref: 7762, rightClickMedia: 8948 },
  /** 5: media file types whose right-click logs its own event; mov is the file type of quicktime. */
  mediaExtensions: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'mov', 'qt'],
} as const;

/** platform-services.md 7: an experience's events, after its view, complete, dismiss and banner button click; object_id_str holds its id. */
export const EXPERIENCE_EVENTS = { view: 4503, complete: 6567, dismiss: 6568, bannerButtonClick: 101 } as const;

/** Analytics events and impressions as the server takes them (issue 14; platform-services.md 7, pin-card-and-grid.md 4, 7, 9). */
export const ANALYTICS = {
  /** The event types the spec names (pin-card-and-grid.md 7, platform-services.md 7); any other is refused. */
  eventTypes: [5, 12, 13, 18, 26, 27, 101, 601, 602, 1701, 3830, 4503, 6567, 6568, 7352, 7761, 7762, 8948],
  /** What a pin's stats count: the pin-saved event (type 5, pin-card-and-grid.md 7) and ours: 12 is the clickthrough. */
  pinStatEvents: { save: 5, pinClick: 12 },
  /** Ours: bounds on each field, so no row is a document. */
  objectIdMax: 64,
  trackingParamsMax: 1024,
  codeMax: 1_000_000,
  auxDataBounds: { maxDepth: 4, maxBytes: 2048 },
  /** Ours: pixel sizes and durations (ms) beyond these are not a real cell, window or view. */
  sizeMax: 100_000,
  durationMaxMs: 24 * 60 * 60 * 1000,
  /** Ours: raw rows kept per table; older ones are rolled into daily counts as new ones arrive. */
  rawRowsMax: 100_000,
  /** Ours: a write rolls up at most this many raw rows beyond the number it adds, so each call's work is bounded. */
  rollupChunk: 1000,
  /** Ours: how often the server adds the impressions it counted in memory to the daily counts, and rolls old pages up. */
  countsFlushMs: 1000,
  /** issue 14: a pin's stats cover 30 days. */
  statsDays: 30,
} as const;

/** Pin stats (issue 14; pin-card-and-grid.md 6): the three numbers a stats page shows, in its order. */
export const PIN_STATS = { metrics: ['impressions', 'saves', 'pin_clicks'] } as const;

/** The attribution-source GET (platform-services.md 7, pin-card-and-grid.md 9; issue 14). */
export const ATTRIBUTION = {
  /** Spec: seconds a source stays attributable, and its priority, by the event that registered it. */
  bySourceType: { click: { expiry: 604_800, priority: 2 }, view: { expiry: 86_400, priority: 1 } },
  /** The Attribution Reporting API takes at most 3 destinations per source. */
  destinationsMax: 3,
  /** Ours: the longest origin (a 253-character host with scheme and port), and the destination list as sent. */
  originMax: 270,
  destinationJsonMax: 1024,
} as const;
