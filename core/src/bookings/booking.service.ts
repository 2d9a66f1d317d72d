import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DocumentIssuer } from '../billing/document-issuer.service';
import { Refusal } from '../errors/refusal';
import { bookingPaymentLinkJob, QUEUES } from '../jobs/jobs.contract';
import { JobProducer } from '../jobs/job-producer.service';
import { InjectConfig } from '../nest/core.module';
import { studioDay } from '../time/studio-day';
import { blockMinutes, computeAvailability, isBookableSlot } from './availability';
import { newBookingReference, newManageToken } from './booking-codes';
import { holdEndsAt, holdExpiryJob } from './booking-hold';
import { BOOKING_MESSAGES as M } from './booking-messages';
import { LIVE_STATUSES, type BookingActor, type BookingRow, type BookingStatus, type PackageKind } from './booking-row';
import type { BookingSettingsAdmin } from './booking-settings';
import { addDays, daysBetween, mondayOf, zonedInstant } from './booking-time';
import { BookingsRepository, PhoneLimitError, SlotTakenError, UtrTakenError, WeekFullError } from './bookings.repository';

export const PARENTS: BookingActor = { userId: null, name: 'parents' };
/** Live bookings one phone number may hold without staff (docs/architecture.md §13, "Nobody can squat the calendar"). */
export const PHONE_LIVE_LIMIT = 2;
const CANCEL_NOTICE_MS = 48 * 3600_000;

/** A 400 naming the field at fault (the answer's `fields`). */
const invalid = (message: string, field?: string) => new Refusal('invalid', message, field ? { fields: { [field]: message } } : {});
const conflict = (message: string) => new Refusal('conflict', message);

/** The repository's refusals (the database's constraints and locks) in the contract's words; anything else as it is. */
export function refusalOf(e: unknown): unknown {
  if (e instanceof SlotTakenError) return conflict(M.slotTaken);
  if (e instanceof WeekFullError) return conflict(M.weekFull);
  if (e instanceof UtrTakenError) return conflict(M.utrTaken);
  if (e instanceof PhoneLimitError) return conflict(M.phoneLimit);
  return e;
}

/** What a booking needs of its package (the api reads packages, cached; core/src never reads them itself). */
export interface BookablePackage {
  id: string;
  name: string;
  kind: PackageKind;
  durationMinutes: number;
  pricePaise: number;
  advancePaise: number;
  active: boolean;
}

export interface NewBookingInput {
  packageId: string;
  date?: string;
  start?: string;
  dueDate?: string;
  name: string;
  phone: string;
  email?: string;
  notes?: string;
}

export interface BookingOptions {
  actor: BookingActor;
  /** Staff: any open slot from today on (no lead days, two years ahead), any initial status, an enquiry. */
  staff?: { status?: BookingStatus; enquiryId?: string };
}

export interface AvailabilityInput {
  packageId?: string;
  from?: string;
  to?: string;
  dueDate?: string;
  manage?: string;
}

export interface AvailabilityAnswer {
  days?: { date: string; slots: { start: string; available: boolean }[] }[];
  dueWeek?: { startsOn: string; left: number };
}

/** A staff change (PATCH /api/admin/bookings/:id); money in paise. */
export interface StaffChange {
  status?: BookingStatus;
  date?: string;
  start?: string;
  bornOn?: string;
  paidPaise?: number;
  refundPaise?: number;
  utr?: string;
  note?: string;
}

/**
 * The booking rules (docs/architecture.md §13), for the api's parents' and staff routes alike: a new booking (held for
 * the advance, or requested when there is none), the UTR report, cancel, birth, schedule, staff changes (a restored
 * report, a payment through BookingsRepository.acceptPayment, completion's invoice). Says no with Refusal; the hold's
 * jobs are added here. `settings` and packages are passed in: the api reads them through its cache.
 */
