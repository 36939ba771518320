import type { RouteKind } from './routes';

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
  | 'browserButton'
  | 'experienceAdmin'
  | 'spamGuidelines'
  | 'interest'
  | 'videos'
  | 'todayArticle'
  | 'catalog'
  | 'profile'
  | 'profileSaved'
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
  /** The route's classification (platform-services.md 2.1); UNKNOWN when absent. */
  kind?: RouteKind;
  /** Only for signed-out visitors: a signed-in one goes home instead (issue 21: /login and /signup). */
  signedOutOnly?: true;
}

const soon = (path: string, kind?: RouteKind): RouteDef => ({ path, page: 'comingSoon', kind });

/**
 * The one route table (issue 21): the client router, the server's page answers and metadata, the route
 * classification and the names sign-up reserves all read it. The first route that matches a path wins. Every path of
 * the catalogue (platform-services.md 2.1) is here, built or 'Coming soon', with the server's own prefixes; the
 * profile and board routes, whose first segment is anyone's username, come last.
 */
export const ROUTES: readonly RouteDef[] = [
  { path: '', page: 'home' },
  { path: 'homefeed', page: 'home' },
  // Pins
  { path: 'pin/create', page: 'pinBuilder' },
  { path: 'pin/create/button', page: 'bookmarklet' },
  { path: 'pin/:id', page: 'closeup', kind: 'PIN' },
  // The save and edit-saved-pin page; '/repin/x' and deeper are not built.
  { path: 'pin/:id/repin', page: 'repin', kind: 'PIN' },
  { path: 'pin/:id/analytics', page: 'pinStats', kind: 'PIN' },
  { path: 'pin/:id/edit', page: 'pinEdit', kind: 'PIN' },
  soon('pin/:id/comments', 'PIN'),
  soon('pin/:id/repin/*', 'PIN'),
  soon('pin/:id/visual-search/*', 'PIN'),
  soon('pin/:id/sent/*', 'PIN'),
  soon('pin/:id/feedback/*', 'PIN'),
  // Boards
  { path: 'board/:id/edit', page: 'boardEdit' },
  { path: 'board/:id/edit/collaborators', page: 'collaborators' },
  { path: 'board/:id/edit/add_collaborators', page: 'addCollaborators' },
  { path: 'boardsection/:id/edit', page: 'sectionEdit' },
  // Account and auth. Settings pages not listed here are not found, not 'Coming soon'.
  { path: 'login', page: 'login', signedOutOnly: true },
  { path: 'signup', page: 'signup', signedOutOnly: true },
  soon('signup/sso-business-account'),
  soon('invited'),
  soon('password/reset'),
  soon('pw/:username'),
  soon('secure/panic'),
  soon('email/subscription'),
  soon('email/user_survey'),
  soon('email_verification_error'),
  { path: 'settings', page: 'settings' },
  { path: 'settings/import-export', page: 'importExport' },
  { path: 'settings/browser-button', page: 'browserButton' },
  soon('oauth'),
  soon('app-factory-oauth'),
  soon('unauth-profile'),
  { path: 'me', page: 'me', kind: 'PROFILE' },
  // Discovery
  { path: 'search', page: 'search' },
  { path: 'search/pins', page: 'search' },
  { path: 'ideas/:interest/:id', page: 'interest', kind: 'IDEA' },
  soon('ideas/*', 'IDEA'),
  { path: 'videos/:category/:id', page: 'videos' },
  soon('videos/*'),
  soon('shopping/*', 'SHOPPING'),
  soon('topics/*'),
  { path: 'today/article/:id', page: 'todayArticle', kind: 'TODAY' },
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
  { path: 'pin-builder', page: 'pinBuilder' },
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
  { path: 'business/catalogs/:id', page: 'catalog' },
  soon('business/*'),
  // The product's own pages
  { path: 'admin/experiences', page: 'experienceAdmin' },
  { path: 'help/spam', page: 'spamGuidelines' },
  // What the server answers itself: the outbound-link check, our survey, media and built assets, the API.
  { path: 'offsite/*', page: 'server' },
  { path: 'surveys/*', page: 'server' },
  { path: 'media/*', page: 'server' },
  { path: 'assets/*', page: 'server' },
  { path: 'resource/*', page: 'api' },
  { path: 'v3/*', page: 'api' },
  { path: 'vx/*', page: 'api' },
  { path: 'api/*', page: 'api' },
  // Profiles and boards
  { path: ':username', page: 'profile', kind: 'PROFILE' },
  { path: ':username/_created', page: 'profile', kind: 'PROFILE' },
  { path: ':username/_saved', page: 'profileSaved', kind: 'PROFILE' },
  { path: ':username/:slug', page: 'board', kind: 'BOARD' },
  { path: ':username/:slug/:section', page: 'board', kind: 'BOARD' },
];

/**
 * Top-level words no route serves yet that still belong to the product (platform-services.md 2.1: "a long list of
 * reserved top-level paths such as about, ..."), so that nobody takes them before a page does.
 */
export const RESERVED_UNSERVED: readonly string[] = ['about', 'categories', 'explore', 'logout', 'privacy', 'terms'];
