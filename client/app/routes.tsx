import { lazy, useMemo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { classifyRoute, withoutPinSlug, type RouteKind } from '../../shared/domain/routes';
import { ComingSoon } from '../ui/ComingSoon';
import { NotFound } from '../ui/NotFound';
import { Layout } from './Layout';

const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const CloseupPage = lazy(() => import(/* webpackChunkName: "closeup" */ '../features/closeup/CloseupPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'));
const SignupPage = lazy(() => import(/* webpackChunkName: "signup" */ '../features/login/SignupPage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
const ProfilePage = lazy(() => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage'));
const MeRedirect = lazy(() => import(/* webpackChunkName: "me" */ '../features/profile/MeRedirect'));
const RepinPage = lazy(() => import(/* webpackChunkName: "repin" */ '../features/repin/RepinPage'));
const BoardPage = lazy(() => import(/* webpackChunkName: "board" */ '../features/board/BoardPage'));
const CollaboratorsPage = lazy(() => import(/* webpackChunkName: "collaborators" */ '../features/boardEdit/CollaboratorsPage'));
const AddCollaboratorsPage = lazy(() => import(/* webpackChunkName: "collaborators" */ '../features/boardEdit/AddCollaboratorsPage'));
const BoardEditPage = lazy(() => import(/* webpackChunkName: "board-edit" */ '../features/boardEdit/BoardEditPage'));
const SectionEditPage = lazy(() => import(/* webpackChunkName: "section-edit" */ '../features/boardEdit/SectionEditPage'));
const SettingsPage = lazy(() => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'));
const BrowserButtonPage = lazy(() => import(/* webpackChunkName: "browser-button" */ '../features/settings/BrowserButtonPage'));
const ImportExportPage = lazy(() => import(/* webpackChunkName: "import-export" */ '../features/settings/ImportExportPage'));
const PinBuilderPage = lazy(() => import(/* webpackChunkName: "pin-builder" */ '../features/pinCreation/PinBuilderPage'));
const BookmarkletPage = lazy(() => import(/* webpackChunkName: "pin-button" */ '../features/pinCreation/BookmarkletPage'));
const PinEditPage = lazy(() => import(/* webpackChunkName: "pin-edit" */ '../features/pinCreation/PinEditPage'));
const PinStatsPage = lazy(() => import(/* webpackChunkName: "pin-stats" */ '../features/pinAnalytics/PinStatsPage'));
const SpamGuidelinesPage = lazy(() => import(/* webpackChunkName: "spam-guidelines" */ '../features/help/SpamGuidelinesPage'));
const ExperienceAdminPage = lazy(() => import(/* webpackChunkName: "experience-admin" */ '../features/experienceAdmin/ExperienceAdminPage'));

/** Dynamic segments match anything; the catalogue's rule (reserved words, id shapes) decides what is real. */
function Only({ kind, children }: { kind: RouteKind; children: ReactNode }) {
  const { pathname } = useLocation();
  return classifyRoute(pathname) === kind ? children : <NotFound />;
}

/** Paths of platform-services.md 2.1 that are recognised but not built yet. */
const COMING_SOON = [
  // pins
  'pin/:id/comments',
  'pin/:id/repin/*',
  'pin/:id/visual-search/*',
  'pin/:id/sent/*',
  'pin/:id/feedback/*',
  // account and auth
  'signup/sso-business-account',
  'invited',
  'password/reset',
  'pw/:username',
  'secure/panic',
  'email/subscription',
  'email/user_survey',
  'email_verification_error',
  'oauth',
  'app-factory-oauth',
  'unauth-profile',
  // discovery
  'ideas/*',
  'videos/*',
  'shopping/*',
  'topics/*',
  'today/*',
  'discover/article/*',
  'notifications',
  'news_hub/:id',
  'conversation/:id',
  'appealed-pin',
  'reports-and-violations',
  'age-appeal',
  'edit',
  'offsite',
  // creation and ads tools
  'pin-editor',
  'idea-ads-tool',
  'story-pin-builder',
  'idea-pin-builder',
  'pin-creation-tool',
  'collage-creation-tool',
  'advertiser/quick-promote',
  'advertiser/:id/ads/*',
  'tv/studio',
  'pin_redirect',
  '_/storyboard',
  // business
  'business/*',
];

export const routeTable: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'homefeed', element: <HomePage /> },
      {
        path: 'pin/:id',
        element: (
          <Only kind="PIN">
            <CloseupPage />
          </Only>
        ),
      },
      // The save and edit-saved-pin page; '/repin/x' and deeper stay in COMING_SOON.
      {
        path: 'pin/:id/repin',
        element: (
          <Only kind="PIN">
            <RepinPage />
          </Only>
        ),
      },
      {
        path: 'pin/:id/analytics',
        element: (
          <Only kind="PIN">
            <PinStatsPage />
          </Only>
        ),
      },
      { path: 'board/:id/edit/collaborators', element: <CollaboratorsPage /> },
      { path: 'board/:id/edit/add_collaborators', element: <AddCollaboratorsPage /> },
      { path: 'board/:id/edit', element: <BoardEditPage /> },
      { path: 'boardsection/:id/edit', element: <SectionEditPage /> },
      { path: 'pin-builder', element: <PinBuilderPage /> },
      { path: 'pin/create', element: <PinBuilderPage /> },
      { path: 'pin/create/button', element: <BookmarkletPage /> },
      {
        path: 'pin/:id/edit',
        element: (
          <Only kind="PIN">
            <PinEditPage />
          </Only>
        ),
      },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'search/pins', element: <SearchPage /> },
      { path: 'me', element: <MeRedirect /> },
      // Settings pages not listed here are NotFound (the '*' route), not 'Coming soon'.
      { path: 'settings', element: <SettingsPage /> },
      { path: 'settings/import-export', element: <ImportExportPage /> },
      { path: 'settings/browser-button', element: <BrowserButtonPage /> },
      { path: 'admin/experiences', element: <ExperienceAdminPage /> },
      { path: 'help/spam', element: <SpamGuidelinesPage /> },
      {
        path: ':username',
        element: (
          <Only kind="PROFILE">
            <ProfilePage filter="created" />
          </Only>
        ),
      },
      {
        path: ':username/_created',
        element: (
          <Only kind="PROFILE">
            <ProfilePage filter="created" />
          </Only>
        ),
      },
      {
        path: ':username/_saved',
        element: (
          <Only kind="PROFILE">
            <ProfilePage filter="saved" />
          </Only>
        ),
      },
      {
        path: ':username/:slug',
        element: (
          <Only kind="BOARD">
            <BoardPage />
          </Only>
        ),
      },
      {
        path: ':username/:slug/:section',
        element: (
          <Only kind="BOARD">
            <BoardPage />
          </Only>
        ),
      },
      ...COMING_SOON.map((path) => ({ path, element: <ComingSoon /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Signed-out links name a pin as '/pin/{slug}--{id}/' (section 2). The routes match the path with the slug dropped,
 * so every pin page reads a bare id while the address bar keeps the search-friendly url. The location is always
 * passed, even when unchanged, so that moving between the two forms does not remount the layout.
 */
export function AppRoutes() {
  const location = useLocation();
  const pathname = withoutPinSlug(location.pathname);
  const routed = useMemo(() => ({ ...location, pathname }), [location, pathname]);
  return useRoutes(routeTable, routed);
}
