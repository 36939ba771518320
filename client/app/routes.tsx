import { useMemo, type ReactElement } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RouteDef, RoutePage } from '../../shared/domain/routeTable';
import { matchRoute, withoutPinSlug } from '../../shared/domain/routes';
import { selectViewer } from '../features/auth/authSlice';
import { ComingSoon } from '../ui/ComingSoon';
import { NotFound } from '../ui/NotFound';
import { useAppSelector } from './hooks';
import { lazyPage, type LazyPage } from './lazyPage';
import { Layout } from './Layout';
import { ServerPage } from './ServerPage';

const HomePage = lazyPage(() => import(/* webpackChunkName: "home" */ '../features/home/HomePage'));
const CloseupPage = lazyPage(() => import(/* webpackChunkName: "closeup" */ '../features/closeup/CloseupPage'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'));
const SignupPage = lazyPage(() => import(/* webpackChunkName: "login" */ '../features/login/SignupPage'));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage'));
const MeRedirect = lazyPage(() => import(/* webpackChunkName: "profile" */ '../features/profile/MeRedirect'));
const RepinPage = lazyPage(() => import(/* webpackChunkName: "repin" */ '../features/repin/RepinPage'));
const BoardPage = lazyPage(() => import(/* webpackChunkName: "board" */ '../features/board/BoardPage'));
const CollaboratorsPage = lazyPage(() => import(/* webpackChunkName: "collaborators" */ '../features/boardEdit/CollaboratorsPage'));
const AddCollaboratorsPage = lazyPage(() => import(/* webpackChunkName: "collaborators" */ '../features/boardEdit/AddCollaboratorsPage'));
const BoardEditPage = lazyPage(() => import(/* webpackChunkName: "board-edit" */ '../features/boardEdit/BoardEditPage'));
const SectionEditPage = lazyPage(() => import(/* webpackChunkName: "section-edit" */ '../features/boardEdit/SectionEditPage'));
const SettingsPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'));
const BrowserButtonPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/BrowserButtonPage'));
const ImportExportPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/ImportExportPage'));
const PasswordSettingsPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/PasswordSettingsPage'));
const AppearancePage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/AppearancePage'));
const PasswordResetPage = lazyPage(() => import(/* webpackChunkName: "password-reset" */ '../features/passwordReset/PasswordResetPage'));
const NewPasswordPage = lazyPage(() => import(/* webpackChunkName: "password-reset" */ '../features/passwordReset/NewPasswordPage'));
const SecurePanicPage = lazyPage(() => import(/* webpackChunkName: "password-reset" */ '../features/securePanic/SecurePanicPage'));
const ProfileSettingsPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/ProfileSettingsPage'));
const AccountSettingsPage = lazyPage(() => import(/* webpackChunkName: "settings" */ '../features/settings/AccountSettingsPage'));
const PinBuilderPage = lazyPage(() => import(/* webpackChunkName: "pin-builder" */ '../features/pinCreation/PinBuilderPage'));
const BookmarkletPage = lazyPage(() => import(/* webpackChunkName: "pin-builder" */ '../features/pinCreation/BookmarkletPage'));
const PinEditPage = lazyPage(() => import(/* webpackChunkName: "pin-edit" */ '../features/pinCreation/PinEditPage'));
const PinStatsPage = lazyPage(() => import(/* webpackChunkName: "pin-stats" */ '../features/pinAnalytics/PinStatsPage'));
const SpamGuidelinesPage = lazyPage(() => import(/* webpackChunkName: "spam-guidelines" */ '../features/help/SpamGuidelinesPage'));
const ExperienceAdminPage = lazyPage(() => import(/* webpackChunkName: "experience-admin" */ '../features/experienceAdmin/ExperienceAdminPage'));
const InterestPage = lazyPage(() => import(/* webpackChunkName: "discovery" */ '../features/ideas/InterestPage'));
const TodayArticlePage = lazyPage(() => import(/* webpackChunkName: "discovery" */ '../features/today/TodayArticlePage'));
const CatalogPage = lazyPage(() => import(/* webpackChunkName: "catalog" */ '../features/catalog/CatalogPage'));

/** What each page of the route table (shared/domain/routeTable.ts) shows; the server's own paths are not the app's. */
const PAGES: Record<Exclude<RoutePage, 'server' | 'api'>, ReactElement> = {
  home: <HomePage />,
  closeup: <CloseupPage />,
  repin: <RepinPage />,
  pinStats: <PinStatsPage />,
  pinEdit: <PinEditPage />,
  pinBuilder: <PinBuilderPage />,
  bookmarklet: <BookmarkletPage />,
  boardEdit: <BoardEditPage />,
  collaborators: <CollaboratorsPage />,
  addCollaborators: <AddCollaboratorsPage />,
  sectionEdit: <SectionEditPage />,
  login: <LoginPage />,
  signup: <SignupPage />,
  search: <SearchPage />,
  me: <MeRedirect />,
  settings: <SettingsPage />,
  importExport: <ImportExportPage />,
  browserButton: <BrowserButtonPage />,
  passwordSettings: <PasswordSettingsPage />,
  passwordReset: <PasswordResetPage />,
  newPassword: <NewPasswordPage />,
  securePanic: <SecurePanicPage />,
  profileSettings: <ProfileSettingsPage />,
  accountSettings: <AccountSettingsPage />,
  appearance: <AppearancePage />,
  experienceAdmin: <ExperienceAdminPage />,
  spamGuidelines: <SpamGuidelinesPage />,
  interest: <InterestPage videos={false} />,
  videos: <InterestPage videos />,
  todayArticle: <TodayArticlePage />,
  catalog: <CatalogPage />,
  profile: <ProfilePage filter="saved" />,
  profileCreated: <ProfilePage filter="created" />,
  board: <BoardPage />,
  comingSoon: <ComingSoon />,
};

/**
 * Loads the chunk of the page at `pathname` (none for the pages that have none): the browser does so before hydrating
 * the page the server rendered, so that it hydrates without suspending (lazyPage).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = matchRoute(withoutPinSlug(pathname))?.route.page;
  if (!page || page === 'server' || page === 'api') return;
  await (PAGES[page].type as Partial<LazyPage<object>>).preload?.();
}

/** The page a route of the table shows; a signed-in visitor at a signed-out page (log in, sign up) goes home. */
function RoutedPage({ route }: { route: RouteDef }) {
  const signedIn = useAppSelector(selectViewer)?.isAuth === true;
  if (route.signedOutOnly && signedIn) return <Navigate to="/" replace />;
  return route.page === 'server' || route.page === 'api' ? <ServerPage /> : PAGES[route.page];
}

/**
 * The layout with the one route the table chose (shared/domain/routes.ts matchRoute), so React Router only reads its
 * parameters and never ranks routes of its own; '*' is 'Page not found'.
 */
function routeObjects(route: RouteDef | undefined): RouteObject[] {
  const page: RouteObject[] = [];
  if (route) {
    const element = <RoutedPage route={route} />;
    page.push(route.path === '' ? { index: true, element } : { path: route.path, element });
  }
  return [{ element: <Layout />, children: [...page, { path: '*', element: <NotFound /> }] }];
}

/**
 * Signed-out links name a pin by a search-friendly url, '/pin/{slug}--{id}/', the slug from its seoUrl. The routes
 * match the path with the slug dropped, so every pin page reads a bare id while the address bar keeps the
 * search-friendly url. The location is always passed, even when unchanged, so that moving between the two forms does
 * not remount the layout.
 */
export function AppRoutes() {
  const location = useLocation();
  const pathname = withoutPinSlug(location.pathname);
  const routed = useMemo(() => ({ ...location, pathname }), [location, pathname]);
  const route = matchRoute(pathname)?.route;
  const routes = useMemo(() => routeObjects(route), [route]);
  return useRoutes(routes, routed);
}
