import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Sql } from '../database/sql-executor';
import { BOOKING_COLUMNS } from './bookings.repository';
import type { BookingRow } from './booking-row';

export type ReminderKind = 'day_before' | 'due_week' | 'hold_expiring' | 'payment_check';

export interface ReminderRow {
  id: string;
  bookingId: string;
  kind: ReminderKind;
  forDate: string;
  phone: string;
  text: string;
  sentAt: Date | null;
  sentBy: string | null;
  reference: string;
  name: string;
}

/** The "To send today" list (docs/architecture.md §13): filled by the worker, read and ticked off by staff. */
@Injectable()
export class BookingRemindersRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params, 'all');
  }

  /** Confirmed (or awaiting confirmation) shoots on this date. */
  async shootsOn(date: string): Promise<BookingRow[]> {
    return this.sql<BookingRow>(`select ${BOOKING_COLUMNS} from bookings b where b.date = ? and b.status in ('confirmed', 'payment_reported', 'requested')`, [date]);
  }

  /** Live newborn bookings without a birth whose due week has begun (and not long past). */
  async newbornsDue(today: string): Promise<BookingRow[]> {
    return this.sql<BookingRow>(
      `select ${BOOKING_COLUMNS} from bookings b where b.package_kind = 'newborn' and b.born_on is null and b.date is null
          and b.status in ('held', 'payment_reported', 'requested', 'confirmed') and b.due_week <= ?::date and b.due_week > ?::date - 21`,
      [today, today],
    );
  }

  /** Holds ending within `withinMs`. */
  async holdsEnding(withinMs: number): Promise<BookingRow[]> {
    return this.sql<BookingRow>(
      `select ${BOOKING_COLUMNS} from bookings b where b.status = 'held' and b.hold_expires_at > now() and b.hold_expires_at <= now() + ? * interval '1 millisecond'`,
      [withinMs],
    );
  }

  /** Payments reported at least `hours` ago that staff have not confirmed (to check first). */
  async reportsUnconfirmedFor(hours: number): Promise<BookingRow[]> {
    return this.sql<BookingRow>(`select ${BOOKING_COLUMNS} from bookings b where b.status = 'payment_reported' and b.reported_at <= now() - ? * interval '1 hour'`, [hours]);
  }

  /** Adds a reminder unless one of its kind already exists for the booking and date. True if added. */
  async add(r: { bookingId: string; kind: ReminderKind; forDate: string; phone: string; text: string }): Promise<boolean> {
    const rows = await this.sql(
      `insert into booking_reminders (id, booking_id, kind, for_date, phone, text) values (?, ?, ?, ?, ?, ?)
        on conflict (booking_id, kind, for_date) do nothing returning id`,
      [randomUUID(), r.bookingId, r.kind, r.forDate, r.phone, r.text.slice(0, 1000)],
    );
    return rows.length > 0;
  }

  /**
   * Today's list: today's reminders already sent (what was done), and those of today and the past week not yet sent
   * whose booking still wants them: live, and still held for a hold's reminder (an expired or paid hold's message
   * would ask a family for money it no longer owes), still unconfirmed for a payment check. Payment checks come
   * first (docs/architecture.md §13: an unconfirmed report is flagged first, then released).
   */
  async forDay(today: string): Promise<ReminderRow[]> {
    const rows = await this.sql<ReminderRow & { forDate: string }>(
      `select r.id, r.booking_id as "bookingId", r.kind, to_char(r.for_date, 'YYYY-MM-DD') as "forDate", r.phone, r.text,
              r.sent_at as "sentAt", r.sent_by as "sentBy", b.reference, b.name
         from booking_reminders r join bookings b on b.id = r.booking_id
        where (r.for_date = ?::date and r.sent_at is not null)
           or (r.sent_at is null and r.for_date >= ?::date - 7 and r.for_date <= ?::date
               and b.status in ('held', 'payment_reported', 'requested', 'confirmed') and (r.kind <> 'hold_expiring' or b.status = 'held')
               and (r.kind <> 'payment_check' or b.status = 'payment_reported'))
        order by r.sent_at nulls first, r.kind = 'payment_check' desc, r.for_date, r.created_at`,
      [today, today, today],
    );
    return rows.map((r) => ({ ...r, sentAt: r.sentAt ? new Date(r.sentAt) : null }));
  }

  async markSent(id: string, by: string): Promise<boolean> {
    const rows = await this.sql(`update booking_reminders set sent_at = coalesce(sent_at, now()), sent_by = coalesce(sent_by, ?) where id = ? returning id`, [by.slice(0, 100), id]);
    return rows.length > 0;
  }

  /** An erasure's step, in the caller's transaction: the booking's reminders (their texts name the family). */
  async deleteForBooking(sql: Sql, bookingId: string): Promise<void> {
    await sql(`delete from booking_reminders where booking_id = ?`, [bookingId]);
  }

}
