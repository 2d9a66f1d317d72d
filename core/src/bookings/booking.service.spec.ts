import type { AppConfig } from '../config/app-config';
import type { DocumentIssuer } from '../billing/document-issuer.service';
import { Refusal } from '../errors/refusal';
import type { JobProducer } from '../jobs/job-producer.service';
import { JOBS } from '../jobs/jobs.contract';
import { BOOKING_MESSAGES as M } from './booking-messages';
import type { BookingRow } from './booking-row';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettingsAdmin } from './booking-settings';
import { addDays } from './booking-time';
import { BookingService, PARENTS, PHONE_LIVE_LIMIT, refusalOf, reportDecision, staffDecision, type BookablePackage } from './booking.service';
import { PhoneLimitError, SlotTakenError, UtrTakenError, WeekFullError, type BookingsRepository, type NewBooking, type Sql } from './bookings.repository';

const config = { timezone: 'Asia/Kolkata', bookingHoldSeconds: undefined, razorpay: { keyId: 'k', keySecret: 's', apiUrl: '' } } as unknown as AppConfig;
const settings: BookingSettingsAdmin = { ...DEFAULT_BOOKING_SETTINGS, calendarToken: 't', leadDays: 0, holdMinutes: 30 };
const family: BookablePackage = { id: 'p1', name: 'Family', kind: 'family', durationMinutes: 60, pricePaise: 500_000, advancePaise: 100_000, active: true };
const newborn: BookablePackage = { ...family, id: 'p2', name: 'Newborn', kind: 'newborn' };

function booking(over: Partial<BookingRow> = {}): BookingRow {
  return {
    id: 'b1', reference: 'R1', manageToken: 'tok', status: 'held', packageId: 'p1', packageName: 'Family', packageKind: 'family', durationMinutes: 60,
    date: null, start: null, startsAt: null, endsAt: null, dueDate: null, dueWeek: null, bornOn: null, name: 'Asha', phone: '9876543210',
    email: null, notes: null, pricePaise: 500_000, advancePaise: 100_000, paidPaise: 0, utr: null, holdExpiresAt: new Date(Date.now() + 60_000),
    reportedAt: null, paymentLinkId: null, paymentLinkUrl: null, enquiryId: null, createdAt: new Date(), updatedAt: new Date(), ...over,
  };
}

/** Expects a Refusal of this kind and message. */
async function refused(p: Promise<unknown> | (() => unknown), kind: Refusal['kind'], message: string): Promise<void> {
  const err = await (typeof p === 'function' ? Promise.resolve().then(p) : p).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Refusal);
  expect([(err as Refusal).kind, (err as Refusal).message]).toEqual([kind, message]);
}

