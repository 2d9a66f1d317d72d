import { Outlet, ScrollRestoration } from 'react-router';

/** Root of every route (public and staff). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
