import { BadRequestException, Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { campaignActive, displayPhone, seedSettings, type SiteSettingsData } from '@studio/core/site/site-content';
import { studioDay } from '@studio/core/time/studio-day';
import type { AuthUser } from '../auth/auth.decorators';
import { SITE_MESSAGES, type UpdateSiteDto } from './site.dto';
import { SiteSettingsRepository, type ChangeRecord } from '@studio/core/site/site-settings.repository';
import { TestimonialsRepository } from '@studio/core/site/testimonials.repository';
import { TestimonialConsent } from '@studio/core/privacy/testimonial-consent';
import { toAdminTestimonialViews, toTestimonialView, type PublicSite, type StudioPageDetails } from './site-view';
import { SiteFreshness } from './site-freshness.service';
import { bookingSettingsFrom, publicBookingSettings } from '@studio/core/bookings/booking-settings';
import { checkBookingSettings } from '../bookings/booking-settings.check';
import { billingSettingsFrom } from '@studio/core/billing/billing-settings';
import { checkBillingSettings } from '../documents/billing-settings.dto';

import { privacySettingsFrom } from '@studio/core/privacy/privacy-settings';

const PARTS = ['studio', 'claims', 'campaign', 'booking', 'billing', 'privacy'] as const;

/**
 * The studio's site settings: the public view (cached in this process for at most a second, so every replica
 * shows a change within that), the admin view and validated, recorded changes.
 */
@Injectable()
export class SiteService {
  constructor(
    private readonly repo: SiteSettingsRepository,
    private readonly testimonials: TestimonialsRepository,
    private readonly testimonialConsent: TestimonialConsent,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  today(): string {
    return studioDay(this.config.timezone);
  }

  /** GET /api/site (and what every public page shows). */
  publicSite(): Promise<PublicSite> {
    return this.freshness.cached('public-site', () => this.readPublicSite());
  }

  private async readPublicSite(): Promise<PublicSite> {
    const [settings, testimonials] = await Promise.all([this.repo.read(), this.testimonials.list(true)]);
    // Before the first start has seeded (a brand-new database mid-boot), the config's values stand in.
    const data: SiteSettingsData = settings ?? this.seed();
    return {
      studio: data.studio,
      claims: data.claims,
      campaign: { ...data.campaign, active: campaignActive(data.campaign, this.today()) },
      // A family's words only while their `reviews` consent says yes (docs/architecture.md §16).
      testimonials: (await this.testimonialConsent.showable(testimonials)).map((t) => toTestimonialView(t)),
      booking: publicBookingSettings(bookingSettingsFrom(settings?.booking)),
    };
  }

  /** The first run's settings: the config module's values (env, STUDIO_CONFIG_FILE, documented defaults). */
  seed(): SiteSettingsData {
    return seedSettings(this.config.studio);
  }

  /**
   * The studio details as the frontend reads them (frontend/src/config/app-config.ts: injected into every page's
   * HTML and handed to the server renderer): the stored settings over the config's fixed texts.
   */
  async pageConfig(): Promise<StudioPageDetails> {
    const site = await this.publicSite();
    const fixed = this.config.studio;
    return {
      name: site.studio.name,
      tagline: fixed.tagline,
      phone: site.studio.phone,
      phoneDisplay: displayPhone(site.studio.phone),
      whatsapp: site.studio.whatsapp,
      whatsappMessage: fixed.whatsappMessage,
      email: site.studio.email,
      addressLines: site.studio.addressLines,
      mapUrl: site.studio.mapUrl,
      mapEmbedUrl: site.studio.mapEmbedUrl,
      instagramUrl: site.studio.instagramUrl,
      facebookUrl: site.studio.facebookUrl,
      openingHours: site.studio.hours,
      rating: site.claims.rating,
      happyFamilies: site.claims.happyFamilies,
      yearsExperience: site.claims.yearsExperience,
      decadeClaim: site.claims.decadeClaim,
      partnerFilesUrl: fixed.partnerFilesUrl,
      partnerHomeUrl: fixed.partnerHomeUrl,
      campaign: site.campaign,
      testimonials: site.testimonials,
    };
  }

  /** GET /api/admin/site: always from the database, with who saved last and the recent changes. */
  async adminSite() {
    const [site, changes] = await Promise.all([this.readPublicSite(), this.repo.recentChanges(20)]);
    const settings = await this.repo.read();
    return {
      ...site,
      booking: bookingSettingsFrom(settings?.booking),
      billing: billingSettingsFrom(settings?.billing),
      privacy: privacySettingsFrom(settings?.privacy),
      testimonials: await toAdminTestimonialViews(await this.testimonials.list(), (t) => this.testimonialConsent.mayShow(t)),
      updatedAt: settings?.updatedAt.toISOString() ?? null,
      changes: changes.map((c) => ({
        id: c.id,
        subject: c.subject,
        subjectId: c.subjectId,
        action: c.action,
        username: c.username,
        changes: c.changes,
        at: c.at.toISOString(),
      })),
    };
  }

  /** PUT /api/admin/site: merges each given part over the stored one and records the fields that changed. */
  async update(patch: UpdateSiteDto, user: AuthUser) {
    await this.repo.save((current) => {
      const changes: ChangeRecord['changes'] = {};
      for (const part of PARTS) {
        const given = patch[part] as Record<string, unknown> | undefined;
        if (!given) continue;
        const stored = current[part] as unknown as Record<string, unknown>;
        const next: Record<string, unknown> = { ...stored };
        for (const [key, value] of Object.entries(given)) {
          if (value === undefined) continue;
          next[key] = Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;
          if (JSON.stringify(stored[key]) !== JSON.stringify(next[key])) changes[`${part}.${key}`] = { from: stored[key] ?? null, to: next[key] };
        }
        (current as unknown as Record<string, unknown>)[part] = next;
      }
      const c = current.campaign;
      if (c.startsOn && c.endsOn && c.endsOn < c.startsOn) {
        throw new BadRequestException({ message: SITE_MESSAGES.endsBeforeStart, fields: { 'campaign.endsOn': SITE_MESSAGES.endsBeforeStart } });
      }
      checkBookingSettings(bookingSettingsFrom(current.booking));
      checkBillingSettings(billingSettingsFrom(current.billing));
      if (!Object.keys(changes).length) return null;
      return { subject: 'settings', action: 'update', user, changes };
    });
    await this.freshness.changed();
    return this.adminSite();
  }
}
