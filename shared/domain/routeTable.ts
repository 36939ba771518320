/** Route classification (the spec's route catalogue): the kind of page a path shows. */
export type RouteKind = 'PIN' | 'BOARD' | 'PROFILE' | 'TODAY' | 'IDEA' | 'SHOPPING' | 'UNKNOWN';

/**
 * What answers a route. A page of the client app (by name; client/app/routes.tsx maps each to its component),
 * 'comingSoon' for a path the catalogue recognises but that is not built yet, 'server' for pages and files the
 * server answers itself (the app, reached there by a link, loads them from the server), 'api' for the JSON API.
 */
export type RoutePage =
  | 'home'
  | 'closeup'
  | 'repin'
  | 'pinStats'
  | 'pinEdit'
  | 'pinBuilder'
  | 'bookmarklet'
  | 'boardEdit'
  | 'collaborators'
  | 'addCollaborators'
  | 'sectionEdit'
  | 'login'
  | 'signup'
  | 'search'
  | 'me'
  | 'settings'
  | 'importExport'
  | 'profileSettings'
  | 'accountSettings'
  | 'browserButton'
  | 'passwordSettings'
  | 'passwordReset'
  | 'newPassword'
  | 'securePanic'
  | 'appearance'
  | 'experienceAdmin'
  | 'spamGuidelines'
  | 'interest'
  | 'videos'
  | 'todayArticle'
  | 'catalog'
  | 'profile'
  | 'profileCreated'
  | 'board'
  | 'comingSoon'
  | 'server'
  | 'api';

export interface RouteDef {
  /**
   * React Router's syntax: static segments (matched in any case), `:name` segments, and a last `*` for any rest. A
   * `:name` segment matches only what its name allows (shared/domain/routes.ts PARAMS): `:id` a numeric id,
   * `:username` a username that is not reserved, `:slug` and `:section` a board segment; any other name, any segment.
   */
  path: string;
  page: RoutePage;
  /** The route's classification (PIN, BOARD, PROFILE, TODAY, IDEA, SHOPPING); UNKNOWN when absent. */
  kind?: RouteKind;
  /** Only for signed-out visitors: a signed-in one goes home instead (/login and /signup). */
  signedOutOnly: boolean;
}

/** The pages only a signed-out visitor sees. */
const SIGNED_OUT_ONLY: ReadonlySet<RoutePage> = new Set<RoutePage>(['login', 'signup']);

/**
 * A route as the table writes it: its path, page and classification. Rows, not objects: the table is part of the home
 * route's first load, which has a budget (test/e2e/homeBundle.test.ts).
 */
type RouteRow = readonly [path: string, page: RoutePage, kind?: RouteKind];

const soon = (path: string, kind?: RouteKind): RouteRow => [path, 'comingSoon', kind];

/**
 * The one route table: the client router, the server's page answers and metadata, the route
 * classification and the names sign-up reserves all read it. The first route that matches a path wins. Every path of
 * the spec's route catalogue is here, built or 'Coming soon', with the server's own prefixes; the
 * profile and board routes, whose first segment is anyone's username, come last.
 */
