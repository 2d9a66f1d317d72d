/** Helpers shared by the public-site browser specs (e2e/public-*.e2e-spec.ts). */
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './support/browser';

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

/** Every viewport the browser specs know (support/browser's VIEWPORTS), phone first. */
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;
