/** Wire types of the site settings API (docs/architecture.md §11), from the generated OpenAPI schema. */
import type { AdminSite, SiteCampaign, SiteChange, SiteClaims, SiteStudio, Testimonial } from '../../../lib/api-schema';

export type { AdminSite, SiteCampaign, SiteClaims, SiteStudio };
export type AdminTestimonial = Testimonial;
export type SiteChangeRow = SiteChange;

/** What a failed save answers: the first message and one per field ('studio.phone', 'rating', ...). */
export type SaveResult<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };
