import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { BookingService, PARENTS, type BookingOptions } from '@studio/core/bookings/booking.service';
import type { BookingRow } from '@studio/core/bookings/booking-row';
import type { BookingSettingsAdmin } from '@studio/core/bookings/booking-settings';
import { BookingSettingsRepository } from '@studio/core/bookings/booking-settings.repository';
import { toImageRef } from '@studio/core/images/image-ref';
import type { SiteStudio } from '@studio/core/site/site-content';
import { BookingPackagesRepository, type PackageRow } from './booking-packages.repository';
import type { AvailabilityQueryDto, CreateBookingDto } from './booking.dto';
import { SiteFreshness } from '../site/site-freshness.service';
import { toBookingView, type AvailabilityView, type BookingView, type PackageView, type ViewContext } from './booking-view';

export { PARENTS };

export function toPackageView(p: PackageRow, admin = false): PackageView {
  const image = p.image && (admin || p.image.status === 'ready') ? toImageRef(p.image, { includeError: admin }) : null;
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    description: p.description,
    durationMinutes: p.durationMinutes,
    pricePaise: p.pricePaise,
    advancePaise: p.advancePaise,
    active: p.active,
    order: p.order,
    image,
  };
}

/**
 * The parents' booking routes' shell (docs/architecture.md §13): the settings and packages read through the site's
 * cache, handed with the DTO to core's BookingService (the rules), and the answer's view.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly rules: BookingService,
    private readonly packages: BookingPackagesRepository,
    private readonly settingsRepo: BookingSettingsRepository,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The booking settings and studio details, cached like the site's settings (at most a second; a save drops it). */
  settings(): Promise<{ booking: BookingSettingsAdmin; studio: SiteStudio | null }> {
    return this.freshness.cached('booking-settings', () => this.settingsRepo.read());
  }

  /** Every package (active or not), cached the same way: bookings and availability read them on every request. */
  private allPackages(): Promise<PackageRow[]> {
    return this.freshness.cached('booking-packages', () => this.packages.list(false));
  }

  async packageById(id: string | undefined): Promise<PackageRow | null> {
    return id ? ((await this.allPackages()).find((p) => p.id === id) ?? null) : null;
  }

  viewContext(s: BookingSettingsAdmin): ViewContext {
    return { publicBaseUrl: this.config.publicBaseUrl, upiId: s.upiId, upiName: s.upiName || (this.config.studio.name ?? '') };
  }

  async publicPackages(): Promise<{ items: PackageView[] }> {
    return { items: (await this.allPackages()).filter((p) => p.active).map((p) => toPackageView(p)) };
  }

  async view(b: BookingRow, s?: BookingSettingsAdmin): Promise<BookingView> {
    return toBookingView(b, this.viewContext(s ?? (await this.settings()).booking));
  }

  async availability(q: AvailabilityQueryDto): Promise<AvailabilityView> {
    const [{ booking: s }, pkg] = await Promise.all([this.settings(), q.manage ? null : this.packageById(q.packageId)]);
    return this.rules.availability(q, s, pkg);
  }

  async create(dto: CreateBookingDto, opts: BookingOptions): Promise<BookingRow> {
    const [{ booking: s }, pkg] = await Promise.all([this.settings(), this.packageById(dto.packageId)]);
    const row = await this.rules.create(dto, s, pkg, opts);
    return row;
  }

  byToken(token: string): Promise<BookingRow> {
    return this.rules.byToken(token);
  }

  reportPayment(token: string, utr: string): Promise<BookingRow> {
    return this.rules.reportPayment(token, utr);
  }

  cancel(token: string): Promise<BookingRow> {
    return this.rules.cancel(token);
  }

  birth(token: string, bornOn: string): Promise<BookingRow> {
    return this.rules.birth(token, bornOn);
  }

  async schedule(token: string, date: string, start: string): Promise<BookingRow> {
    return this.rules.schedule(token, date, start, (await this.settings()).booking);
  }
}
