/** Wire types of the site settings API (ARCHITECTURE §11). */
import type { ImageRef } from '../../../lib/api-types';

export interface SiteStudio {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  addressLines: string[];
  mapUrl: string;
  mapEmbedUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  hours: string;
}

export interface SiteClaims {
  rating: string;
  happyFamilies: number;
  yearsExperience: number;
  decadeClaim: string;
}

export interface SiteCampaign {
  enabled: boolean;
  active: boolean;
  headline: string;
  description: string;
  startsOn: string | null;
  endsOn: string | null;
}

export interface AdminTestimonial {
  id: string;
  name: string;
  role: string;
  location: string;
  date: string;
  quote: string;
  rating: number;
  order: number;
  image: string | null;
  photo: (ImageRef & { error?: string | null }) | null;
}

export interface SiteChangeRow {
  id: string;
  subject: 'settings' | 'testimonial';
  subjectId: string | null;
  action: 'update' | 'create' | 'delete';
  username: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  at: string;
}

export interface AdminSite {
  studio: SiteStudio;
  claims: SiteClaims;
  campaign: SiteCampaign;
  testimonials: AdminTestimonial[];
  updatedAt: string | null;
  changes: SiteChangeRow[];
}

/** What a failed save answers: the first message and one per field ('studio.phone', 'rating', ...). */
export type SaveResult<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };
