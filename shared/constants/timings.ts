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
