/** Wire types of the site settings API (docs/architecture.md §11), from the generated OpenAPI schema. */
import type { AdminSite, SiteCampaign, SiteChange, SiteClaims, SiteStudio, Testimonial } from '../../../lib/api-schema';

export type { AdminSite, SiteCampaign, SiteClaims, SiteStudio };
export type AdminTestimonial = Testimonial;
export type SiteChangeRow = SiteChange;

/** A save's words when the server gives none, and when no answer came (its field messages: 'studio.phone', 'rating', ...). */
export const saveTexts = (fallback: string) => ({ fallback, offline: `${fallback} Please check your connection and try again.` });
