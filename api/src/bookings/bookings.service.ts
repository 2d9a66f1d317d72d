import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { blockMinutes, computeAvailability, isBookableSlot } from '@studio/core/bookings/availability';
import { newBookingReference, newManageToken } from '@studio/core/bookings/booking-codes';
import { holdEndsAt } from '@studio/core/bookings/booking-hold';
import { LIVE_STATUSES, type BookingActor, type BookingRow, type BookingStatus } from '@studio/core/bookings/booking-row';
import type { BookingSettingsAdmin } from '@studio/core/bookings/booking-settings';
import { BookingSettingsRepository } from '@studio/core/bookings/booking-settings.repository';
import { addDays, daysBetween, mondayOf, zonedInstant } from '@studio/core/bookings/booking-time';
import { BookingsRepository, PhoneLimitError, SlotTakenError, UtrTakenError, WeekFullError } from '@studio/core/bookings/bookings.repository';
import { studioDay } from '@studio/core/time/studio-day';
import { toImageRef } from '@studio/core/images/image-ref';
import type { SiteStudio } from '@studio/core/site/site-content';
import { BookingPackagesRepository, type PackageRow } from './booking-packages.repository';
import { BOOKING_MESSAGES as M, type AvailabilityQueryDto, type CreateBookingDto } from './booking.dto';
import { BookingHoldJobs } from './booking-hold-jobs.service';
import { SiteFreshness } from '../site/site-freshness.service';
import { toBookingView, type AvailabilityView, type BookingView, type PackageView, type ViewContext } from './booking-view';

export const PARENTS: BookingActor = { userId: null, name: 'parents' };
/** Live bookings one phone number may hold without staff (docs/architecture.md §13, "Nobody can squat the calendar"). */
export const PHONE_LIVE_LIMIT = 2;
const CANCEL_NOTICE_MS = 48 * 3600_000;

const bad = (message: string, field?: string) => new BadRequestException({ message, fields: field ? { [field]: message } : undefined });

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

export interface BookingOptions {
  actor: BookingActor;
  /** Staff: any open slot from today on (no lead days, two years ahead), any initial status, an enquiry. */
  staff?: { status?: BookingStatus; enquiryId?: string };
}

