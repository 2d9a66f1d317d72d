import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { LIVE_STATUSES, type BookingActor, type BookingRow } from '@studio/core/bookings/booking-row';
import type { BookingSettingsAdmin } from '@studio/core/bookings/booking-settings';
import { SiteSettingsRepository } from '@studio/core/site/site-settings.repository';
import { BookingRemindersRepository } from '@studio/core/bookings/booking-reminders.repository';
import { confirmationText, dayBeforeText, whatsappLink } from '@studio/core/bookings/booking-messages';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { BookingService } from '@studio/core/bookings/booking.service';
import { timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../auth/auth.decorators';
import { BOOKING_MESSAGES as M, type AdminBookingsQueryDto, type AdminCreateBookingDto, type AdminUpdateBookingDto } from './booking.dto';
import { BookingsService } from './bookings.service';
import { toBookingView, type AdminBookingView, type BookingChangeView, type ReminderView } from './booking-view';
import { BookingCalendar } from './booking-calendar.service';
import { SiteFreshness } from '../site/site-freshness.service';
import { CURSOR_MESSAGE, decodeCursor, encodeCursor } from '../common/keyset-cursor';

/** The calendar feed: the bookings from 90 days ago on, by start, at most this many. */
const FEED_LIMIT = 5000;
const staffActor = (user: AuthUser): BookingActor => ({ userId: user.id, name: user.username });

/**
 * The studio's side of bookings (docs/architecture.md §13): the list, the staff's view, the calendar feed, "To send
 * today"; staff bookings and changes are core's BookingService's rules (this shell hands them the DTO and the settings).
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly service: BookingsService,
    private readonly settingsRepo: SiteSettingsRepository,
    private readonly reminders: BookingRemindersRepository,
    private readonly rules: BookingService,
    private readonly calendar: BookingCalendar,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private studioPlace(studio: { name: string; addressLines: string[] } | null) {
    return { name: studio?.name ?? this.config.studio.name, address: (studio?.addressLines ?? this.config.studio.addressLines).join(', ') };
  }

  async views(rows: BookingRow[]): Promise<AdminBookingView[]> {
    const { booking: s, studio } = await this.service.settings();
    return rows.map((b) => this.adminView(b, s, this.studioPlace(studio)));
  }

  adminView(b: BookingRow, s: BookingSettingsAdmin, place: { name: string; address: string }): AdminBookingView {
    const tomorrow = b.date && b.date > this.rules.today();
    const text = b.status === 'confirmed' && tomorrow ? dayBeforeText(b, place) : confirmationText(b, place);
    return {
      ...toBookingView(b, this.service.viewContext(s)),
      id: b.id,
      notes: b.notes,
      utr: b.utr,
      enquiryId: b.enquiryId,
      paymentToCheck: b.status === 'payment_reported',
      paymentOverdue: b.status === 'payment_reported' && Boolean(b.reportedAt) && Date.now() - b.reportedAt!.getTime() >= s.reportedCheckHours * 3600_000,
      whatsappUrl: whatsappLink(b.phone, text),
      createdAt: b.createdAt.toISOString(),
    };
  }

  /** A page of the staff list (docs/architecture.md §13); `nextCursor` names the next page (null on the last). */
  async list(q: AdminBookingsQueryDto): Promise<{ items: AdminBookingView[]; nextCursor: string | null }> {
    if (q.from && q.to && q.to < q.from) throw new BadRequestException({ message: M.range, fields: { to: M.range } });
    if (q.waiting && (q.from || q.to)) throw new BadRequestException({ message: M.waitingWithDays, fields: { waiting: M.waitingWithDays } });
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (after === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { cursor: CURSOR_MESSAGE } });
    const filter = { from: q.from, to: q.to, status: q.status, q: q.q, waiting: q.waiting, timezone: this.config.timezone };
    const { rows, next } = await this.bookings.page(filter, q.limit, after && { at: after.createdAt, id: after.id });
    return { items: await this.views(rows), nextCursor: next ? encodeCursor({ createdAt: next.at, id: next.id }) : null };
  }

  async one(id: string): Promise<{ booking: AdminBookingView; changes: BookingChangeView[] }> {
    const row = await this.bookings.byId(id);
    if (!row) throw new NotFoundException(M.notFound);
    const [[booking], changes] = await Promise.all([this.views([row]), this.bookings.changesOf(id)]);
    return { booking, changes: changes.map((c) => ({ ...c, at: c.at.toISOString() })) };
  }

  async create(dto: AdminCreateBookingDto, user: AuthUser): Promise<AdminBookingView> {
    const { status, enquiryId, ...body } = dto;
    const row = await this.service.create(body, { actor: staffActor(user), staff: { status, enquiryId } });
    return (await this.views([row]))[0];
  }

  async update(id: string, dto: AdminUpdateBookingDto, user: AuthUser): Promise<{ booking: AdminBookingView; changes: BookingChangeView[] }> {
    await this.rules.staffChange(id, dto, staffActor(user), (await this.service.settings()).booking);
    return this.one(id);
  }

  /** GET /api/admin/bookings/calendar.ics?token=: the studio's feed of live bookings with a day. */
  async calendarFeed(token: string | undefined): Promise<string> {
    const { booking: s, studio } = await this.service.settings();
    const a = Buffer.from(token ?? '');
    const b = Buffer.from(s.calendarToken);
    if (!token || !s.calendarToken || a.length !== b.length || !timingSafeEqual(a, b)) throw new ForbiddenException('That calendar link is not valid (it may have been replaced).');
    const since = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const { rows: recent } = await this.bookings.page({ from: since, timezone: this.config.timezone }, FEED_LIMIT);
    const rows = recent.filter((r) => LIVE_STATUSES.includes(r.status) || r.status === 'completed');
    return this.calendar.render(rows, this.studioPlace(studio), { name: `${this.studioPlace(studio).name} bookings`, staff: true });
  }

  async rotateCalendarToken(): Promise<{ calendarToken: string; calendarUrl: string }> {
    const calendarToken = await this.settingsRepo.rotateCalendarToken();
    await this.freshness.changed();
    return { calendarToken, calendarUrl: `${this.config.publicBaseUrl}/api/admin/bookings/calendar.ics?token=${calendarToken}` };
  }

  async toSend(): Promise<{ date: string; items: ReminderView[] }> {
    const today = this.rules.today();
    const rows = await this.reminders.forDay(today);
    return {
      date: today,
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        forDate: r.forDate,
        bookingReference: r.reference,
        name: r.name,
        phone: r.phone,
        text: r.text,
        whatsappUrl: whatsappLink(r.phone, r.text),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        sentBy: r.sentBy,
      })),
    };
  }

  async markSent(id: string, user: AuthUser): Promise<{ date: string; items: ReminderView[] }> {
    if (!(await this.reminders.markSent(id, user.username))) throw new NotFoundException('Reminder not found.');
    return this.toSend();
  }
}
