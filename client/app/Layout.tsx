import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ConsentHost } from '../features/consent/ConsentHost';
import { Header } from '../features/header/Header';
import { LoginPromptHost } from '../features/loginPrompt/LoginPromptHost';
import { SaveHost } from '../features/saves/SaveHost';
import { ToastHost } from '../features/toast/ToastHost';
import { Spinner } from '../ui/Spinner';
import { ErrorBoundary } from './ErrorBoundary';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <ConsentHost />
        {/* Keyed by path: a page that failed does not keep the next one from rendering. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SaveHost />
      <ToastHost />
      <LoginPromptHost />
    </>
  );
}