@Injectable()
export class BookingService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly producer: JobProducer,
    private readonly documents: DocumentIssuer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  today(at = new Date()): string {
    return studioDay(this.config.timezone, at);
  }

  // ---- availability ----

  async availability(q: AvailabilityInput, s: BookingSettingsAdmin, pkg: BookablePackage | null): Promise<AvailabilityAnswer> {
    const managed = q.manage ? await this.bookings.byToken(q.manage) : null;
    if (q.manage && !managed) throw new Refusal('not-found', M.notFound);
    if (managed) pkg = null;
    if (!managed && (!pkg || !pkg.active)) throw q.packageId ? new Refusal('not-found', M.packageUnavailable) : invalid(M.availabilityNeeds, 'packageId');
    const today = this.today();
    if (q.dueDate && pkg) {
      if (pkg.kind !== 'newborn') throw invalid(M.newbornNoSlot, 'dueDate');
      checkDueDate(q.dueDate, today);
      const week = mondayOf(q.dueDate);
      return { dueWeek: { startsOn: week, left: Math.max(0, s.newbornPerWeek - (await this.bookings.newbornWeekCount(week))) } };
    }
    if (!q.from || !q.to) throw invalid(M.availabilityNeeds, q.from ? 'to' : 'from');
    const span = daysBetween(q.from, q.to);
    if (span < 0 || span > 61) throw invalid(M.range, 'to');
    let window: { from: string; to: string } | undefined;
    let duration = pkg?.durationMinutes ?? 0;
    if (managed) {
      if (managed.packageKind !== 'newborn' || !managed.bornOn) throw invalid(M.birthFirst, 'manage');
      window = newbornWindow(managed.bornOn);
      duration = managed.durationMinutes;
    }
    const block = blockMinutes(duration, s.slotMinutes);
    const from = zonedInstant(q.from, '00:00', this.config.timezone);
    const to = zonedInstant(addDays(q.to, 1), '00:00', this.config.timezone);
    const busy = await this.bookings.busy(from, new Date(to.getTime() + block * 60_000), managed?.id);
    const days = computeAvailability(s, { today, from: q.from, to: q.to, durationMinutes: duration, timezone: this.config.timezone, now: Date.now(), busy, window });
    return { days };
  }

  /** Checks a date and start against the grid and the bookable days; returns the booked instants. */
  slotOf(s: BookingSettingsAdmin, p: { date: string; start: string; durationMinutes: number; staff?: boolean; window?: { from: string; to: string } }): { startsAt: Date; endsAt: Date } {
    const today = this.today();
    const rules = p.staff ? { ...s, leadDays: 0, horizonDays: 730 } : s;
    const ok = isBookableSlot(rules, { today, date: p.date, start: p.start, durationMinutes: p.durationMinutes, timezone: this.config.timezone, now: Date.now(), window: p.window });
    if (!ok) {
      // Which field is wrong: a day that is fine on its own means the time is off the grid (or already begun).
      const dayOk = isBookableSlot(rules, { today, date: p.date, start: s.opensAt, durationMinutes: s.slotMinutes, timezone: this.config.timezone, now: 0, window: p.window });
      if (p.window && !dayOk) throw invalid(M.newbornWindow, 'date');
      throw dayOk ? invalid(M.notBookableTime, 'start') : invalid(M.notBookableDay, 'date');
    }
    const startsAt = zonedInstant(p.date, p.start, this.config.timezone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + blockMinutes(p.durationMinutes, s.slotMinutes) * 60_000) };
  }

  // ---- a new booking ----

  async create(input: NewBookingInput, s: BookingSettingsAdmin, pkg: BookablePackage | null, opts: BookingOptions): Promise<BookingRow> {
    const enquiryId = opts.staff?.enquiryId;
    if (enquiryId && !(await this.bookings.enquiryExists(enquiryId))) throw invalid(M.enquiryId, 'enquiryId');
    if (!opts.staff && !s.enabled) throw conflict(M.bookingsClosed);
    if (!pkg || (!pkg.active && !opts.staff)) throw invalid(M.packageUnavailable, 'packageId');
    let slot: { startsAt: Date; endsAt: Date } | null = null;
    let dueWeek: string | null = null;
    if (pkg.kind === 'newborn') {
      if (input.date || input.start) throw invalid(M.newbornNoSlot, input.date ? 'date' : 'start');
      if (!input.dueDate) throw invalid(M.newbornNeedsDueDate, 'dueDate');
      checkDueDate(input.dueDate, this.today());
      dueWeek = mondayOf(input.dueDate);
    } else {
      if (input.dueDate) throw invalid(M.needsSlot, 'dueDate');
      if (!input.date) throw invalid(M.needsSlot, 'date');
      if (!input.start) throw invalid(M.needsSlot, 'start');
      slot = this.slotOf(s, { date: input.date, start: input.start, durationMinutes: pkg.durationMinutes, staff: Boolean(opts.staff) });
    }
    const status: BookingStatus = opts.staff?.status ?? (pkg.advancePaise > 0 ? 'held' : 'requested');
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
          date: slot ? input.date! : null,
          start: slot ? input.start! : null,
          startsAt: slot?.startsAt ?? null,
          endsAt: slot?.endsAt ?? null,
          dueDate: input.dueDate ?? null,
          dueWeek,
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
          notes: input.notes ?? null,
          pricePaise: pkg.pricePaise,
          advancePaise: pkg.advancePaise,
          holdExpiresAt: status === 'held' ? holdEndsAt(s, this.config) : null,
          enquiryId: enquiryId ?? null,
        },
        opts.actor,
        { newbornPerWeek: dueWeek ? s.newbornPerWeek : undefined, phoneLimit: opts.staff ? undefined : PHONE_LIVE_LIMIT },
      );
    } catch (e) {
      throw refusalOf(e);
    }
    if (row.status === 'held' && row.holdExpiresAt) {
      // A new id: a plain add (with Redis away the worker's reconciler adds it).
      await this.producer.addOrLeaveToReconciler(holdExpiryJob({ bookingId: row.id, holdExpiresAt: row.holdExpiresAt }));
      // The Payment Link is made by the worker: no request waits on Razorpay (with Redis away, parents pay by UPI).
      if (this.razorpayEnabled && row.advancePaise > 0) await this.producer.addOrLeaveToReconciler(bookingPaymentLinkJob({ bookingId: row.id }));
    }
    return row;
  }

  private get razorpayEnabled(): boolean {
    return Boolean(this.config.razorpay.keyId && this.config.razorpay.keySecret);
  }

  // ---- the parents' manage link ----

  async byToken(token: string): Promise<BookingRow> {
    const row = await this.bookings.byToken(token);
    if (!row) throw new Refusal('not-found', M.notFound);
    return row;
  }

  async reportPayment(token: string, utr: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    let row: BookingRow | null;
    try {
      row = await this.bookings.change(b.id, PARENTS, 'payment-reported', (cur) => reportDecision(cur, utr));
    } catch (e) {
      throw refusalOf(e);
    }
    if (row?.status === 'payment_reported') await this.discardHoldJob(row.id);
    return row!;
  }

  async cancel(token: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    const row = await this.bookings.change(b.id, PARENTS, 'cancel', (cur) => {
      if (cur.status === 'cancelled') return null;
      if (!LIVE_STATUSES.includes(cur.status)) throw conflict(M.notLive);
      if (tooLate(cur)) throw conflict(M.tooLate);
      return { status: 'cancelled' };
    });
    await this.discardHoldJob(b.id);
    return row!;
  }

  async birth(token: string, bornOn: string): Promise<BookingRow> {
    const b = await this.byToken(token);
    if (b.packageKind !== 'newborn') throw invalid(M.notNewborn, 'bornOn');
    const age = daysBetween(bornOn, this.today());
    if (age < 0 || age > 14) throw invalid(M.bornOnRange, 'bornOn');
    return (await this.bookings.change(b.id, PARENTS, 'birth', (cur) => {
      if (!LIVE_STATUSES.includes(cur.status)) throw conflict(M.notLive);
      return { bornOn };
    }))!;
  }

  async schedule(token: string, date: string, start: string, s: BookingSettingsAdmin): Promise<BookingRow> {
    const b = await this.byToken(token);
    if (b.packageKind !== 'newborn') throw invalid(M.notNewborn, 'date');
    if (!b.bornOn) throw invalid(M.birthFirst, 'date');
    const slot = this.slotOf(s, { date, start, durationMinutes: b.durationMinutes, window: newbornWindow(b.bornOn) });
    try {
      return (await this.bookings.change(b.id, PARENTS, 'schedule', (cur) => {
        if (!LIVE_STATUSES.includes(cur.status)) throw conflict(M.notLive);
        if (tooLate(cur)) throw conflict(M.tooLate);
        return { date, start, startsAt: slot.startsAt, endsAt: slot.endsAt };
      }))!;
    } catch (e) {
      throw refusalOf(e);
    }
  }

  // ---- the studio's side ----

  /**
   * A staff change under the booking's row lock: status (held again gets a new hold; a report put back, e.g. restored
   * after its release, a full check period), a new day and time, the birth, the UTR, a payment or refund (accepted
   * through acceptPayment with its receipt or refund voucher), completion's invoice, a note; all in one transaction.
   */
  async staffChange(id: string, change: StaffChange, actor: BookingActor, s: BookingSettingsAdmin): Promise<BookingRow> {
    const current = await this.bookings.byId(id);
    if (!current) throw new Refusal('not-found', M.notFound);
    if ((change.date === undefined) !== (change.start === undefined)) throw invalid(M.bothDateAndStart, change.date ? 'start' : 'date');
    if (change.bornOn !== undefined && current.packageKind !== 'newborn') throw invalid(M.notNewborn, 'bornOn');
    const slot = change.date && change.start ? this.slotOf(s, { date: change.date, start: change.start, durationMinutes: current.durationMinutes, staff: true }) : null;
    let after: BookingRow | null;
    try {
      after = await this.bookings.change(id, actor, 'update', async (cur, sql) => {
        const { patch, payment, invoice } = staffDecision(cur, change, slot, holdEndsAt(s, this.config));
        if (payment) await this.bookings.acceptPayment(sql, cur, payment);
        if (invoice) await this.documents.issueInvoice(sql, cur);
        if (change.note) await this.bookings.recordChange(sql, cur.id, actor, 'note', { note: { from: null, to: change.note } });
        return patch;
      });
    } catch (e) {
      throw refusalOf(e);
    }
    if (!after) throw new Refusal('not-found', M.notFound);
    if (after.status === 'held' && after.holdExpiresAt) await this.producer.ensureOrLeaveToReconciler(holdExpiryJob({ bookingId: after.id, holdExpiresAt: after.holdExpiresAt }));
    else if (current.status === 'held') await this.discardHoldJob(id);
    return after;
  }

  /** Razorpay's `payment_link.paid`: the payment accepted once per its id; a confirmed booking's hold job goes. */
  async acceptProviderPayment(reference: string, p: { paymentId: string; amountPaise: number }): Promise<BookingRow | 'duplicate' | null> {
    const result = await this.bookings.addProviderPayment(reference, { provider: 'razorpay', ...p }, { userId: null, name: 'razorpay' });
    if (result && result !== 'duplicate' && result.status === 'confirmed') await this.discardHoldJob(result.id);
    return result;
  }

  /** The hold ended some other way (reported, paid, cancelled): its job would find nothing to do. */
  private discardHoldJob(bookingId: string): Promise<void> {
    return this.producer.discard(QUEUES.bookings, bookingId);
  }
}