/**
 * Bookings as parents make and manage them (docs/architecture.md §13): packages, availability, a new booking (held for
 * the advance, or requested when there is none), the manage link's payment report, cancel, birth and schedule.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly packages: BookingPackagesRepository,
    private readonly settingsRepo: BookingSettingsRepository,
    private readonly holds: BookingHoldJobs,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get razorpayEnabled(): boolean {
    return Boolean(this.config.razorpay.keyId && this.config.razorpay.keySecret);
  }

  today(at = new Date()): string {
    return studioDay(this.config.timezone, at);
  }

  /** The booking settings and studio details, cached like the site's settings (at most a second; a save drops it). */
  settings(): Promise<{ booking: BookingSettingsAdmin; studio: SiteStudio | null }> {
    return this.freshness.cached('booking-settings', () => this.settingsRepo.read());
  }

  /** Every package (active or not), cached the same way: bookings and availability read them on every request. */
  private allPackages(): Promise<PackageRow[]> {
    return this.freshness.cached('booking-packages', () => this.packages.list(false));
  }

  async packageById(id: string): Promise<PackageRow | null> {
    return (await this.allPackages()).find((p) => p.id === id) ?? null;
  }

  viewContext(s: BookingSettingsAdmin): ViewContext {
    return { publicBaseUrl: this.config.publicBaseUrl, upiId: s.upiId, upiName: s.upiName || (this.config.studio.name ?? '') };
  }

  /** When a hold made now ends (core/src/bookings/booking-hold.ts decides). */
  holdEndsAt(s: BookingSettingsAdmin): Date {
    return holdEndsAt(s, this.config);
  }

  async publicPackages(): Promise<{ items: PackageView[] }> {
    return { items: (await this.allPackages()).filter((p) => p.active).map((p) => toPackageView(p)) };
  }

  async view(b: BookingRow, s?: BookingSettingsAdmin): Promise<BookingView> {
    return toBookingView(b, this.viewContext(s ?? (await this.settings()).booking));
  }

  // ---- availability ----

  async availability(q: AvailabilityQueryDto): Promise<AvailabilityView> {
    const [{ booking: s }, managed] = await Promise.all([this.settings(), q.manage ? this.bookings.byToken(q.manage) : Promise.resolve(null)]);
    if (q.manage && !managed) throw new NotFoundException(M.notFound);
    const pkg = managed ? null : q.packageId ? await this.packageById(q.packageId) : null;
    if (!managed && (!pkg || !pkg.active)) throw q.packageId ? new NotFoundException(M.packageUnavailable) : bad(M.availabilityNeeds, 'packageId');
    const today = this.today();
    if (q.dueDate && pkg) {
      if (pkg.kind !== 'newborn') throw bad(M.newbornNoSlot, 'dueDate');
      this.checkDueDate(q.dueDate, today);
      const week = mondayOf(q.dueDate);
      return { dueWeek: { startsOn: week, left: Math.max(0, s.newbornPerWeek - (await this.bookings.newbornWeekCount(week))) } };
    }
    if (!q.from || !q.to) throw bad(M.availabilityNeeds, q.from ? 'to' : 'from');
    const span = daysBetween(q.from, q.to);
    if (span < 0 || span > 61) throw bad(M.range, 'to');
    let window: { from: string; to: string } | undefined;
    let duration = pkg?.durationMinutes ?? 0;
    if (managed) {
      if (managed.packageKind !== 'newborn' || !managed.bornOn) throw bad(M.birthFirst, 'manage');
      window = { from: addDays(managed.bornOn, 5), to: addDays(managed.bornOn, 14) };
      duration = managed.durationMinutes;
    }
    const block = blockMinutes(duration, s.slotMinutes);
    const from = zonedInstant(q.from, '00:00', this.config.timezone);
    const to = zonedInstant(addDays(q.to, 1), '00:00', this.config.timezone);
    const busy = await this.bookings.busy(from, new Date(to.getTime() + block * 60_000), managed?.id);
    const days = computeAvailability(s, { today, from: q.from, to: q.to, durationMinutes: duration, timezone: this.config.timezone, now: Date.now(), busy, window });
    return { days };
  }

  private checkDueDate(dueDate: string, today: string): void {
    const d = daysBetween(today, dueDate);
    if (d < -14 || d > 280) throw bad(M.dueDateRange, 'dueDate');
  }

  /** Checks a date and start against the grid and the bookable days; returns the booked instants. */
  slotOf(s: BookingSettingsAdmin, p: { date: string; start: string; durationMinutes: number; staff?: boolean; window?: { from: string; to: string } }): { startsAt: Date; endsAt: Date } {
    const today = this.today();
    const rules = p.staff ? { ...s, leadDays: 0, horizonDays: 730 } : s;
    const ok = isBookableSlot(rules, { today, date: p.date, start: p.start, durationMinutes: p.durationMinutes, timezone: this.config.timezone, now: Date.now(), window: p.window });
    if (!ok) {
      // Which field is wrong: a day that is fine on its own means the time is off the grid (or already begun).
      const dayOk = isBookableSlot(rules, { today, date: p.date, start: s.opensAt, durationMinutes: s.slotMinutes, timezone: this.config.timezone, now: 0, window: p.window });
      if (p.window && !dayOk) throw bad(M.newbornWindow, 'date');
      throw dayOk ? bad(M.notBookableTime, 'start') : bad(M.notBookableDay, 'date');
    }
    const startsAt = zonedInstant(p.date, p.start, this.config.timezone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + blockMinutes(p.durationMinutes, s.slotMinutes) * 60_000) };
  }

  // ---- a new booking ----

  async create(dto: CreateBookingDto, opts: BookingOptions): Promise<BookingRow> {
    const [{ booking: s }, pkg] = await Promise.all([this.settings(), this.packageById(dto.packageId)]);
    if (!opts.staff && !s.enabled) throw new ConflictException(M.bookingsClosed);
    if (!pkg || (!pkg.active && !opts.staff)) throw bad(M.packageUnavailable, 'packageId');
    const today = this.today();
    let slot: { startsAt: Date; endsAt: Date } | null = null;
    let dueWeek: string | null = null;
    if (pkg.kind === 'newborn') {
      if (dto.date || dto.start) throw bad(M.newbornNoSlot, dto.date ? 'date' : 'start');
      if (!dto.dueDate) throw bad(M.newbornNeedsDueDate, 'dueDate');
      this.checkDueDate(dto.dueDate, today);
      dueWeek = mondayOf(dto.dueDate);
    } else {
      if (dto.dueDate) throw bad(M.needsSlot, 'dueDate');
      if (!dto.date) throw bad(M.needsSlot, 'date');
      if (!dto.start) throw bad(M.needsSlot, 'start');
      slot = this.slotOf(s, { date: dto.date, start: dto.start, durationMinutes: pkg.durationMinutes, staff: Boolean(opts.staff) });
    }
    const status: BookingStatus = opts.staff?.status ?? (pkg.advancePaise > 0 ? 'held' : 'requested');
    const holdExpiresAt = status === 'held' ? this.holdEndsAt(s) : null;
    let row: BookingRow;
    try {
      row = await this.bookings.insert(
        {
          reference: newBookingReference(),
          manageToken: newManageToken(),
          status,
          packageId: pkg.id,
          packageName: pkg.name,
          packageKind: pkg.kind,
          durationMinutes: pkg.durationMinutes,
          date: slot ? dto.date! : null,
          start: slot ? dto.start! : null,
          startsAt: slot?.startsAt ?? null,
          endsAt: slot?.endsAt ?? null,
          dueDate: dto.dueDate ?? null,
          dueWeek,
          name: dto.name,
          phone: dto.phone,
          email: dto.email ?? null,
          notes: dto.notes ?? null,
          pricePaise: pkg.pricePaise,
          advancePaise: pkg.advancePaise,
          holdExpiresAt,
          enquiryId: opts.staff?.enquiryId ?? null,
        },
        opts.actor,
        { newbornPerWeek: dueWeek ? s.newbornPerWeek : undefined, phoneLimit: opts.staff ? undefined : PHONE_LIVE_LIMIT },
      );
    } catch (e) {
      throw this.conflict(e);
    }
    if (row.status === 'held' && row.holdExpiresAt) {
      await this.holds.scheduleNew(row.id, row.holdExpiresAt);
      // The Payment Link is made by the worker: no request waits on Razorpay.
      if (this.razorpayEnabled && row.advancePaise > 0) await this.holds.paymentLink(row.id);
    }
    return row;
  }

  /** Maps the repository's refusals to the contract's 409s. */
  conflict(e: unknown): unknown {
    if (e instanceof SlotTakenError) return new ConflictException(M.slotTaken);
    if (e instanceof WeekFullError) return new ConflictException(M.weekFull);
    if (e instanceof UtrTakenError) return new ConflictException(M.utrTaken);
    if (e instanceof PhoneLimitError) return new ConflictException(M.phoneLimit);
    return e;
  }

  // ---- the parents' manage link ----

  async byToken(token: string): Promise<BookingRow> {
    const row = await this.bookings.byToken(token);
    if (!row) throw new NotFoundException(M.notFound);
    return row;
  }

  async reportPayment(token: string, utr: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    let row: BookingRow | null;
    try {
      row = await this.bookings.change(b.id, PARENTS, 'payment-reported', (cur) => {
        if (cur.utr === utr && (cur.status === 'payment_reported' || cur.status === 'confirmed')) return null;
        // Once staff (or Razorpay) confirmed the advance, the UTR they checked stays.
        if (cur.status === 'confirmed' || cur.status === 'completed') throw new ConflictException(M.utrConfirmed);
        if (cur.status === 'payment_reported') return { utr };
        if (cur.status !== 'held' || (cur.holdExpiresAt && cur.holdExpiresAt.getTime() <= Date.now())) throw new ConflictException(M.notHeld);
        return { status: 'payment_reported', utr, reportedAt: new Date() };
      });
    } catch (e) {
      throw this.conflict(e);
    }
    if (row?.status === 'payment_reported') await this.holds.discard(row.id);
    return row!;
  }

  async cancel(token: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    const row = await this.bookings.change(b.id, PARENTS, 'cancel', (cur) => {
      if (cur.status === 'cancelled') return null;
      if (!LIVE_STATUSES.includes(cur.status)) throw new ConflictException(M.notLive);
      if (cur.startsAt && cur.startsAt.getTime() - Date.now() < CANCEL_NOTICE_MS) throw new ConflictException(M.tooLate);
      return { status: 'cancelled' };
    });
    await this.holds.discard(b.id);
    return row!;
  }

  async birth(token: string, bornOn: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    if (b.packageKind !== 'newborn') throw bad(M.notNewborn, 'bornOn');
    const age = daysBetween(bornOn, this.today());
    if (age < 0 || age > 14) throw bad(M.bornOnRange, 'bornOn');
    return (await this.bookings.change(b.id, PARENTS, 'birth', (cur) => {
      if (!LIVE_STATUSES.includes(cur.status)) throw new ConflictException(M.notLive);
      return { bornOn };
    }))!;
  }

  async schedule(token: string, date: string, start: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    if (b.packageKind !== 'newborn') throw bad(M.notNewborn, 'date');
    if (!b.bornOn) throw bad(M.birthFirst, 'date');
    const { booking: s } = await this.settings();
    const slot = this.slotOf(s, { date, start, durationMinutes: b.durationMinutes, window: { from: addDays(b.bornOn, 5), to: addDays(b.bornOn, 14) } });
    try {
      return (await this.bookings.change(b.id, PARENTS, 'schedule', (cur) => {
        if (!LIVE_STATUSES.includes(cur.status)) throw new ConflictException(M.notLive);
        if (cur.startsAt && cur.startsAt.getTime() - Date.now() < CANCEL_NOTICE_MS) throw new ConflictException(M.tooLate);
        return { date, start, startsAt: slot.startsAt, endsAt: slot.endsAt };
      }))!;
    } catch (e) {
      throw this.conflict(e);
    }
  }
}