describe('BookingService', () => {
  const repo = {
    insert: jest.fn<Promise<BookingRow>, [NewBooking, unknown, { newbornPerWeek?: number; phoneLimit?: number }]>(),
    byToken: jest.fn<Promise<BookingRow | null>, [string]>(),
    byId: jest.fn<Promise<BookingRow | null>, [string]>(),
    change: jest.fn(),
    acceptPayment: jest.fn<Promise<boolean>, unknown[]>(),
    recordChange: jest.fn<Promise<void>, unknown[]>(),
    enquiryExists: jest.fn<Promise<boolean>, [string]>(),
    addProviderPayment: jest.fn(),
  };
  const producer = { addOrLeaveToReconciler: jest.fn<Promise<boolean>, unknown[]>(), ensureOrLeaveToReconciler: jest.fn<Promise<boolean>, unknown[]>(), discard: jest.fn<Promise<void>, unknown[]>() };
  const documents = { issueInvoice: jest.fn<Promise<void>, unknown[]>() };
  const service = new BookingService(repo as unknown as BookingsRepository, producer as unknown as JobProducer, documents as unknown as DocumentIssuer, config);
  const sql = jest.fn() as unknown as Sql;
  /** Runs `decide` on this locked row as the repository would, and answers the row with the patch applied. */
  const lockedRow = (cur: BookingRow) =>
    repo.change.mockImplementation(async (_id: string, _actor: unknown, _action: string, decide: (c: BookingRow, s: Sql) => unknown) => {
      const patch = (await decide(cur, sql)) as Partial<BookingRow> | null;
      return { ...cur, ...(patch ?? {}) };
    });
  const aDay = () => addDays(service.today(), 3);

  beforeEach(() => {
    for (const f of [...Object.values(repo), ...Object.values(producer), documents.issueInvoice]) f.mockReset();
    repo.insert.mockImplementation(async (b) => booking({ ...(b as Partial<BookingRow>), id: 'new' }));
    producer.addOrLeaveToReconciler.mockResolvedValue(true);
  });

  describe('create', () => {
    it('holds a slot for the advance, with the phone limit, its expiry job and the Payment Link job', async () => {
      const row = await service.create({ packageId: 'p1', date: aDay(), start: '10:00', name: 'Asha', phone: '9876543210' }, settings, family, { actor: PARENTS });
      const [stored, , limits] = repo.insert.mock.calls[0];
      expect(stored).toMatchObject({ status: 'held', packageId: 'p1', date: aDay(), start: '10:00', dueWeek: null, advancePaise: 100_000 });
      expect(stored.endsAt!.getTime() - stored.startsAt!.getTime()).toBe(60 * 60_000);
      expect(stored.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
      expect(limits).toEqual({ newbornPerWeek: undefined, phoneLimit: PHONE_LIVE_LIMIT });
      expect(producer.addOrLeaveToReconciler.mock.calls.map(([j]) => [(j as { name: string }).name, (j as { jobId: string }).jobId])).toEqual([
        [JOBS.bookingsExpireHold, row.id],
        [JOBS.bookingsPaymentLink, `${row.id}-payment-link`],
      ]);
    });

    it('says no before storing anything: closed, unknown package, a newborn with a slot, a slot off the grid', async () => {
      const input = { packageId: 'p1', date: aDay(), start: '10:00', name: 'A', phone: '9876543210' };
      await refused(service.create(input, { ...settings, enabled: false }, family, { actor: PARENTS }), 'conflict', M.bookingsClosed);
      await refused(service.create(input, settings, null, { actor: PARENTS }), 'invalid', M.packageUnavailable);
      await refused(service.create(input, settings, { ...family, active: false }, { actor: PARENTS }), 'invalid', M.packageUnavailable);
      await refused(service.create(input, settings, newborn, { actor: PARENTS }), 'invalid', M.newbornNoSlot);
      await refused(service.create({ ...input, start: '10:07' }, settings, family, { actor: PARENTS }), 'invalid', M.notBookableTime);
      await refused(service.create({ ...input, date: undefined }, settings, family, { actor: PARENTS }), 'invalid', M.needsSlot);
      expect(repo.insert).not.toHaveBeenCalled();
    });

    it('names the field at fault in the refusal', async () => {
      const err = await service.create({ packageId: 'p2', name: 'A', phone: '9876543210' }, settings, newborn, { actor: PARENTS }).catch((e: Refusal) => e);
      expect((err as Refusal).details).toEqual({ fields: { dueDate: M.newbornNeedsDueDate } });
    });

    it("a newborn is counted against its due week; staff's bookings have no phone limit and check the enquiry", async () => {
      await service.create({ packageId: 'p2', dueDate: addDays(service.today(), 30), name: 'A', phone: '9876543210' }, settings, newborn, { actor: PARENTS });
      expect(repo.insert.mock.calls[0][2]).toEqual({ newbornPerWeek: settings.newbornPerWeek, phoneLimit: PHONE_LIVE_LIMIT });
      repo.enquiryExists.mockResolvedValue(false);
      const staff = { actor: { userId: 'u', name: 'admin' }, staff: { status: 'confirmed' as const, enquiryId: 'e1' } };
      await refused(service.create({ packageId: 'p1', date: aDay(), start: '10:00', name: 'A', phone: '9876543210' }, settings, family, staff), 'invalid', M.enquiryId);
      repo.enquiryExists.mockResolvedValue(true);
      await service.create({ packageId: 'p1', date: aDay(), start: '10:00', name: 'A', phone: '9876543210' }, settings, { ...family, active: false }, staff);
      expect(repo.insert.mock.calls[1][2]).toEqual({ newbornPerWeek: undefined, phoneLimit: undefined });
      expect(repo.insert.mock.calls[1][0]).toMatchObject({ status: 'confirmed', holdExpiresAt: null, enquiryId: 'e1' });
    });

    it("maps the repository's refusals to the contract's 409s", async () => {
      repo.insert.mockRejectedValue(new SlotTakenError('slot taken'));
      await refused(service.create({ packageId: 'p1', date: aDay(), start: '10:00', name: 'A', phone: '9876543210' }, settings, family, { actor: PARENTS }), 'conflict', M.slotTaken);
      expect(producer.addOrLeaveToReconciler).not.toHaveBeenCalled();
    });
  });

  describe('the manage link', () => {
    it('an unknown token is not found', async () => {
      repo.byToken.mockResolvedValue(null);
      await refused(service.cancel('nope'), 'not-found', M.notFound);
    });

    it('a report turns a live hold into payment_reported and drops its expiry job', async () => {
      repo.byToken.mockResolvedValue(booking());
      lockedRow(booking());
      const row = await service.reportPayment('tok', '412345678901');
      expect(row).toMatchObject({ status: 'payment_reported', utr: '412345678901' });
      expect(producer.discard).toHaveBeenCalledWith('bookings', 'b1');
    });

    it('cancel refuses within 48 hours and a booking no longer live', async () => {
      repo.byToken.mockResolvedValue(booking());
      lockedRow(booking({ startsAt: new Date(Date.now() + 3600_000) }));
      await refused(service.cancel('tok'), 'conflict', M.tooLate);
      lockedRow(booking({ status: 'expired' }));
      await refused(service.cancel('tok'), 'conflict', M.notLive);
    });

    it('birth is for newborn bookings, within the last 14 days', async () => {
      repo.byToken.mockResolvedValue(booking());
      await refused(service.birth('tok', service.today()), 'invalid', M.notNewborn);
      repo.byToken.mockResolvedValue(booking({ packageKind: 'newborn' }));
      await refused(service.birth('tok', addDays(service.today(), -15)), 'invalid', M.bornOnRange);
    });

    it('schedule keeps a newborn session 5 to 14 days after birth', async () => {
      const bornOn = addDays(service.today(), -2);
      repo.byToken.mockResolvedValue(booking({ packageKind: 'newborn', bornOn }));
      await refused(service.schedule('tok', addDays(bornOn, 20), '10:00', settings), 'invalid', M.newbornWindow);
    });
  });

  describe('reportDecision', () => {
    it('refuses a new UTR once confirmed, a hold past its end; repeats nothing', () => {
      expect(reportDecision(booking({ status: 'confirmed', utr: '412345678901' }), '412345678901')).toBeNull();
      expect(() => reportDecision(booking({ status: 'confirmed', utr: '412345678901' }), '499999999999')).toThrow(M.utrConfirmed);
      expect(() => reportDecision(booking({ holdExpiresAt: new Date(Date.now() - 1) }), '412345678901')).toThrow(M.notHeld);
      expect(reportDecision(booking({ status: 'payment_reported', utr: '412345678901' }), '499999999999')).toEqual({ utr: '499999999999' });
    });
  });

  describe('staff changes', () => {
    const hold = new Date(Date.now() + 1800_000);

    it('confirming a reported UTR accepts the advance still due (its receipt), by UPI', () => {
      const cur = booking({ status: 'payment_reported', utr: '412345678901', paidPaise: 0, holdExpiresAt: null });
      const d = staffDecision(cur, { status: 'confirmed' }, null, hold);
      expect(d.patch).toMatchObject({ status: 'confirmed', holdExpiresAt: null, paidPaise: 100_000 });
      expect(d.payment).toEqual({ provider: 'manual', amountPaise: 100_000, method: 'upi', reference: '412345678901' });
      expect(d.invoice).toBe(false);
    });

    it('a refund is negative and never more than was paid; completion issues the invoice; held again gets a new end', () => {
      const paid = booking({ status: 'confirmed', paidPaise: 100_000 });
      expect(staffDecision(paid, { refundPaise: 40_000 }, null, hold).payment).toMatchObject({ amountPaise: -40_000, method: 'manual' });
      expect(() => staffDecision(paid, { refundPaise: 100_001 }, null, hold)).toThrow(M.refundPaise);
      expect(() => staffDecision(paid, { refundPaise: 1, paidPaise: 5 }, null, hold)).toThrow(M.refundPaise);
      expect(staffDecision(paid, { status: 'completed' }, null, hold)).toMatchObject({ invoice: true, payment: null });
      expect(staffDecision(booking({ status: 'expired' }), { status: 'held' }, null, hold).patch.holdExpiresAt).toBe(hold);
      expect(staffDecision(booking({ status: 'expired' }), { status: 'payment_reported' }, null, hold).patch.reportedAt).toBeInstanceOf(Date);
    });

    it('runs the payment, the invoice and the note inside the booking change, then re-adds a new hold job', async () => {
      const cur = booking({ status: 'confirmed', paidPaise: 100_000 });
      repo.byId.mockResolvedValue(cur);
      lockedRow(cur);
      const actor = { userId: 'u', name: 'admin' };
      await service.staffChange('b1', { status: 'completed', paidPaise: 500_000, note: 'paid in full' }, actor, settings);
      expect(repo.acceptPayment).toHaveBeenCalledWith(sql, cur, expect.objectContaining({ amountPaise: 400_000 }));
      expect(documents.issueInvoice).toHaveBeenCalledWith(sql, cur);
      expect(repo.recordChange).toHaveBeenCalledWith(sql, 'b1', actor, 'note', { note: { from: null, to: 'paid in full' } });

      const expired = booking({ status: 'expired', holdExpiresAt: null });
      repo.byId.mockResolvedValue(expired);
      lockedRow(expired);
      await service.staffChange('b1', { status: 'held' }, actor, settings);
      expect(producer.ensureOrLeaveToReconciler).toHaveBeenCalledWith(expect.objectContaining({ name: JOBS.bookingsExpireHold, jobId: 'b1' }));
    });

    it('refuses half a reschedule, a birth on a non-newborn, an unknown id', async () => {
      repo.byId.mockResolvedValue(booking());
      await refused(service.staffChange('b1', { date: aDay() }, PARENTS, settings), 'invalid', M.bothDateAndStart);
      await refused(service.staffChange('b1', { bornOn: service.today() }, PARENTS, settings), 'invalid', M.notNewborn);
      repo.byId.mockResolvedValue(null);
      await refused(service.staffChange('b1', {}, PARENTS, settings), 'not-found', M.notFound);
      expect(repo.change).not.toHaveBeenCalled();
    });
  });

  describe('refusalOf', () => {
    it("names the database's refusals in the contract's words as 409s, and leaves any other error as it is", () => {
      const pairs: [Error, string][] = [
        [new SlotTakenError('x'), M.slotTaken],
        [new WeekFullError('x'), M.weekFull],
        [new UtrTakenError('x'), M.utrTaken],
        [new PhoneLimitError('x'), M.phoneLimit],
      ];
      for (const [e, message] of pairs) expect(refusalOf(e)).toMatchObject({ kind: 'conflict', message });
      const other = new Error('db down');
      expect(refusalOf(other)).toBe(other);
    });
  });
});
