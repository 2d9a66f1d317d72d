import { addDays } from '@studio/core/bookings/booking-time';
import { studioDay } from '@studio/core/time/studio-day';
import { BookingRemindersService } from '@studio/worker/bookings/booking-reminders.service';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

const UTR_TAKEN = 'That UTR is already on another booking. Please check the number.';
const PHONE_LIMIT = 'You already have bookings with us. Please message the studio on WhatsApp.';

/**
 * docs/architecture.md §13, "Nobody can squat the calendar", against the real api, worker, Postgres and Redis, each
 * rule with many requests at once: one UTR per booking, two live bookings per phone, unconfirmed reports flagged
 * then released (staff may restore), the UTR fixed once confirmed, no-store on every answer naming a booking.
 */
describe('bookings (§13): nobody can squat the calendar', () => {
  let stack: TestStack;
  let familyId: string;
  const today = studioDay('Asia/Kolkata');
  let phones = 0;
  const nextPhone = () => `8${String(100_000_000 + ++phones).slice(-9)}`;
  /** n slots that do not overlap (the family package is 90 minutes: six a day), from `first` on. */
  const spread = (first: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ date: addDays(today, first + Math.floor(i / 6)), start: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'][i % 6] }));
  const book = (date: string, start: string, phone = nextPhone()) =>
    stack.http('/api/bookings', { method: 'POST', json: { packageId: familyId, date, start, name: 'Meera', phone } });
  const tokenOf = (res: { body: { booking: { manageUrl: string } } }) => res.body.booking.manageUrl.split('/').pop()!;
  const report = (token: string, utr: string) => stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr } });
  const sql = (q: string, params: unknown[] = []) => stack.orm.em.getConnection().execute(q, params);
  const available = async (date: string, start: string) => {
    const res = await stack.http(`/api/booking/availability?packageId=${familyId}&from=${date}&to=${date}`);
    return res.body.days[0].slots.find((s: { start: string }) => s.start === start).available as boolean;
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { STUDIO_TIMEZONE: 'Asia/Kolkata', RECONCILE_INTERVAL_MS: '600000', BOOKING_RATE_LIMIT_PER_HOUR: '10000' } });
    familyId = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'family').id;
  });
  afterAll(() => stack?.close());

  it('one UTR, reported on 12 bookings at once, lands on exactly one; the others answer 409 and stay held', async () => {
    const made = await Promise.all(spread(20, 12).map((s) => book(s.date, s.start)));
    expect(made.map((r) => r.status)).toEqual(Array(12).fill(201));
    const answers = await Promise.all(made.map((r) => report(tokenOf(r), '512345678901')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(11);
    for (const a of refused) expect(a.body.message).toBe(UTR_TAKEN);
    expect(Number((await sql(`select count(*) as n from bookings where utr = '512345678901'`))[0].n)).toBe(1);
    expect(Number((await sql(`select count(*) as n from bookings where status = 'held' and date in (?, ?)`, [addDays(today, 20), addDays(today, 21)]))[0].n)).toBe(11);
    // The one that holds it may repeat its own report; staff may not put it on a second booking either.
    const winner = made[answers.findIndex((a) => a.status === 200)];
    expect((await report(tokenOf(winner), '512345678901')).status).toBe(200);
    const other = await stack.http('/api/admin/bookings?q=' + made[answers.findIndex((a) => a.status === 409)].body.booking.reference, { token: stack.adminToken });
    const patch = await stack.http(`/api/admin/bookings/${other.body.items[0].id}`, { method: 'PATCH', token: stack.adminToken, json: { utr: '512345678901' } });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toBe(UTR_TAKEN);
  });

  it('one phone, 10 bookings at once: exactly 2 live ones; a cancelled one frees a place; staff are not limited', async () => {
    const phone = '7000000001';
    const answers = await Promise.all(spread(22, 10).map((s) => book(s.date, s.start, phone)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(8);
    for (const a of refused) expect(a.body.message).toBe(PHONE_LIMIT);
    expect(Number((await sql(`select count(*) as n from bookings where phone = ?`, [phone]))[0].n)).toBe(2);
    const kept = answers.find((a) => a.status === 201)!;
    expect((await stack.http(`/api/bookings/manage/${tokenOf(kept)}/cancel`, { method: 'POST' })).status).toBe(200);
    expect((await book(addDays(today, 12), '09:00', phone)).status).toBe(201);
    expect((await book(addDays(today, 12), '11:00', phone)).status).toBe(409);
    const staff = await stack.http('/api/admin/bookings', { method: 'POST', token: stack.adminToken, json: { packageId: familyId, date: addDays(today, 12), start: '13:00', name: 'Meera', phone } });
    expect(staff.status).toBe(201);
  });

  it('unconfirmed reports: flagged first after reportedCheckHours, released after reportedReleaseHours (slot freed, parents told); staff restore', async () => {
    const date = addDays(today, 13);
    const [a, b] = await Promise.all([book(date, '10:00'), book(date, '12:00')]);
    expect((await report(tokenOf(a), '612345678901')).status).toBe(200);
    expect((await report(tokenOf(b), '612345678902')).status).toBe(200);
    // a reported 30 hours ago (past the 24-hour check), b 80 hours ago (past the 72-hour release).
    await sql(`update bookings set reported_at = now() - interval '30 hours' where reference = ?`, [a.body.booking.reference]);
    await sql(`update bookings set reported_at = now() - interval '80 hours' where reference = ?`, [b.body.booking.reference]);
    const fills = await Promise.all([stack.worker!.get(BookingRemindersService).fill(), stack.worker!.get(BookingRemindersService).fill()]);
    expect(fills.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);

    const list = await stack.http('/api/admin/bookings/to-send', { token: stack.adminToken });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.items[0]).toMatchObject({ kind: 'payment_check', bookingReference: a.body.booking.reference });
    expect(list.body.items[0].text).toContain('612345678901');
    expect(list.body.items.filter((r: { kind: string }) => r.kind === 'payment_check')).toHaveLength(1);
    const page = await stack.http(`/api/admin/bookings?from=${date}&to=${date}`, { token: stack.adminToken });
    const rowA = page.body.items.find((r: { reference: string }) => r.reference === a.body.booking.reference);
    expect(rowA).toMatchObject({ status: 'payment_reported', paymentToCheck: true, paymentOverdue: true });

    const released = await stack.http(`/api/bookings/manage/${tokenOf(b)}`);
    expect(released.body.booking).toMatchObject({ status: 'expired', paymentReleased: true });
    expect(await available(date, '12:00')).toBe(true);
    const idB = page.body.items.find((r: { reference: string }) => r.reference === b.body.booking.reference).id;
    const history = await stack.http(`/api/admin/bookings/${idB}`, { token: stack.adminToken });
    expect(history.body.changes.map((c: { action: string }) => c.action)).toContain('release');
    // Staff restore it: live again, its slot blocked, a full check period from now.
    const restored = await stack.http(`/api/admin/bookings/${idB}`, { method: 'PATCH', token: stack.adminToken, json: { status: 'payment_reported' } });
    expect(restored.status).toBe(200);
    expect(restored.body.booking).toMatchObject({ status: 'payment_reported', paymentOverdue: false });
    expect(await available(date, '12:00')).toBe(false);
    await stack.worker!.get(BookingRemindersService).fill();
    expect((await stack.http(`/api/bookings/manage/${tokenOf(b)}`)).body.booking.status).toBe('payment_reported');
    // Confirmed: the payment-check item leaves the list.
    const idA = rowA.id;
    expect((await stack.http(`/api/admin/bookings/${idA}`, { method: 'PATCH', token: stack.adminToken, json: { status: 'confirmed' } })).status).toBe(200);
    const after = await stack.http('/api/admin/bookings/to-send', { token: stack.adminToken });
    expect(after.body.items.find((r: { kind: string; bookingReference: string }) => r.kind === 'payment_check' && r.bookingReference === a.body.booking.reference)).toBeUndefined();
  });

  it('after staff confirm, the UTR cannot be changed from the manage page (parallel tries all 409); the same UTR again is fine', async () => {
    const res = await book(addDays(today, 14), '10:00');
    const token = tokenOf(res);
    expect((await report(token, '712345678901')).status).toBe(200);
    // Before confirmation the parents may still correct it.
    expect((await report(token, '712345678902')).status).toBe(200);
    const id = (await stack.http(`/api/admin/bookings?q=${res.body.booking.reference}`, { token: stack.adminToken })).body.items[0].id;
    expect((await stack.http(`/api/admin/bookings/${id}`, { method: 'PATCH', token: stack.adminToken, json: { status: 'confirmed' } })).status).toBe(200);
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => report(token, `71234567891${i}`)));
    for (const t of tries) expect(t.status).toBe(409);
    expect((await report(token, '712345678902')).status).toBe(200);
    expect((await sql(`select utr from bookings where id = ?`, [id]))[0].utr).toBe('712345678902');
  });

  it('every answer naming a booking is Cache-Control: no-store', async () => {
    const res = await book(addDays(today, 15), '10:00');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = tokenOf(res);
    const id = (await stack.http(`/api/admin/bookings?q=${res.body.booking.reference}`, { token: stack.adminToken })).body.items[0].id;
    const answers = await Promise.all([
      stack.http(`/api/bookings/manage/${token}`),
      stack.http(`/api/admin/bookings?q=${res.body.booking.reference}`, { token: stack.adminToken }),
      stack.http(`/api/admin/bookings/${id}`, { token: stack.adminToken }),
      stack.http('/api/admin/bookings', { method: 'POST', token: stack.adminToken, json: { packageId: familyId, date: addDays(today, 15), start: '12:00', name: 'Staff', phone: nextPhone() } }),
    ]);
    for (const a of answers) expect([a.status, a.headers.get('cache-control')]).toEqual([expect.any(Number), 'no-store']);
    for (const path of ['payment', 'schedule', 'birth', 'cancel']) {
      const body = path === 'payment' ? { utr: '812345678901' } : path === 'schedule' ? { date: addDays(today, 15), start: '14:00' } : path === 'birth' ? { bornOn: today } : {};
      const r = await stack.http(`/api/bookings/manage/${token}/${path}`, { method: 'POST', json: body });
      if (r.status < 300) expect(r.headers.get('cache-control')).toBe('no-store');
    }
    const patched = await stack.http(`/api/admin/bookings/${id}`, { method: 'PATCH', token: stack.adminToken, json: { note: 'called' } });
    expect(patched.headers.get('cache-control')).toBe('no-store');
  });
});
