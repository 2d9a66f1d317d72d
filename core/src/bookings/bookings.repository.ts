import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { DocumentIssuer, type AcceptedPayment } from '../billing/document-issuer.service';
import { LIVE_STATUSES, type BookingActor, type BookingChanges, type BookingRow, type BookingStatus } from './booking-row';
import { addDays, zonedInstant } from './booking-time';
import { createdBeforeSql } from '../database/keyset';

import type { Sql } from '../database/sql-executor';

export type { Sql };

/** The booked time overlaps a live booking (the exclusion constraint `bookings_no_double_booking`). */
export class SlotTakenError extends Error {
  override name = 'SlotTakenError';
}
/** The UTR is already on another booking that counts (the unique index `bookings_utr_unique`). */
export class UtrTakenError extends Error {
  override name = 'UtrTakenError';
}
/** The phone number already holds as many live bookings as parents may make. */
export class PhoneLimitError extends Error {
  override name = 'PhoneLimitError';
}
/** A newborn week already holds newbornPerWeek live bookings. */
export class WeekFullError extends Error {
  override name = 'WeekFullError';
}

const day = (col: string, as: string) => `to_char(b.${col}, 'YYYY-MM-DD') as "${as}"`;
export const BOOKING_COLUMNS = [
  'b.id',
  'b.reference',
  'b.manage_token as "manageToken"',
  'b.status',
  'b.package_id as "packageId"',
  'b.package_name as "packageName"',
  'b.package_kind as "packageKind"',
  'b.duration_minutes as "durationMinutes"',
  day('date', 'date'),
  'b.start_time as "start"',
  'b.starts_at as "startsAt"',
  'b.ends_at as "endsAt"',
  day('due_date', 'dueDate'),
  day('due_week', 'dueWeek'),
  day('born_on', 'bornOn'),
  'b.name',
  'b.phone',
  'b.email',
  'b.notes',
  'b.price_paise as "pricePaise"',
  'b.advance_paise as "advancePaise"',
  'b.paid_paise as "paidPaise"',
  'b.utr',
  'b.hold_expires_at as "holdExpiresAt"',
  'b.reported_at as "reportedAt"',
  'b.payment_link_id as "paymentLinkId"',
  'b.payment_link_url as "paymentLinkUrl"',
  'b.enquiry_id as "enquiryId"',
  'b.created_at as "createdAt"',
  'b.updated_at as "updatedAt"',
].join(', ');

const asDate = (v: unknown): Date | null => (v == null ? null : v instanceof Date ? v : new Date(v as string));

function toRow(r: Record<string, unknown>): BookingRow {
  const row = r as unknown as BookingRow;
  return {
    ...row,
    startsAt: asDate(r.startsAt),
    endsAt: asDate(r.endsAt),
    holdExpiresAt: asDate(r.holdExpiresAt),
    reportedAt: asDate(r.reportedAt),
    createdAt: asDate(r.createdAt)!,
    updatedAt: asDate(r.updatedAt)!,
  };
}

/** Maps camelCase fields of a booking to their columns (for updates). */
const COLUMN: Partial<Record<keyof BookingRow, string>> = {
  status: 'status',
  date: 'date',
  start: 'start_time',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  bornOn: 'born_on',
  paidPaise: 'paid_paise',
  utr: 'utr',
  holdExpiresAt: 'hold_expires_at',
  reportedAt: 'reported_at',
  paymentLinkId: 'payment_link_id',
  paymentLinkUrl: 'payment_link_url',
  notes: 'notes',
  name: 'name',
  phone: 'phone',
  email: 'email',
};

export interface NewBooking {
  reference: string;
  manageToken: string;
  status: BookingStatus;
  packageId: string;
  packageName: string;
  packageKind: string;
  durationMinutes: number;
  date: string | null;
  start: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  dueDate: string | null;
  dueWeek: string | null;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  pricePaise: number;
  advancePaise: number;
  holdExpiresAt: Date | null;
  enquiryId: string | null;
}

