/** Helpers shared by the public-site browser specs (e2e/public-*.e2e-spec.ts). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext } from './support/browser';

export interface StudioDetails {
  name: string;
  phone: string;
  whatsapp: string;
  whatsappMessage: string;
  openingHours: string;
  partnerFilesUrl: string;
  partnerHomeUrl: string;
  mapUrl: string;
  mapEmbedUrl: string;
  email: string;
}

/** The studio details the server injected into the page. */
export async function studioDetails(page: Page): Promise<StudioDetails> {
  return page.evaluate(() => JSON.parse(document.getElementById('studio-config')?.textContent ?? '{}'));
}

export const expectedWhatsApp = (s: StudioDetails) => `https://wa.me/${s.whatsapp}?text=${encodeURIComponent(s.whatsappMessage)}`;

/** Collects uncaught page errors and console errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

export const VIEWPORT_NAMES = ['phone', 'desktop'] as const;

/** Call in a describe: one Chromium for its tests (launched before the first, closed after the last). */
export function useBrowser(): { readonly browser: Browser } {
  const state = {} as { browser: Browser };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(() => state.browser?.close());
  return state;
}

/** What each test of a public spec works with: its own context at the viewport, its page, and the page's errors. */
export interface PublicPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Call in a describe: a fresh context at `viewport` for each of its tests (closed after it), with its page and the
 * errors that page reports (collectErrors); `path`, when given, is opened before each test.
 */
export function usePageAt(chromium: { readonly browser: Browser }, viewport: (typeof VIEWPORT_NAMES)[number], path?: string): PublicPage {
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
