/**
 * The router. Public pages come from the table in public-routes.ts (one entry per page); home is bundled with
 * the entry, every other page is a lazy chunk. Staff routes (/admin/*, /user/*) stay lazy so they never enter
 * the public bundle.
 */
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { setUnauthorizedHandler } from '../lib/api-client';
import * as HomePageModule from '../features/home/routes/home-page';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './layout/public-layout';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes';
import { RootLayout } from './root-layout';

type PageModule = Record<string, ComponentType>;
/** Pages bundled with the app (`eager` in the table). */
const EAGER_PAGES: Record<string, PageModule> = { 'home/routes/home-page': HomePageModule };
/** Route modules, each its own lazy chunk (only those the table names are ever loaded). */
// Admin-only features (`*-admin`) are left out of the map; a page it lacks fails loudly at start.
const LAZY_PAGES = import.meta.glob<PageModule>(['../features/*/routes/*.tsx', '!../features/*-admin/**', '!**/*.spec.tsx', '!../features/home/routes/home-page.tsx']);
/** The public pages' `preload` (small: a fetch and a cache key), bundled so a visit starts it at once. */
const PAGE_DATA = import.meta.glob<{ preload?: () => void }>('../features/*/api/*.page-data.ts', { eager: true });

/** A table entry as a route object; `handle.publicRoute` tells the server renderer what the matched page is. */
function toRouteObject(entry: PublicRoute, relative: boolean): RouteObject {
  const path = relative ? entry.path.replace(/^\//, '') : entry.path;
  const preload = entry.data ? PAGE_DATA[`../features/${entry.data}.page-data.ts`]?.preload : undefined;
  const route: RouteObject = { handle: { publicRoute: entry }, ...(path ? { path } : { index: true }) };
  if (preload) {
    route.loader = () => {
      if (typeof window !== 'undefined') preload();
      return null;
    };
  }
  const eager = entry.eager ? EAGER_PAGES[entry.page] : undefined;
  if (eager) return { ...route, Component: eager[entry.component] };
  const load = LAZY_PAGES[`../features/${entry.page}.tsx`];
  if (!load) throw new Error(`public route ${entry.path}: no module src/features/${entry.page}.tsx`);
  return { ...route, lazy: () => load().then((m) => ({ Component: m[entry.component] })) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        children: [...PUBLIC_ROUTES.filter((r) => r.layout === 'site').map((r) => toRouteObject(r, true)), { path: '*', Component: NotFoundPage }],
      },
      ...PUBLIC_ROUTES.filter((r) => r.layout === 'own').map((r) => toRouteObject(r, true)),
      { path: 'login', lazy: () => import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })) },
      // Staff routes must be `lazy: () => import(...)` so no staff code enters the public bundle.
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
