/**
 * Server-driven experiences (banners, modals, tooltips, surveys, toasts). Type codes and fixed ids as the spec names them;
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

/** The analytics events of an experience, after its view, complete, dismiss and banner button click; object_id_str holds its id. */
export const EXPERIENCE_EVENTS = { view: 4503, complete: 6567, dismiss: 6568, bannerButtonClick: 101 } as const;
