/**
 * Every public page, once. The router (app/router.tsx), the server renderer (entry-server.tsx: which paths it
 * renders, with what first data) and the build's route-chunk map (vite.config.ts) all derive from this table, so a
 * new public page is one entry here (plus, if the server should render it with data, a `<name>.page-data.ts`).
 * Pure data, so vite.config.ts can import it too.
 */
export interface PublicRoute {
  /** react-router path (absolute). */
  path: string;
  /** The page module under src/features, without extension, and the component it exports. */
  page: string;
  component: string;
  /**
   * Bundled with the app instead of a lazy chunk (home: a lazy chunk would add a round trip before first paint).
   * Its module must also be imported in router.tsx's EAGER_PAGES.
   */
  eager?: boolean;
  /** 'site': inside the header/footer layout; 'own': its own frame (a family's gallery). */
  layout: 'site' | 'own';
  /**
   * Rendered on the server: 'page' with its data; 'frame' (what it shows is private) with the data anyone gets (its
   * page-data called without a cookie: a family's gallery answers 'locked'), unless the request carries the visitor's
   * cookie for it (RenderInput.cookie): then with that visitor's data, never cached. Absent: the plain shell. Paths
   * matching `accept` only (when given).
   */
  render?: 'page' | 'frame';
  accept?: RegExp;
  /**
   * Its first data: `src/features/<data>.page-data.ts`, exporting `pageData(input: PageDataInput): Promise<[swrKey,
   * data]>` (the server renders with it) and optionally `preload()` (the browser starts it in parallel with the
   * route's chunk).
   */
  data?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'home/routes/home-page', component: 'HomePage', eager: true, layout: 'site', render: 'page', data: 'home/api/home' },
  { path: '/about', page: 'about/routes/about-page', component: 'AboutPage', layout: 'site', render: 'page', data: 'about/api/about' },
  { path: '/theme', page: 'themes/routes/themes-page', component: 'ThemesPage', layout: 'site', render: 'page', data: 'themes/api/themes' },
  { path: '/gallery', page: 'gallery/routes/gallery-page', component: 'GalleryPage', layout: 'site', render: 'page', data: 'gallery/api/gallery' },
  { path: '/contact', page: 'enquiries/routes/contact-page', component: 'ContactPage', layout: 'site', render: 'page' },
  { path: '/book', page: 'bookings/routes/book-page', component: 'BookPage', layout: 'site', render: 'page', data: 'bookings/api/book' },
  { path: '/privacy', page: 'privacy/routes/privacy-page', component: 'PrivacyPage', layout: 'site', render: 'page', data: 'privacy/api/privacy' },
  // A family's booking, by its unguessable link: the browser renders it (nothing in it is worth caching).
  { path: '/booking/:token', page: 'bookings/routes/manage-booking-page', component: 'ManageBookingPage', layout: 'site' },
  { path: '/files', page: 'redirects/routes/external-redirect', component: 'FilesRedirect', layout: 'site' },
  { path: '/task', page: 'redirects/routes/external-redirect', component: 'TaskRedirect', layout: 'site' },
  // A family's private gallery: its own frame (no site header); with the gallery's cookie, its first screen of photos.
  {
    path: '/g/:slug',
    page: 'client-gallery/routes/client-gallery-page',
    component: 'ClientGalleryPage',
    layout: 'own',
    render: 'frame',
    accept: /^\/g\/[A-Za-z0-9_-]{20,64}$/,
    data: 'client-gallery/api/client-gallery',
  },
];

/** What a page's `pageData()` is given on the server. */
export interface PageDataInput {
  /** The request's path, without a trailing slash. */
  path: string;
  /** The visitor's cookie for a private page ('frame' routes), as RenderInput.cookie. */
  cookie?: string;
  /** The layout the page is rendered for (RenderInput.viewport: the server's guess from the request). */
  viewport?: 'mobile' | 'desktop';
}

/** Source module of a page, as the build names it. */
export const pageModule = (route: PublicRoute) => `/src/features/${route.page}.tsx`;