function isConstraint(e: unknown, code: string, name?: string): boolean {
  for (let x = e as { code?: string; constraint?: string; cause?: unknown; previous?: unknown } | undefined, i = 0; x && i < 4; i++) {
    if (x.code === code && (!name || !x.constraint || x.constraint === name)) return true;
    x = (x.cause ?? x.previous) as typeof x;
  }
  return false;
}

/** The database's refusals (an overlap, a UTR already used), as the domain names them; any other error as it is. */
function refusalOf(e: unknown): unknown {
  if (isConstraint(e, '23P01')) return new SlotTakenError('slot taken');
  if (isConstraint(e, '23505', 'bookings_utr_unique')) return new UtrTakenError('utr taken');
  return e;
}

/** The staff list's filters (docs/architecture.md §13). */
export interface BookingListFilter {
  /** Studio days (yyyy-mm-dd), both ends included. */
  from?: string;
  to?: string;
  status?: BookingStatus;
  /** Reference, name, phone or e-mail contains (any case). */
  q?: string;
  /** Only live bookings without a day yet (newborns waiting for theirs). */
  waiting?: boolean;
  /** The studio's time zone (STUDIO_TIMEZONE): where its days begin and end. */
  timezone: string;
}

/** The staff list's three orders: by start within days, by due date for the bookings waiting for a day, else newest first. */
export type BookingListOrder = 'start' | 'due' | 'newest';

/** Where a page of the staff list ends: the last row's sort key (an instant; a due date as its 00:00 UTC) and its id. */
export interface BookingListKeyset {
  at: Date;
  id: string;
}

const LIVE_IN = `(${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})`;
/** A booking waiting for its day sorts by its due date; an erased one (due date emptied) by the due week it keeps. */
const DUE = 'coalesce(b.due_date, b.due_week)';

/**
 * The staff list as one statement (exported for the EXPLAIN test), each order read through an index and paged by a row
 * comparison on it, never OFFSET (docs/architecture.md §10):
 * - days (`from`, `to`): by start, (starts_at, id), on bookings_starts_at_index. The days become the instants that
 *   begin `from` and end `to` in the studio's time zone (starts_at is stored by the same zonedInstant), so the range,
 *   the order and the keyset are one index range;
 * - `waiting`: by due date, soonest first, (coalesce(due_date, due_week), id), on the partial bookings_waiting_index;
 * - otherwise newest first, (created_at desc, id desc), on bookings_created_at_id_index (createdBeforeSql).
 * `status` and `q` (trigram indexes) narrow any of them.
 */
export function bookingListQuery(f: BookingListFilter, limit: number, after?: BookingListKeyset): { sql: string; params: unknown[]; order: BookingListOrder } {
  const order: BookingListOrder = f.from || f.to ? 'start' : f.waiting ? 'due' : 'newest';
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.from) {
    where.push('b.starts_at >= ?');
    params.push(zonedInstant(f.from, '00:00', f.timezone));
  }
  if (f.to) {
    where.push('b.starts_at < ?');
    params.push(zonedInstant(addDays(f.to, 1), '00:00', f.timezone));
  }
  if (f.waiting) where.push(`b.date is null and b.status in ${LIVE_IN}`);
  if (f.status) {
    where.push('b.status = ?');
    params.push(f.status);
  }
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(`(b.reference ilike ? or b.name ilike ? or b.phone like ? or b.email ilike ?)`);
    params.push(like, like, like, like);
  }
  if (after && order === 'start') {
    where.push('(b.starts_at, b.id) > (?::timestamptz, ?)');
    params.push(after.at.toISOString(), after.id);
  } else if (after && order === 'due') {
    where.push(`(${DUE}, b.id) > (?::date, ?)`);
    params.push(after.at.toISOString().slice(0, 10), after.id);
  } else if (after) {
    const older = createdBeforeSql('bookings', 'b', { createdAt: after.at, id: after.id });
    where.push(older.sql);
    params.push(...older.params);
  }
  const orderBy = { start: 'b.starts_at, b.id', due: `${DUE}, b.id`, newest: 'b.created_at desc, b.id desc' }[order];
  return {
    sql: `select ${BOOKING_COLUMNS} from bookings b ${where.length ? `where ${where.join(' and ')}` : ''} order by ${orderBy} limit ?`,
    params: [...params, limit],
    order,
  };
}

/** A row's place in its list's order. */
function keysetOf(row: BookingRow, order: BookingListOrder): BookingListKeyset {
  const at = order === 'start' ? row.startsAt! : order === 'due' ? new Date(`${row.dueDate ?? row.dueWeek}T00:00:00Z`) : row.createdAt;
  return { at, id: row.id };
}

/** Live bookings of a phone number (holds past their end excluded). */
const LIVE_OF_PHONE = `select count(*) as n from bookings where phone = ? and status in ('held', 'payment_reported', 'requested', 'confirmed')
    and (status <> 'held' or hold_expires_at is null or hold_expires_at > now())`;

/**
 * Writers of booked time take one advisory lock per half hour they claim (two-key locks: a key space of their own),
 * in ascending order. Two bookings that overlap share a half hour, so they queue on it instead of both inserting
 * and then each waiting for the other's row under the exclusion constraint (Postgres ends that in a deadlock after a
 * second); bookings that do not overlap never wait for each other.
 */
const TIME_LOCKS = 0x626b; // "bk"
const TIME_CELL_MS = 30 * 60_000;

export function timeCells(from: Date | null, to: Date | null): number[] {
  if (!from || !to) return [];
  const first = Math.floor(from.getTime() / TIME_CELL_MS);
  const last = Math.floor((to.getTime() - 1) / TIME_CELL_MS);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** The half hours' locks as a statement's first step; the cells are integers we computed, never input. */
const lockCells = (cells: number[]) =>
  `select count(*) as n from unnest(array[${cells.map((c) => Math.trunc(c)).join(',')}]::int[]) as cell, lateral (select pg_advisory_xact_lock(${TIME_LOCKS}, cell)) as l`;

/**
 * One statement: the booked half hours' locks, then holds whose time ran out on that time become expired (each with
 * its change record; the expiry job may be a moment late), then the row, its first change record and the row as read
 * back. Each step waits for the one before (its one-time filter reads the count), and rows this statement expired no
 * longer count for the exclusion constraint, so a parent takes a stale hold's time in one round trip while a live
 * booking there still refuses it.
 */
const insertBookingSql = (cells: number[]) => `with lock as (${lockCells(cells)}), ${expireStaleSql('and (select n from lock) >= 0')}, b as (
   insert into bookings (id, reference, manage_token, status, package_id, package_name, package_kind, duration_minutes, date, start_time,
      starts_at, ends_at, due_date, due_week, name, phone, email, notes, price_paise, advance_paise, hold_expires_at, enquiry_id)
   select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? where (select count(*) from stale) >= 0 returning *
 ), change as (
   insert into booking_changes (id, booking_id, user_id, actor, action, changes) select ?, id, ?, ?, 'create', ? from b
 )
 select ${BOOKING_COLUMNS} from b`;

const EXPIRED_CHANGE = JSON.stringify({ status: { from: 'held', to: 'expired' } });

/**
 * Two steps of a statement: holds whose time ran out on [?, ?) (ends, starts) become expired (`stale`), each with its
 * change record (the third ?, EXPIRED_CHANGE). `gate`: a condition that must hold first (the booking's locks).
 */
const expireStaleSql = (gate = '') => `stale as (
   update bookings set status = 'expired', updated_at = now()
    where status = 'held' and hold_expires_at <= now() and starts_at < ? and ends_at > ? ${gate} returning id
 ), stale_change as (
   insert into booking_changes (id, booking_id, user_id, actor, action, changes)
   select gen_random_uuid(), id, null, 'system', 'expire', ? from stale
 )`;

function insertParams(b: NewBooking, actor: BookingActor): unknown[] {
  return [
    b.endsAt,
    b.startsAt,
    EXPIRED_CHANGE,
    randomUUID(),
    b.reference,
    b.manageToken,
    b.status,
    b.packageId,
    b.packageName,
    b.packageKind,
    b.durationMinutes,
    b.date,
    b.start,
    b.startsAt,
    b.endsAt,
    b.dueDate,
    b.dueWeek,
    b.name,
    b.phone,
    b.email,
    b.notes,
    b.pricePaise,
    b.advancePaise,
    b.holdExpiresAt,
    b.enquiryId,
    randomUUID(),
    actor.userId,
    actor.name.slice(0, 100),
    JSON.stringify({ status: { from: null, to: b.status } }),
  ];
}

/**
 * Every query on `bookings` and its side tables (changes, payments, reminders), shared by the api and the worker.
 * Writes that must hold together run in one transaction; the database, not a read before the write, refuses a
 * double booking (SlotTakenError) and a full newborn week is counted under an advisory lock per week (WeekFullError).
 */
@Injectable()
export class BookingsRepository {
  private writeCount = 0;
  /** This process's bookings being inserted, by the half hours they claim (timeCells): true once stored. */
  private readonly inFlight = new Map<number, Promise<boolean>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly issuer: DocumentIssuer,
  ) {}

  /**
   * How many booking writes this process has committed: a reader's cache (the api's availability answers) keys on it,
   * so a write here makes the next read miss, without core calling back into its readers.
   */
  get writes(): number {
    return this.writeCount;
  }

  /** One statement on its own connection from the pool (the driver's connection: a raw statement needs no forked EntityManager). */
  sql: Sql = (query, params = []) => this.orm.em.getConnection().execute(query, params, 'all');

  /** Runs `work` in one transaction; its `sql` runs inside it. Maps the exclusion constraint to SlotTakenError. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    try {
      const result = await this.orm.em.fork().transactional(async (em) => {
        const ctx = em.getTransactionContext();
        const conn = em.getConnection();
        const sql: Sql = (query, params = []) => conn.execute(query, params, 'all', ctx);
        return work(sql);
      });
      this.written();
      return result;
    } catch (e) {
      throw refusalOf(e);
    }
  }

  private written(): void {
    this.writeCount++;
  }

  /** Live bookings (holds past their end excluded) overlapping [from, to), sorted by start: availability's input. */
  async busy(from: Date, to: Date, exceptId?: string): Promise<{ start: number; end: number }[]> {
    const rows = await this.sql<{ s: Date | string; e: Date | string }>(
      `select starts_at as s, ends_at as e from bookings
        where status in ('held', 'payment_reported', 'requested', 'confirmed') and starts_at < ? and ends_at > ?
          and (status <> 'held' or hold_expires_at > now())${exceptId ? ' and id <> ?' : ''}
        order by starts_at`,
      exceptId ? [to, from, exceptId] : [to, from],
    );
    return rows.map((r) => ({ start: new Date(r.s).getTime(), end: new Date(r.e).getTime() }));
  }

  /** Live newborn bookings due in the week starting on this Monday. */
  async newbornWeekCount(week: string, sql: Sql = this.sql): Promise<number> {
    const rows = await sql<{ n: string | number }>(
      `select count(*) as n from bookings where due_week = ? and package_kind = 'newborn'
          and status in ('held', 'payment_reported', 'requested', 'confirmed') and (status <> 'held' or hold_expires_at is null or hold_expires_at > now())`,
      [week],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Frees holds whose time ran out that overlap [from, to) before a write claims it (the expiry job may be a moment
   * late), each with its change record, in one statement.
   */
  async expireStaleHolds(sql: Sql, from: Date, to: Date): Promise<string[]> {
    const rows = await sql<{ id: string }>(`with ${expireStaleSql()} select id from stale`, [to, from, EXPIRED_CHANGE]);
    return rows.map((r) => r.id);
  }

  /**
   * Stores a new booking and its first change record in one statement (insertBookingSql): the exclusion constraint
   * refuses an overlap (SlotTakenError). A newborn booking (dueWeek set) is counted against its week under a
   * per-week advisory lock, so two parents cannot both take the last place. `phoneLimit` (parents' bookings): the
   * phone's live bookings are counted under a per-phone advisory lock, taken first and in a statement of its own (so
   * the count's snapshot sees every booking committed by whoever held the lock before), PhoneLimitError at the limit.
   */
  async insert(b: NewBooking, actor: BookingActor, limits: { newbornPerWeek?: number; phoneLimit?: number } = {}): Promise<BookingRow> {
    const { newbornPerWeek, phoneLimit } = limits;
    const checkPhone = async (sql: Sql) => {
      if (phoneLimit === undefined) return;
      await sql(`select pg_advisory_xact_lock(hashtext(?))`, [`booking-phone:${b.phone}`]);
      if (Number((await sql<{ n: string | number }>(LIVE_OF_PHONE, [b.phone]))[0]?.n ?? 0) >= phoneLimit) throw new PhoneLimitError('phone limit');
    };
    if (b.dueWeek && newbornPerWeek !== undefined) {
      return this.transaction(async (sql) => {
        await checkPhone(sql);
        await sql(`select pg_advisory_xact_lock(hashtext(?))`, [`newborn-week:${b.dueWeek}`]);
        if ((await this.newbornWeekCount(b.dueWeek!, sql)) >= newbornPerWeek) throw new WeekFullError('week full');
        return toRow((await sql(insertBookingSql([]), insertParams(b, actor)))[0]);
      });
    }
    const cells = timeCells(b.startsAt, b.endsAt);
    // Another booking of this process for an overlapping time is being written: wait for it. Once it is stored, the
    // exclusion constraint would refuse this one, so it is refused without the round trip (in a race for one slot,
    // most parents); if it was not stored, this one goes on to the database, which stays the judge.
    const ahead = new Set(cells.map((c) => this.inFlight.get(c)).filter((p): p is Promise<boolean> => p !== undefined));
    if (ahead.size && (await Promise.all(ahead)).some(Boolean)) throw new SlotTakenError('slot taken');
    let settle!: (stored: boolean) => void;
    const mine = new Promise<boolean>((resolve) => (settle = resolve));
    for (const c of cells) this.inFlight.set(c, mine);
    try {
      // Without a phone limit (staff) a single statement commits on its own: no begin and commit round trips.
      const row =
        phoneLimit === undefined
          ? toRow((await this.sql(insertBookingSql(cells), insertParams(b, actor)))[0])
          : await this.transaction(async (sql) => {
              await checkPhone(sql);
              return toRow((await sql(insertBookingSql(cells), insertParams(b, actor)))[0]);
            });
      settle(true);
      this.written();
      return row;
    } catch (e) {
      settle(false);
      throw refusalOf(e);
    } finally {
      for (const c of cells) if (this.inFlight.get(c) === mine) this.inFlight.delete(c);
    }
  }

  async byId(id: string, sql: Sql = this.sql, lock = false): Promise<BookingRow | null> {
    const rows = await sql(`select ${BOOKING_COLUMNS} from bookings b where b.id = ?${lock ? ' for update' : ''}`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async byToken(token: string): Promise<BookingRow | null> {
    const rows = await this.sql(`select ${BOOKING_COLUMNS} from bookings b where b.manage_token = ?`, [token]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async byReference(reference: string, sql: Sql = this.sql, lock = false): Promise<BookingRow | null> {
    const rows = await sql(`select ${BOOKING_COLUMNS} from bookings b where b.reference = ?${lock ? ' for update' : ''}`, [reference]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Changes a booking under a row lock: `decide` sees the locked row and returns the fields to set (or throws);
   * what changed is recorded with who did it. A new time that overlaps a live booking throws SlotTakenError.
   */
  async change(
    id: string,
    actor: BookingActor,
    action: string,
    decide: (current: BookingRow, sql: Sql) => Promise<Partial<BookingRow> | null> | Partial<BookingRow> | null,
  ): Promise<BookingRow | null> {
    return this.transaction(async (sql) => {
      const current = await this.byId(id, sql, true);
      if (!current) return null;
      const patch = await decide(current, sql);
      if (!patch) return current;
      if (patch.startsAt && patch.endsAt) {
        await sql(lockCells(timeCells(patch.startsAt, patch.endsAt)));
        await this.expireStaleHolds(sql, patch.startsAt, patch.endsAt);
      }
      const sets: string[] = [];
      const params: unknown[] = [];
      const changes: BookingChanges = {};
      for (const [key, value] of Object.entries(patch) as [keyof BookingRow, unknown][]) {
        const col = COLUMN[key];
        if (!col) continue;
        sets.push(`${col} = ?`);
        params.push(value);
        const before = current[key] instanceof Date ? (current[key] as Date).toISOString() : current[key];
        const after = value instanceof Date ? value.toISOString() : value;
        if (JSON.stringify(before) !== JSON.stringify(after) && key !== 'startsAt' && key !== 'endsAt' && key !== 'reportedAt') changes[key] = { from: before ?? null, to: after ?? null };
      }
      if (!sets.length) return current;
      await sql(`update bookings set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, id]);
      if (Object.keys(changes).length) await this.recordChange(sql, id, actor, action, changes);
      return this.byId(id, sql);
    });
  }

  async recordChange(sql: Sql, bookingId: string, actor: BookingActor, action: string, changes: BookingChanges): Promise<void> {
    await sql(`insert into booking_changes (id, booking_id, user_id, actor, action, changes) values (?, ?, ?, ?, ?, ?)`, [
      randomUUID(),
      bookingId,
      actor.userId,
      actor.name.slice(0, 100),
      action,
      JSON.stringify(changes),
    ]);
  }

  async changesOf(bookingId: string): Promise<{ id: string; at: Date; actor: string; action: string; changes: BookingChanges }[]> {
    const rows = await this.sql<{ id: string; at: Date | string; actor: string; action: string; changes: BookingChanges | string }>(
      `select id, at, actor, action, changes from booking_changes where booking_id = ? order by at, id`,
      [bookingId],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at), changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes }));
  }

  /**
   * A page of the staff list (bookingListQuery): `limit` rows after the keyset `after`, and the keyset the next page
   * starts after (null on the last page). One row more than `limit` is read to know whether another page follows.
   */
  async page(f: BookingListFilter, limit: number, after?: BookingListKeyset): Promise<{ rows: BookingRow[]; next: BookingListKeyset | null }> {
    const { sql, params, order } = bookingListQuery(f, limit + 1, after);
    const rows = (await this.sql(sql, params)).map(toRow);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { rows: page, next: rows.length > limit && last ? keysetOf(last, order) : null };
  }

  /**
   * A provider's payment, counted once per payment id: adds the amount and confirms the booking when the advance
   * is covered. Returns null for an unknown reference, 'duplicate' for a replay.
   */
  async addProviderPayment(
    reference: string,
    p: { provider: 'razorpay'; paymentId: string; amountPaise: number },
    actor: BookingActor,
  ): Promise<BookingRow | 'duplicate' | null> {
    return this.transaction(async (sql) => {
      const booking = await this.byReference(reference, sql, true);
      if (!booking) return null;
      if (!(await this.acceptPayment(sql, booking, { provider: 'razorpay', paymentId: p.paymentId, amountPaise: p.amountPaise, method: 'razorpay', reference: p.paymentId }))) return 'duplicate';
      const paid = booking.paidPaise + p.amountPaise;
      const confirm = paid >= booking.advancePaise && ['held', 'payment_reported', 'requested'].includes(booking.status);
      const changes: BookingChanges = { paidPaise: { from: booking.paidPaise, to: paid } };
      if (confirm) changes.status = { from: booking.status, to: 'confirmed' };
      await sql(`update bookings set paid_paise = ?, status = ?, updated_at = now() where id = ?`, [paid, confirm ? 'confirmed' : booking.status, booking.id]);
      await this.recordChange(sql, booking.id, actor, 'payment', changes);
      return this.byId(booking.id, sql);
    });
  }

  /**
   * The one place a payment on a booking is accepted (a provider's, once per its payment id; or one staff recorded by
   * hand, negative when money went back), inside the caller's transaction (`sql`) that also changes the booking's
   * paidPaise and status; its numbered document is issued in that same transaction (a receipt, or a refund voucher:
   * docs/architecture.md §17). False for a provider's payment already accepted (a replayed webhook).
   */
  async acceptPayment(
    sql: Sql,
    booking: BookingRow,
    p: { provider: 'razorpay' | 'manual'; paymentId?: string; amountPaise: number; method: AcceptedPayment['method']; reference: string | null },
  ): Promise<boolean> {
    const id = randomUUID();
    const inserted = await sql(
      `insert into booking_payments (id, booking_id, provider, provider_payment_id, amount_paise) values (?, ?, ?, ?, ?)
        on conflict (provider_payment_id) do nothing returning id`,
      [id, booking.id, p.provider, p.paymentId ?? null, p.amountPaise],
    );
    if (!inserted.length) return false;
    if (p.amountPaise > 0) await this.issuer.issueReceipt(sql, booking, { id, amountPaise: p.amountPaise, method: p.method, reference: p.reference });
    else if (p.amountPaise < 0) await this.issuer.issueRefund(sql, booking, -p.amountPaise, id);
    return true;
  }

  /** Whether an enquiry with this id exists ("Book" on an enquiry). */
  async enquiryExists(id: string): Promise<boolean> {
    return (await this.sql(`select 1 from enquiries where id = ?`, [id])).length > 0;
  }

  // ---- holds (worker: the expiry job and the reconciler) ----

  /** A held booking whose time ran out becomes expired (its slot frees). Returns the row if it changed, else the row as it is. */
  async expireIfDue(id: string): Promise<{ expired: boolean; row: BookingRow | null }> {
    return this.transaction(async (sql) => {
      const rows = await sql<{ id: string }>(`update bookings set status = 'expired', updated_at = now() where id = ? and status = 'held' and hold_expires_at <= now() returning id`, [id]);
      if (rows.length) await this.recordChange(sql, id, { userId: null, name: 'system' }, 'expire', { status: { from: 'held', to: 'expired' } });
      return { expired: rows.length > 0, row: await this.byId(id, sql) };
    });
  }

  /**
   * Reports staff left unconfirmed for `hours` become expired (their time frees), each with its change record; the
   * worker runs this on every pass. Returns the released ids.
   */
  async releaseUnconfirmedReports(hours: number): Promise<string[]> {
    const rows = await this.transaction((sql) =>
      sql<{ id: string }>(
        `with released as (
           update bookings set status = 'expired', updated_at = now()
            where status = 'payment_reported' and reported_at <= now() - ? * interval '1 hour' returning id
         ), changes as (
           insert into booking_changes (id, booking_id, user_id, actor, action, changes)
           select gen_random_uuid(), id, null, 'system', 'release', ? from released
         )
         select id from released`,
        [hours, JSON.stringify({ status: { from: 'payment_reported', to: 'expired' } })],
      ),
    );
    return rows.map((r) => r.id);
  }

  /** Held bookings, a keyset page by id (the reconciler gives each its expiry job). */
  findHeld(afterId: string, limit: number): Promise<{ id: string; holdExpiresAt: Date }[]> {
    return this.sql<{ id: string; holdExpiresAt: Date }>(
      `select id, hold_expires_at as "holdExpiresAt" from bookings where status = 'held' and id > ? order by id limit ?`,
      [afterId, limit],
    ).then((rows) => rows.map((r) => ({ id: r.id, holdExpiresAt: new Date(r.holdExpiresAt) })));
  }

  /**
   * An erasure (docs/architecture.md §16), in the caller's transaction: the booking's personal fields emptied (`name`
   * 'Erased') and its change record deleted; amounts, dates and payments stay, as tax law asks. False when it was
   * already erased (running an erasure again changes nothing).
   */
  async erasePersonalData(sql: Sql, bookingId: string): Promise<boolean> {
    const rows = await sql(
      `update bookings set name = 'Erased', phone = '', email = null, notes = null, utr = null, due_date = null, born_on = null,
              enquiry_id = null, payment_link_url = null, updated_at = now() where id = ? and name <> 'Erased' returning id`,
      [bookingId],
    );
    if (!rows.length) return false;
    await sql(`delete from booking_changes where booking_id = ?`, [bookingId]);
    return true;
  }

}
