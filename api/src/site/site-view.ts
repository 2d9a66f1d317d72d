import type { StudioDetails } from '@studio/core/config/studio-details';
import type { Testimonial } from '@studio/core/entities/testimonial.entity';
import { toImageRef, type ImageRef } from '@studio/core/images/image-ref';
import type { SiteCampaign, SiteClaims, SiteStudio } from '@studio/core/site/site-content';
import type { BookingSettings } from '@studio/core/bookings/booking-settings';

export interface TestimonialView {
  id: string;
  name: string;
  role: string;
  location: string;
  /** Month-year text, e.g. "October 2025" (the spec's `date`). */
  date: string;
  quote: string;
  rating: number;
  order: number;
  /** The avatar to show: the photo's default JPEG once ready, else the static avatar, else null. */
  image: string | null;
  photo: ImageRef | null;
  /** Admin only: the family it came from (docs/architecture.md §16) and whether the public pages show it now. */
  bookingId?: string | null;
  galleryId?: string | null;
  shown?: boolean;
}

/** GET /api/site. */
export interface PublicSite {
  studio: SiteStudio;
  claims: SiteClaims;
  /** `active`: enabled and today (studio time zone) within its dates, i.e. whether the campaign shows now. */
  campaign: SiteCampaign & { active: boolean };
  testimonials: TestimonialView[];
  /** The public part of the booking settings. */
  booking: BookingSettings;
}

/**
 * The studio details every page carries (the `#studio-config` element; the frontend's `StudioConfig`): the config's
 * shape, filled from the stored settings, with the campaign as shown today and the testimonials. The element also
 * holds the upload limit (StudioPageConfigResponse).
 */
export interface StudioPageDetails extends Omit<StudioDetails, 'campaign'> {
  campaign: PublicSite['campaign'];
  testimonials: TestimonialView[];
}

/**
 * The public sees a photo only once it is ready; admins see every state (with the error), the family link and whether
 * it is shown (`shown`: the family's `reviews` consent allows it; given for admin views only).
 */
export function toTestimonialView(t: Testimonial, admin = false, shown?: boolean): TestimonialView {
  const photo = t.photo && (admin || t.photo.status === 'ready') ? toImageRef(t.photo, { includeError: admin }) : null;
  return {
    id: t.id,
    name: t.name,
    role: t.role,
    location: t.location,
    date: t.dateText,
    quote: t.quote,
    rating: t.rating,
    order: t.position,
    image: (photo?.status === 'ready' ? photo.jpeg : null) ?? t.avatarUrl ?? null,
    photo,
    ...(admin ? { bookingId: t.bookingId, galleryId: t.galleryId, shown: shown ?? true } : {}),
  };
}

/** Admins' views of testimonials, each saying whether its family's `reviews` consent lets the public pages show it. */
export async function toAdminTestimonialViews(list: Testimonial[], mayShow: (t: Testimonial) => Promise<boolean>): Promise<TestimonialView[]> {
  const shown = await Promise.all(list.map(mayShow));
  return list.map((t, i) => toTestimonialView(t, true, shown[i]));
}
