import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { EXPERIENCES } from '../../shared/constants';
import { selectViewer } from '../features/auth/authSlice';
import { ConsentHost } from '../features/consent/ConsentHost';
import { Header } from '../features/header/Header';
import { LoginPromptHost } from '../features/loginPrompt/LoginPromptHost';
import { SaveHost } from '../features/saves/SaveHost';
import { ToastHost } from '../features/toast/ToastHost';
import { BottomDock } from '../ui/BottomDock';
import { Spinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { useAppSelector } from './hooks';

const Placement = lazy(() => import(/* webpackChunkName: "experiences" */ '../features/experiences/Placement'));

export function Layout() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectViewer)?.isAuth === true;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <BottomDock docked={<ConsentHost />}>
          {/* Keyed by path: a page that failed does not keep the next one from rendering. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<Spinner label="Loading page" />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </BottomDock>
      </main>
      <SaveHost />
      <ToastHost />
      <LoginPromptHost />
      {/* The survey placement, on every signed-in page; the survey surface loads only when one is served. */}
      {signedIn && (
        <Suspense fallback={null}>
          <Placement id={EXPERIENCES.placements.surveyBanner} types={[EXPERIENCES.types.survey]} />
        </Suspense>
      )}
    </>
  );
}
