/**
 * The routes. Public pages come from the table in public-routes.ts (one entry per page); home is bundled with
 * the entry, every other page is a lazy chunk. Staff routes (/admin/*, /user/*) stay lazy so they never enter
 * the public bundle.
 *
 * Declarative routing (`useRoutes` under BrowserRouter in the browser, StaticRouter on the server), not a data
 * router: createBrowserRouter brings react-router's whole loader/action machinery, about 17 kB gzip of the public
 * JS, for what three small pieces here do (a lazy page that can be loaded before hydrating, a page's data
 * fetched in parallel with its chunk, scroll restoration in root-layout.tsx).
 */
import { createElement, use, useEffect, type ComponentType } from 'react';
import { matchRoutes, useNavigate, useRoutes, type RouteObject } from 'react-router';
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

/** A route's lazy page: renders at once when its module is in (always so when hydrating), else suspends until it is. */
type LazyRoutePage = ComponentType & { load: () => Promise<void> };

function lazyRoutePage(load: () => Promise<Record<string, unknown>>, exportName: string, preloadData?: () => void): LazyRoutePage {
  let Component: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((m) => {
      Component = m[exportName] as ComponentType | undefined;
      if (!Component) throw new Error(`route page: ${exportName} is not exported`);
    }));
  function RoutePage() {
    if (!Component) {
      // A client-side visit: the page's first data is fetched in parallel with its chunk (no waterfall).
      if (!loading && typeof window !== 'undefined') preloadData?.();
      use(loadOnce());
    }
    return createElement(Component!);
  }
  return Object.assign(RoutePage, { load: loadOnce });
}

/** A table entry as a route object; `handle.publicRoute` tells the server renderer what the matched page is. */
function toRouteObject(entry: PublicRoute, relative: boolean): RouteObject {
  const path = relative ? entry.path.replace(/^\//, '') : entry.path;
  const route: RouteObject = { handle: { publicRoute: entry }, ...(path ? { path } : { index: true }) };
  const eager = entry.eager ? EAGER_PAGES[entry.page] : undefined;
  if (eager) return { ...route, Component: eager[entry.component] };
  const load = LAZY_PAGES[`../features/${entry.page}.tsx`];
  if (!load) throw new Error(`public route ${entry.path}: no module src/features/${entry.page}.tsx`);
  const preload = entry.data ? PAGE_DATA[`../features/${entry.data}.page-data.ts`]?.preload : undefined;
  return { ...route, Component: lazyRoutePage(load, entry.component, preload) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PublicLayout,
        children: [...PUBLIC_ROUTES.filter((r) => r.layout === 'site').map((r) => toRouteObject(r, true)), { path: '*', Component: NotFoundPage }],
      },
      ...PUBLIC_ROUTES.filter((r) => r.layout === 'own').map((r) => toRouteObject(r, true)),
      { path: 'login', Component: lazyRoutePage(() => import('../features/auth/routes/login-page'), 'LoginPage') },
      // Staff routes must be lazy (`import(...)`) so no staff code enters the public bundle.
      { path: 'admin/*', Component: lazyRoutePage(() => import('./staff/admin-area'), 'AdminArea') },
      { path: 'user/*', Component: lazyRoutePage(() => import('./staff/user-area'), 'UserArea') },
    ],
  },
];

/**
 * Loads the lazy pages that match this URL before hydrating: hydration must render the same page the server
 * did, not a suspended one.
 */
export async function loadMatchedLazyRoutes(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map((m) => m.route.Component as Partial<LazyRoutePage> | null | undefined);
  await Promise.all(pages.flatMap((page) => (page?.load ? [page.load()] : [])));
}

/** The app's routes, inside BrowserRouter (browser) or StaticRouter (server). */
export function AppRoutes() {
  const navigate = useNavigate();
  // A 401 anywhere sends staff to /login without a page load.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    });
  }, [navigate]);
  return useRoutes(routes);
}
