/**
 * The ONLY place the frontend reads configuration.
 *
 * The API server replaces the `<!--studio-config-->` comment in index.html with
 * `<script type="application/json" id="studio-config">{...}</script>` holding the studio
 * details (the contract's StudioPageConfig). Without it (vite dev, tests)
 * the defaults below apply. Unknown keys are ignored; missing or mistyped keys fall back. The values come from
 * the site settings the studio edits in the admin panel (api/src/site), read afresh for every page.
 */
import type { StudioPageConfig } from '../lib/api-schema';
import { DEFAULT_STUDIO_DETAILS } from '../../../core/src/config/studio-details';
import { DEFAULT_CAMPAIGN, SEED_TESTIMONIALS } from '../../../core/src/site/site-content';

/**
 * The studio details' shape comes from the wire contract (the server's StudioPageConfigResponse, generated into
 * api-schema.ts); the upload limit in the same element is read by readServerLimits.
 */
export type StudioConfig = Omit<StudioPageConfig, 'maxUploadMb'>;
export type SiteCampaign = StudioConfig['campaign'];
export type Testimonial = StudioConfig['testimonials'][number];

/**
 * The first run's settings, which core seeds into the database (the studio's details, the Diwali campaign, the spec's
 * three testimonials), in the page's shape: what a page shows without the server's element.
 */
export const DEFAULT_STUDIO_CONFIG: StudioConfig = {
  ...DEFAULT_STUDIO_DETAILS,
  campaign: { ...DEFAULT_CAMPAIGN, active: true },
  testimonials: SEED_TESTIMONIALS.map(({ avatarUrl, dateText, ...t }, order) => ({ ...t, id: String(order + 1), order, image: avatarUrl, photo: null, date: dateText })),
};

/** Merge a parsed object over the defaults, keeping only keys of the right type. */
export function mergeStudioConfig(raw: unknown): StudioConfig {
  const out: StudioConfig = {
    ...DEFAULT_STUDIO_CONFIG,
    addressLines: [...DEFAULT_STUDIO_CONFIG.addressLines],
    campaign: { ...DEFAULT_STUDIO_CONFIG.campaign },
    testimonials: [...DEFAULT_STUDIO_CONFIG.testimonials],
  };
  if (!raw || typeof raw !== 'object') return out;
  const src = raw as Record<string, unknown>;
  const target = out as unknown as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_STUDIO_CONFIG) as (keyof StudioConfig)[]) {
    const value = src[key];
    const fallback = DEFAULT_STUDIO_CONFIG[key];
    if (key === 'campaign') {
      if (isCampaign(value)) out.campaign = { ...value };
    } else if (key === 'testimonials') {
      if (Array.isArray(value)) out.testimonials = value.filter(isTestimonial);
    } else if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) target[key] = [...value];
    } else if (typeof value === typeof fallback && value !== '') {
      target[key] = value;
    }
  }
  return out;
}

function isCampaign(v: unknown): v is SiteCampaign {
  const c = v as SiteCampaign;
  return !!c && typeof c === 'object' && typeof c.enabled === 'boolean' && typeof c.active === 'boolean' && typeof c.headline === 'string' && typeof c.description === 'string';
}

function isTestimonial(v: unknown): v is Testimonial {
  const t = v as Testimonial;
  return (
    !!t &&
    typeof t === 'object' &&
    ['id', 'name', 'role', 'quote', 'location', 'date'].every((k) => typeof (t as unknown as Record<string, unknown>)[k] === 'string') &&
    typeof t.rating === 'number' &&
    (t.image === null || typeof t.image === 'string')
  );
}

/** Read the server-injected config element (if any) from a document. */
export function readStudioConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): StudioConfig {
  const el = doc?.getElementById('studio-config');
  if (!el?.textContent) return mergeStudioConfig(undefined);
  try {
    return mergeStudioConfig(JSON.parse(el.textContent));
  } catch {
    return mergeStudioConfig(undefined);
  }
}

/** Studio details for this page load. */
export const studio: StudioConfig = readStudioConfig();

/** The server renderer has no document: it hands over the same details the API injects into index.html. */
export function applyStudioConfig(raw: unknown): void {
  Object.assign(studio, mergeStudioConfig(raw));
}

/** Frontend tunables (spec §9). Not environment-dependent. */
export const APP = {
  apiTimeoutMs: 10_000,
  splashMs: 2_000,
  galleryPageSize: 10,
  rotationMs: 5_000,
  desktopMinWidth: 768,
} as const;

/** Limits the server enforces and tells the page (beside the studio details), so the frontend never repeats them. */
export type ServerLimits = Pick<StudioPageConfig, 'maxUploadMb'>;

/** The server's own default, for a page it did not serve (vite dev, component tests). */
const UNSERVED_LIMITS: ServerLimits = { maxUploadMb: 50 };

export function readServerLimits(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ServerLimits {
  try {
    const raw = JSON.parse(doc?.getElementById('studio-config')?.textContent ?? '{}') as { maxUploadMb?: unknown };
    const mb = raw.maxUploadMb;
    return { maxUploadMb: typeof mb === 'number' && Number.isFinite(mb) && mb > 0 ? mb : UNSERVED_LIMITS.maxUploadMb };
  } catch {
    return { ...UNSERVED_LIMITS };
  }
}

export const limits: ServerLimits = readServerLimits();
