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
  /** The page's side padding (global.css's --page-gutter), which the grid's container sits inside. */
  pageGutter: 16,
  nagHeaderHeight: 80,
  minImageHeight: 55,
  headerOnlyBelow: 160,
  darkBackground: '#111111',
} as const;

/**
 * The viewport the server renders a page for, by the kind of device that asks (shared/domain/userAgent.ts): a phone's
 * (the width of the common Android phone Lighthouse's mobile preset emulates) or a desktop's. The browser hydrates with
 * the same numbers, then re-renders with its own; the first screen's columns are CSS's, whatever the real width.
 */
export const SERVER_VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportClass = keyof typeof SERVER_VIEWPORTS;

/**
 * The layout's breakpoints (viewport widths in px: 630, 670, 680, 860, 1056, 1135, 1340), named by what changes there.
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