const ROWS: readonly RouteRow[] = [
  ['', 'home'],
  ['homefeed', 'home'],
  // Pins
  ['pin/create', 'pinBuilder'],
  ['pin/create/button', 'bookmarklet'],
  ['pin/:id', 'closeup', 'PIN'],
  // The save and edit-saved-pin page; '/repin/x' and deeper are not built.
  ['pin/:id/repin', 'repin', 'PIN'],
  ['pin/:id/analytics', 'pinStats', 'PIN'],
  ['pin/:id/edit', 'pinEdit', 'PIN'],
  soon('pin/:id/comments', 'PIN'),
  soon('pin/:id/repin/*', 'PIN'),
  soon('pin/:id/visual-search/*', 'PIN'),
  soon('pin/:id/sent/*', 'PIN'),
  soon('pin/:id/feedback/*', 'PIN'),
  // Boards
  ['board/:id/edit', 'boardEdit'],
  ['board/:id/edit/collaborators', 'collaborators'],
  ['board/:id/edit/add_collaborators', 'addCollaborators'],
  ['boardsection/:id/edit', 'sectionEdit'],
  // Account and auth. Settings pages not listed here are not found, not 'Coming soon'.
  ['login', 'login'],
  ['signup', 'signup'],
  soon('signup/sso-business-account'),
  soon('invited'),
  ['password/reset', 'passwordReset'],
  ['pw/:username', 'newPassword'],
  ['secure/panic', 'securePanic'],
  soon('email/subscription'),
  soon('email/user_survey'),
  soon('email_verification_error'),
  ['settings', 'settings'],
  ['settings/import-export', 'importExport'],
  ['settings/browser-button', 'browserButton'],
  ['settings/password', 'passwordSettings'],
  ['settings/profile', 'profileSettings'],
  ['settings/account', 'accountSettings'],
  ['settings/appearance', 'appearance'],
  soon('oauth'),
  soon('app-factory-oauth'),
  soon('unauth-profile'),
  ['me', 'me', 'PROFILE'],
  // Discovery
  ['search', 'search'],
  // /search/pins/, /search/boards/, /search/users/: the search page's tabs (another word shows pins).
  ['search/:scope', 'search'],
  ['ideas/:interest/:id', 'interest', 'IDEA'],
  soon('ideas/*', 'IDEA'),
  ['videos/:category/:id', 'videos'],
  soon('videos/*'),
  soon('shopping/*', 'SHOPPING'),
  soon('topics/*'),
  ['today/article/:id', 'todayArticle', 'TODAY'],
  soon('today/*', 'TODAY'),
  soon('discover/article/*'),
  soon('notifications'),
  soon('news_hub/:id'),
  soon('conversation/:id'),
  soon('appealed-pin'),
  soon('reports-and-violations'),
  soon('age-appeal'),
  soon('edit'),
  // Creation and ads tools
  ['pin-builder', 'pinBuilder'],
  soon('pin-editor'),
  soon('idea-ads-tool'),
  soon('story-pin-builder'),
  soon('idea-pin-builder'),
  soon('pin-creation-tool'),
  soon('collage-creation-tool'),
  soon('advertiser/quick-promote'),
  soon('advertiser/:id/ads/*'),
  soon('tv/studio'),
  soon('pin_redirect'),
  soon('_/storyboard'),
  // Business
  ['business/catalogs/:id', 'catalog'],
  soon('business/*'),
  // The product's own pages
  ['admin/experiences', 'experienceAdmin'],
  ['help/spam', 'spamGuidelines'],
  // What the server answers itself: the outbound-link check, our survey, media and built assets, the API.
  ['offsite/*', 'server'],
  ['surveys/*', 'server'],
  ['media/*', 'server'],
  ['assets/*', 'server'],
  ['resource/*', 'api'],
  ['v3/*', 'api'],
  ['vx/*', 'api'],
  ['api/*', 'api'],
  // Profiles and boards
  // A profile opens on its Saved tab (boards first); _saved names that tab, _created the pins the person made.
  [':username', 'profile', 'PROFILE'],
  [':username/_created', 'profileCreated', 'PROFILE'],
  [':username/_saved', 'profile', 'PROFILE'],
  [':username/:slug', 'board', 'BOARD'],
  [':username/:slug/:section', 'board', 'BOARD'],
];

/** The table's routes as everything else reads them. */
export const ROUTES: readonly RouteDef[] = ROWS.map(([path, page, kind]) => ({ path, page, kind, signedOutOnly: SIGNED_OUT_ONLY.has(page) }));

/**
 * Top-level words no route serves yet that still belong to the product (the spec reserves a long
 * list of top-level paths such as about), so that nobody takes them before a page does.
 */
export const RESERVED_UNSERVED: readonly string[] = ['about', 'categories', 'explore', 'logout', 'privacy', 'terms'];
