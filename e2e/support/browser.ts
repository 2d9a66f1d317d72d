import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { readState } from './state';

/** Chromium to drive: CHROME_PATH, else Debian's package. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export const baseUrl = () => readState().baseUrl;
export const sinkUrl = () => readState().sinkUrl;
export const adminCredentials = () => readState().admin;

/** Debian's Chromium, headless, offline-safe flags, with a fake camera for the task and prop pages. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A fresh context (own storage) at a viewport; camera allowed. */
export async function newContext(browser: Browser, viewport: keyof typeof VIEWPORTS = 'desktop', extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...extra,
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    permissions: ['camera'],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    userAgent:
      viewport === 'phone'
        ? 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'
        : undefined,
  });
  // The splash shows once per browser session (a session cookie); tests start past it.
  await context.addCookies([{ name: 'studio_splash', value: 'seen', url: baseUrl() }]);
  context.on('page', waitForAppAfterNavigation);
  return context;
}

/**
 * Public pages arrive as server-rendered HTML and become interactive when the app has hydrated
 * them (<html data-app-ready>). Tests act like a visitor who waits for the page to respond, so
 * page.goto and page.reload return once the app is ready (or at once on a page without the app).
 */
function waitForAppAfterNavigation(page: Page): void {
  // Pages that are not the app (the queue dashboard, an external redirect) have no #studio-config.
  const ready = () =>
    page.waitForFunction(() => !document.getElementById('studio-config') || document.documentElement.hasAttribute('data-app-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await ready();
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await ready();
    return res;
  };
}

export interface ApiUser {
  username: string;
  password: string;
  token: string;
  role: 'admin' | 'user';
}

async function api<T>(path: string, init: RequestInit & { token?: string; json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await api<{ token: string }>('/api/login', { method: 'POST', json: { username, password } });
  if (res.status !== 200) throw new Error(`login failed for ${username}: ${res.status}`);
  return res.body.token;
}

let counter = 0;
/** A new user of this role, created through the API by the e2e admin. */
export async function createUser(role: 'admin' | 'user'): Promise<ApiUser> {
  const admin = adminCredentials();
  const adminToken = await apiLogin(admin.username, admin.password);
  const username = `${role}${process.pid}x${Date.now().toString(36)}${++counter}`;
  const password = 'secret-pass-1';
  const res = await api('/api/users', { method: 'POST', token: adminToken, json: { username, password, role } });
  if (res.status !== 201) throw new Error(`createUser failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { username, password, role, token: await apiLogin(username, password) };
}

/** Signs a page in as a new user of this role (token in localStorage, as the login page does). */
export async function loginAs(page: Page, role: 'admin' | 'user'): Promise<ApiUser> {
  const user = await createUser(role);
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  return user;
}

export { api };

/** Collects uncaught page errors and console errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Call in a describe: one Chromium for its tests (launched before the first, closed after the last). */
export function useBrowser(): { readonly browser: Browser } {
  const state = {} as { browser: Browser };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(() => state.browser?.close());
  return state;
}

/** What each test works with: its own context at the viewport, its page, and the page's errors. */
export interface PageUnderTest {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Call in a describe: a fresh context at `viewport` for each of its tests (closed after it), with its page and the
 * errors that page reports (collectErrors); `path`, when given, is opened before each test.
 */
export function usePageAt(chromium: { readonly browser: Browser }, viewport: keyof typeof VIEWPORTS, path?: string): PageUnderTest {
  const state = {} as { context: BrowserContext; page: Page; errors: string[] };
  beforeEach(async () => {
    state.context = await newContext(chromium.browser, viewport);
    state.page = await state.context.newPage();
    state.errors = collectErrors(state.page);
    if (path) await state.page.goto(path);
  });
  afterEach(() => state.context?.close());
  return state;
}
