import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { BookingRemindersRepository } from '@studio/core/bookings/booking-reminders.repository';
import { BookingSettingsRepository } from '@studio/core/bookings/booking-settings.repository';
import { dayBeforeText, dueWeekText, holdExpiringText, paymentCheckText } from '@studio/core/bookings/booking-messages';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { addDays, zonedParts } from '@studio/core/bookings/booking-time';
import { studioDay } from '@studio/core/time/studio-day';

/** A hold is "about to expire" this long before its end. */
export const HOLD_EXPIRING_MS = 10 * 60_000;

/**
 * Fills the "To send today" list (docs/architecture.md §13) at start and every RECONCILE_INTERVAL_MS: a payment
 * reported longer than reportedCheckHours ago and still unconfirmed (first), the day before a shoot, a newborn's due
 * week ("Has the baby arrived?"), a hold about to expire. Each reminder is stored once. Each pass first releases the
 * reports left unconfirmed for reportedReleaseHours (they become expired and free their time).
 */
@Injectable()
export class BookingRemindersService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BookingReminders');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly reminders: BookingRemindersRepository,
    private readonly bookings: BookingsRepository,
    private readonly settings: BookingSettingsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.reconcileIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  private tick(): void {
    this.running ??= this.fill()
      .catch((e: Error) => {
        this.logger.warn(`reminders not filled (${e.message})`);
        return 0;
      })
      .finally(() => (this.running = undefined));
  }

  /** One pass; returns how many reminders it added. */
  async fill(now = new Date()): Promise<number> {
    const tz = this.config.timezone;
    const today = studioDay(tz, now);
    const { studio, booking: s } = await this.settings.read();
    const released = await this.bookings.releaseUnconfirmedReports(s.reportedReleaseHours);
    if (released.length) this.logger.log(`released ${released.length} unconfirmed payment report(s)`);
    const place = { name: studio?.name ?? this.config.studio.name, address: (studio?.addressLines ?? this.config.studio.addressLines).join(', ') };
    const manage = (token: string) => `${this.config.publicBaseUrl}/booking/${token}`;
    let added = 0;
    for (const b of await this.reminders.reportsUnconfirmedFor(s.reportedCheckHours)) {
      // Dated the day it became due, so one report gets one item (not a new one each day).
      const due = studioDay(tz, new Date(new Date(b.reportedAt!).getTime() + s.reportedCheckHours * 3600_000));
      if (await this.reminders.add({ bookingId: b.id, kind: 'payment_check', forDate: due, phone: b.phone, text: paymentCheckText(b, place) })) added++;
    }
    for (const b of await this.reminders.shootsOn(addDays(today, 1))) {
      if (await this.reminders.add({ bookingId: b.id, kind: 'day_before', forDate: today, phone: b.phone, text: dayBeforeText(b, place) })) added++;
    }
    for (const b of await this.reminders.newbornsDue(today)) {
      if (await this.reminders.add({ bookingId: b.id, kind: 'due_week', forDate: b.dueWeek!, phone: b.phone, text: dueWeekText(b, manage(b.manageToken)) })) added++;
    }
    for (const b of await this.reminders.holdsEnding(HOLD_EXPIRING_MS)) {
      const ends = zonedParts(new Date(b.holdExpiresAt!), tz).time;
      if (await this.reminders.add({ bookingId: b.id, kind: 'hold_expiring', forDate: today, phone: b.phone, text: holdExpiringText(b, manage(b.manageToken), ends) })) added++;
    }
    return added;
  }
}
