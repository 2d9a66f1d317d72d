import { EntitySchema } from '@mikro-orm/core';
import type { SiteCampaign, SiteClaims, SiteStudio } from '../site/site-content';
import type { BookingSettingsAdmin } from '../bookings/booking-settings';
import type { BillingSettings } from '../billing/billing-settings';
import type { PrivacySettings } from '../privacy/privacy-settings';

/** The one row (id 1) of what the studio edits about its site (docs/architecture.md §11). */
export class SiteSettings {
  id = 1;
  studio!: SiteStudio;
  claims!: SiteClaims;
  campaign!: SiteCampaign;
  /** Booking settings (docs/architecture.md §13); stored keys over DEFAULT_BOOKING_SETTINGS. */
  booking: Partial<BookingSettingsAdmin> = {};
  /** Billing settings (docs/architecture.md §17); stored keys over DEFAULT_BILLING_SETTINGS. */
  billing: Partial<BillingSettings> = {};
  /** Privacy settings (docs/architecture.md §16); stored keys over DEFAULT_PRIVACY_SETTINGS. */
  privacy: Partial<PrivacySettings> = {};
  updatedAt: Date = new Date();
  updatedBy: string | null = null;
}

export const SiteSettingsSchema = new EntitySchema<SiteSettings>({
  class: SiteSettings,
  tableName: 'site_settings',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    studio: { type: 'json' },
    claims: { type: 'json' },
    campaign: { type: 'json' },
    booking: { type: 'json' },
    billing: { type: 'json' },
    privacy: { type: 'json' },
    updatedAt: { type: 'Date', onCreate: () => new Date() },
    updatedBy: { type: 'uuid', nullable: true },
  },
});

/** Who changed what on the site and when: one row per saved change (settings or a testimonial). */
export class SiteChange {
  id!: string;
  /** 'settings' | 'testimonial' */
  subject!: string;
  subjectId: string | null = null;
  action!: string;
  userId: string | null = null;
  username!: string;
  /** Field → { from, to } for what changed. */
  changes!: Record<string, { from: unknown; to: unknown }>;
  at: Date = new Date();
}

export const SiteChangeSchema = new EntitySchema<SiteChange>({
  class: SiteChange,
  tableName: 'site_changes',
  properties: {
    id: { type: 'uuid', primary: true },
    subject: { type: 'string', length: 32 },
    subjectId: { type: 'string', length: 64, nullable: true },
    action: { type: 'string', length: 16 },
    userId: { type: 'uuid', nullable: true },
    username: { type: 'string', length: 100 },
    changes: { type: 'json' },
    at: { type: 'Date', onCreate: () => new Date() },
  },
});
