import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

/** Root of every route (public and staff). */
export function RootLayout() {
  useScrollRestoration();
  return (
    // A lazy page (router.tsx) suspends until its chunk is in; a client-side visit keeps the old page meanwhile.
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
