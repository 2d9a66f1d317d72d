import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Root of every route (public and staff). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
