/**
 * Route table. Home is bundled with the entry (it is the landing page, and a lazy chunk
 * would add a round trip before first paint); every other route is a lazy chunk.
 * Staff routes (/admin/*, /user/*) must stay lazy so they never enter the public bundle.
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { HomePage } from '../features/home/routes/home-page';
import { preloadFirstGalleryPage } from '../features/gallery/api/get-gallery';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './root-layout';

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'about', lazy: () => import('../features/about/routes/about-page').then((m) => ({ Component: m.AboutPage })) },
          { path: 'theme', lazy: () => import('../features/themes/routes/themes-page').then((m) => ({ Component: m.ThemesPage })) },
          {
            path: 'gallery',
            // Fetch the first page in parallel with the route chunk (no request waterfall).
            loader: () => {
              if (typeof window !== 'undefined') preloadFirstGalleryPage();
              return null;
            },
            lazy: () => import('../features/gallery/routes/gallery-page').then((m) => ({ Component: m.GalleryPage })),
          },
          { path: 'contact', lazy: () => import('../features/enquiries/routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
          { path: 'files', lazy: () => import('../features/redirects/routes/external-redirect').then((m) => ({ Component: m.FilesRedirect })) },
          { path: 'task', lazy: () => import('../features/redirects/routes/external-redirect').then((m) => ({ Component: m.TaskRedirect })) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      // A family's private gallery: its own frame (no site header), a lazy chunk of its own.
      { path: 'g/:slug', lazy: () => import('../features/client-gallery/routes/client-gallery-page').then((m) => ({ Component: m.ClientGalleryPage })) },
      { path: 'login', lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })) },
      // ---- STAFF ROUTES (staff-area engineer): add the lazy `/admin/*` and `/user/*` route objects here. ----
      // They must be `lazy: () => import(...)` so no staff code enters the public bundle.
      { path: 'admin/*', lazy: () => import('./staff/admin-area').then((m) => ({ Component: m.AdminArea })) },
      { path: 'user/*', lazy: () => import('./staff/user-area').then((m) => ({ Component: m.UserArea })) },
    ],
  },
];

/**
 * Loads the lazy routes that match this URL before hydrating: hydration must render the same
 * page the server did, not a loading state (react-router's documented way for lazy + SSR).
 */
export async function loadMatchedLazyRoutes(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async (m) => {
      const mod = await (m.route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(m.route, { ...mod, lazy: undefined });
    }),
  );
}

/** The browser's router; a 401 anywhere sends staff to /login without a page load. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  });
  return router;
}
