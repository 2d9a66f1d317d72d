import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import { useScrollRestoration } from './use-scroll-restoration';

/** Root of every route (public and staff). */
export function RootLayout() {
  useScrollRestoration();
  return (
    // For pages without the site's layout (staff, login, client galleries); PublicLayout has its own, inside it.
    <PageErrorBoundary>
      {/* A lazy page (router.tsx) suspends until its chunk is in; a client-side visit keeps the old page meanwhile. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