function checkDueDate(dueDate: string, today: string): void {
  const d = daysBetween(today, dueDate);
  if (d < -14 || d > 280) throw invalid(M.dueDateRange, 'dueDate');
}

/** A newborn session is 5 to 14 days after birth. */
const newbornWindow = (bornOn: string) => ({ from: addDays(bornOn, 5), to: addDays(bornOn, 14) });

/** Within 48 hours of its start, parents must ask the studio. */
const tooLate = (b: BookingRow, now = Date.now()) => Boolean(b.startsAt && b.startsAt.getTime() - now < CANCEL_NOTICE_MS);

/** The parents' UTR report on the locked row: null when it repeats what is there. */
export function reportDecision(cur: BookingRow, utr: string, now = Date.now()): Partial<BookingRow> | null {
  if (cur.utr === utr && (cur.status === 'payment_reported' || cur.status === 'confirmed')) return null;
  // Once staff (or Razorpay) confirmed the advance, the UTR they checked stays.
  if (cur.status === 'confirmed' || cur.status === 'completed') throw conflict(M.utrConfirmed);
  if (cur.status === 'payment_reported') return { utr };
  if (cur.status !== 'held' || (cur.holdExpiresAt && cur.holdExpiresAt.getTime() <= now)) throw conflict(M.notHeld);
  return { status: 'payment_reported', utr, reportedAt: new Date(now) };
}

