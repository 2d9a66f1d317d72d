/**
 * Server renderer of the public pages (built by vite.config.ts into <dist>/ssr/entry-server.cjs and
 * called by the API's SPA middleware). The API asks for a page; this renders it with the same
 * components, routes and data the browser uses, so the HTML paints before any JS has loaded and
 * the browser then hydrates it (main.tsx). Staff routes are never rendered here: null means
 * "serve the plain app shell".
 */
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import type { PageDataInput, PublicRoute } from './app/public-routes';
import { AppRoutes, loadMatchedLazyRoutes, routes } from './app/router';
import { applyStudioConfig } from './config/app-config';
import { BoundedMemo } from './lib/bounded-memo';
import { setApiOrigin } from './lib/api-client';
import { scriptJson, setAssumedViewport, type PageBoot } from './lib/page-boot';
import { collectDocumentMeta } from './lib/use-document-meta';
import type { RenderedPage, RenderInput } from '../../core/src/web/page-render.contract';

/** The data each public page shows first (public-routes table `data`), under the SWR key its hook reads. */
const PAGE_DATA = import.meta.glob<(input: PageDataInput) => Promise<[string, unknown]>>('./features/*/api/*.page-data.ts', { eager: true, import: 'pageData' });
/**
 * A page-data module may say its data is "not found" (`pageStatus(data)` 404: `/g/{slug}` of no gallery): the page
 * then answers 404 and is neither memoised here nor kept by the API's page cache, like a made-up path.
 */
const PAGE_MODULES = import.meta.glob<{ pageStatus?: (data: unknown) => number }>('./features/*/api/*.page-data.ts', { eager: true });

/**
 * The last render of each public page (per viewport guess and splash), with the data it used:
 * pages change only when their data does, so most requests cost a data fetch and no render.
 * Keyed by the request's path (every `/g/{slug}` is one), so bounded: at most 500 renders and 32 MB of strings.
 */
const lastRender = new BoundedMemo<{ data: string; page: RenderedPage }>(500, 32 * 1024 * 1024, (m, key) => 2 * (key.length + m.data.length + m.page.html.length + m.page.bootJson.length));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let t: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    t = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(t));
}

export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  // Only the path and query of the request count (a `//host/...` path must not change the origin).
  const requested = new URL(input.url, 'http://localhost');
  const url = new URL(`${requested.pathname}${requested.search}`, input.apiOrigin);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const matches = matchRoutes(routes, path);
  const leaf = matches?.at(-1)?.route;
  const notFound = leaf?.path === '*';
  const entry = (leaf?.handle as { publicRoute?: PublicRoute } | undefined)?.publicRoute;
  if (!notFound && (!entry?.render || (entry.accept && !entry.accept.test(path)))) return null;

  setApiOrigin(input.apiOrigin);
  // The page's module must be in before the synchronous render (else it would render as suspended).
  await loadMatchedLazyRoutes(path);

  const swr: Record<string, unknown> = {};
  let complete = true;
  // A private page ('frame') has its visitor's data only with the cookie that came with the request; without it, what
  // anyone is told (locked, expired, unknown), so the browser need not ask again.
  const privateData = entry?.render === 'frame' && !!input.cookie;
  const load = entry?.render && entry.data ? PAGE_DATA[`./features/${entry.data}.page-data.ts`] : undefined;
  const statusOf = entry?.render && entry.data ? PAGE_MODULES[`./features/${entry.data}.page-data.ts`]?.pageStatus : undefined;
  let missing = false;
  if (load) {
    try {
      const [key, data] = await withTimeout(load({ path, viewport: input.viewport, cookie: privateData ? input.cookie : undefined }), input.dataTimeoutMs ?? 3000);
      swr[key] = data;
      missing = statusOf?.(data) === 404;
    } catch {
      // The page renders its loading state; the browser fetches and shows the error if it persists.
      complete = false;
    }
  }

  const memoKey = `${path}|${input.viewport}|${input.splash}`;
  // One visitor's page is never kept (not even here), so it cannot reach anyone else.
  const memo = !notFound && !missing && !privateData;
  // The studio's details are page data too: a settings change renders the page anew.
  const data = memo ? JSON.stringify([input.studio, swr]) : '';
  const last = memo ? lastRender.get(memoKey) : undefined;
  if (last?.data === data) return { ...last.page, complete };

  // Set right before the synchronous render: another request's render may have run during the awaits above.
  applyStudioConfig(input.studio);
  setAssumedViewport(input.viewport);
  const router = (
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <AppRoutes />
    </StaticRouter>
  );
  const { result: html, meta } = collectDocumentMeta(() => renderToString(<AppRoot router={router} swr={swr} splash={input.splash} />));
  const boot: PageBoot = {
    viewport: input.viewport,
    splash: input.splash,
    swr,
  };
  const page = { status: notFound || missing ? 404 : 200, html, bootJson: scriptJson(boot), splash: input.splash, complete, title: meta?.title, description: meta?.description };
  if (memo) lastRender.set(memoKey, { data, page });
  return page;
}
