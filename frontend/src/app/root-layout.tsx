import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { PageLoadError } from './page-load-error';
import { useScrollRestoration } from './use-scroll-restoration';

/** Root of every route (public and staff). */
export function RootLayout() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    // A page that fails says so and offers to try again; going to another page clears it.
    <ErrorBoundary FallbackComponent={PageLoadError} resetKeys={[pathname]}>
      {/* A lazy page (router.tsx) suspends until its chunk is in; a client-side visit keeps the old page meanwhile. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
