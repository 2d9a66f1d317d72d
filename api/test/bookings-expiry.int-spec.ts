import { addDays } from '@studio/core/bookings/booking-time';
import { studioDay } from '@studio/core/time/studio-day';
import { BookingRemindersService } from '@studio/worker/bookings/booking-reminders.service';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A hold expires by its delayed job (job id = booking id), and the reconciler is the safety net: with Redis flushed
 * (the job gone) the hold still ends and frees its slot (real Postgres, Redis and worker; BOOKING_HOLD_SECONDS=2).
 */
describe('bookings (§13): holds expire (delayed job, reconciler after a Redis flush), reminders', () => {
  let stack: TestStack;
  let familyId: string;
  const today = studioDay('Asia/Kolkata');
  const statusOf = async (token: string) => (await stack.http(`/api/bookings/manage/${token}`)).body.booking.status as string;
  // A phone each: one phone holds at most 2 live bookings (§13).
  let phones = 0;
  const book = (date: string, start: string) =>
    stack.http('/api/bookings', { method: 'POST', json: { packageId: familyId, date, start, name: 'Meera', phone: `98765${String(++phones).padStart(5, '0')}` } });
  const available = async (date: string, start: string) => {
    const res = await stack.http(`/api/booking/availability?packageId=${familyId}&from=${date}&to=${date}`);
    return res.body.days[0].slots.find((s: { start: string }) => s.start === start).available as boolean;
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { BOOKING_HOLD_SECONDS: '2', RECONCILE_INTERVAL_MS: '600000', BOOKING_RATE_LIMIT_PER_HOUR: '1000' } });
    familyId = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'family').id;
  });
  afterAll(() => stack?.close());

  it('a held booking becomes expired by its delayed job and frees its slot; its job id is the booking id', async () => {
    const date = addDays(today, 7);
    const res = await book(date, '10:00');
    expect(res.status).toBe(201);
    const token = res.body.booking.manageUrl.split('/').pop();
    const id = (await stack.http(`/api/admin/bookings?q=${res.body.booking.reference}`, { token: stack.adminToken })).body.items[0].id;
    const job = await stack.redis.exists(`${stack.config.queuePrefix}:bookings:${id}`);
    expect(job).toBe(1);
    expect(await available(date, '10:00')).toBe(false);
    await waitFor('expired', async () => ((await statusOf(token)) === 'expired' ? true : undefined));
    expect(await available(date, '10:00')).toBe(true);
    expect((await book(date, '10:00')).status).toBe(201);
    // Too late to report a payment on an expired hold.
    const late = await stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr: '123456789012' } });
    expect(late.status).toBe(409);
  });

  it('a UTR reported in time stops the expiry', async () => {
    const res = await book(addDays(today, 8), '10:00');
    const token = res.body.booking.manageUrl.split('/').pop();
    expect((await stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr: '123456789012' } })).body.booking.status).toBe('payment_reported');
    await new Promise((r) => setTimeout(r, 3000));
    expect(await statusOf(token)).toBe('payment_reported');
  });

  it('Redis flushed and the worker down while a hold runs out: the reconciler at the worker’s start expires it', async () => {
    await stack.stopWorker();
    const date = addDays(today, 9);
    const res = await book(date, '12:00');
    const token = res.body.booking.manageUrl.split('/').pop();
    expect(await stack.flushQueues()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 2500));
    // The hold has run out: availability already treats the slot as free, and a new booking may take it...
    expect(await available(date, '12:00')).toBe(true);
    expect(await statusOf(token)).toBe('held');
    await stack.startWorker({ BOOKING_HOLD_SECONDS: '2', RECONCILE_INTERVAL_MS: '600000' });
    await waitFor('expired by the reconciler', async () => ((await statusOf(token)) === 'expired' ? true : undefined));

    // ...and a hold whose time has not come is given its job back, delayed (not expired early).
    await stack.stopWorker();
    const other = await book(date, '15:00');
    const otherToken = other.body.booking.manageUrl.split('/').pop();
    await stack.flushQueues();
    const w = await stack.startWorker({ BOOKING_HOLD_SECONDS: '2', RECONCILE_INTERVAL_MS: '600000' });
    expect(await statusOf(otherToken)).toBe('held');
    await waitFor('expired by its re-added job', async () => ((await statusOf(otherToken)) === 'expired' ? true : undefined));
    expect(w).toBeDefined();
  });

  it('a held slot whose hold ran out is taken by the next parent even before the job runs (the write frees it)', async () => {
    await stack.stopWorker();
    const date = addDays(today, 10);
    const first = await book(date, '09:00');
    expect(first.status).toBe(201);
    await new Promise((r) => setTimeout(r, 2500));
    const second = await book(date, '09:00');
    expect(second.status).toBe(201);
    expect(await statusOf(first.body.booking.manageUrl.split('/').pop())).toBe('expired');
    await stack.startWorker({ BOOKING_HOLD_SECONDS: '2', RECONCILE_INTERVAL_MS: '600000' });
  });

  it('the worker fills "To send today": the day before a shoot, a newborn’s due week; marked sent when used', async () => {
    const tomorrow = addDays(today, 1);
    const staff = await stack.http('/api/admin/bookings', {
      method: 'POST',
      token: stack.adminToken,
      json: { packageId: familyId, date: tomorrow, start: '11:00', name: 'Kiran', phone: '9123456780', status: 'confirmed' },
    });
    expect(staff.status).toBe(201);
    const newbornId = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'newborn').id;
    const nb = await stack.http('/api/admin/bookings', {
      method: 'POST',
      token: stack.adminToken,
      json: { packageId: newbornId, dueDate: today, name: 'Priya', phone: '9988776655', status: 'confirmed' },
    });
    expect(nb.status).toBe(201);
    const held = await book(addDays(today, 11), '10:00');
    // The worker's own timer may fill the list first: whoever does, a second fill adds nothing and each shows once.
    await stack.worker!.get(BookingRemindersService).fill();
    expect(await stack.worker!.get(BookingRemindersService).fill()).toBe(0);
    const list = await stack.http('/api/admin/bookings/to-send', { token: stack.adminToken });
    expect(list.body.items.filter((r: { kind: string; name: string }) => r.kind === 'day_before' && r.name === 'Kiran')).toHaveLength(1);
    const dayBefore = list.body.items.find((r: { kind: string; name: string }) => r.kind === 'day_before' && r.name === 'Kiran');
    expect(dayBefore.text).toContain('tomorrow');
    expect(dayBefore.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919123456780\?text=/);
    const due = list.body.items.find((r: { kind: string; name: string }) => r.kind === 'due_week' && r.name === 'Priya');
    expect(due.text).toContain('Has the baby arrived?');
    const expiring = list.body.items.find((r: { kind: string; bookingReference: string }) => r.kind === 'hold_expiring' && r.bookingReference === held.body.booking.reference);
    expect(expiring.text).toContain('To keep it, please pay the advance');
    const sent = await stack.http(`/api/admin/bookings/to-send/${dayBefore.id}/sent`, { method: 'POST', token: stack.adminToken });
    expect(sent.status).toBe(201);
    expect(sent.body.items.find((r: { id: string }) => r.id === dayBefore.id).sentAt).not.toBeNull();
    expect((await stack.http('/api/admin/bookings/to-send/00000000-0000-4000-8000-000000000000/sent', { method: 'POST', token: stack.adminToken })).status).toBe(404);
    // The family paid: the hold's reminder (asking for the advance) leaves the list; what was sent stays.
    const token = held.body.booking.manageUrl.split('/').pop();
    expect((await stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr: '412345678901' } })).status).toBe(200);
    const after = await stack.http('/api/admin/bookings/to-send', { token: stack.adminToken });
    expect(after.body.items.find((r: { kind: string; bookingReference: string }) => r.kind === 'hold_expiring' && r.bookingReference === held.body.booking.reference)).toBeUndefined();
    expect(after.body.items.find((r: { id: string }) => r.id === dayBefore.id).sentAt).not.toBeNull();
  });
});