type AcceptPayment = Parameters<BookingsRepository['acceptPayment']>[2];

/**
 * A staff change decided on the locked row: the fields to set, the payment to accept (its receipt or refund voucher)
 * and whether completion issues the invoice. `newHoldEnd`: where a booking held again ends.
 */
export function staffDecision(
  cur: BookingRow,
  change: StaffChange,
  slot: { startsAt: Date; endsAt: Date } | null,
  newHoldEnd: Date,
): { patch: Partial<BookingRow>; payment: AcceptPayment | null; invoice: boolean } {
  const patch: Partial<BookingRow> = {};
  if (change.status && change.status !== cur.status) {
    patch.status = change.status;
    if (change.status !== 'held') patch.holdExpiresAt = cur.status === 'held' ? null : cur.holdExpiresAt;
    if (change.status === 'held') patch.holdExpiresAt = newHoldEnd;
    // A report staff put back (e.g. restored after its release) gets a full check period again.
    if (change.status === 'payment_reported') patch.reportedAt = new Date();
  }
  if (slot) Object.assign(patch, { date: change.date, start: change.start, startsAt: slot.startsAt, endsAt: slot.endsAt });
  if (change.bornOn !== undefined) patch.bornOn = change.bornOn;
  if (change.utr !== undefined) patch.utr = change.utr;
  // Confirming a reported UTR accepts the advance still due (docs/architecture.md §17: it gets its receipt).
  const confirmsReported = change.status === 'confirmed' && cur.status === 'payment_reported' && change.paidPaise === undefined && change.refundPaise === undefined;
  const paidPaise = confirmsReported ? Math.max(cur.paidPaise, cur.advancePaise) : change.refundPaise !== undefined ? cur.paidPaise - change.refundPaise : change.paidPaise;
  if (change.refundPaise !== undefined && (change.refundPaise > cur.paidPaise || change.paidPaise !== undefined)) throw invalid(M.refundPaise, 'refundPaise');
  let payment: AcceptPayment | null = null;
  if (paidPaise !== undefined && paidPaise !== cur.paidPaise) {
    patch.paidPaise = paidPaise;
    payment = { provider: 'manual', amountPaise: paidPaise - cur.paidPaise, method: confirmsReported ? 'upi' : 'manual', reference: change.utr ?? cur.utr };
  }
  return { patch, payment, invoice: change.status === 'completed' && cur.status === 'confirmed' };
}
