import { createHmac } from 'node:crypto';
import { addDays } from '@studio/core/bookings/booking-time';
import { studioDay } from '@studio/core/time/studio-day';
import { FakeRazorpay } from './fake-razorpay';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(120_000);

const SECRET = 'whsec_test_0123456789';

/** Razorpay (docs/architecture.md §13) against a local fake of its API, never the real one. */
describe('bookings (§13): Razorpay Payment Links and the signed webhook', () => {
  let stack: TestStack;
  let fake: FakeRazorpay;
  let familyId: string;
  let advance: number;
  const today = studioDay('Asia/Kolkata');

  const paidEvent = (reference: string, paymentId: string, amount: number) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: { entity: { id: 'plink_1', reference_id: reference, status: 'paid' } },
        payment: { entity: { id: paymentId, amount, currency: 'INR', status: 'captured', method: 'upi' } },
      },
    });
  const sign = (raw: string, secret = SECRET) => createHmac('sha256', secret).update(raw).digest('hex');
  const webhook = (raw: string, signature?: string) =>
    stack.http('/api/payments/razorpay/webhook', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', ...(signature ? { 'x-razorpay-signature': signature } : {}) } });
  const manage = async (url: string) => (await stack.http(`/api/bookings/manage/${url.split('/').pop()}`)).body.booking;

  beforeAll(async () => {
    fake = await new FakeRazorpay().start();
    stack = await startTestStack({
      worker: true,
      env: { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_test_secret', RAZORPAY_WEBHOOK_SECRET: SECRET, RAZORPAY_API_URL: fake.url, BOOKING_RATE_LIMIT_PER_HOUR: '1000' },
    });
    const family = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'family');
    familyId = family.id;
    advance = family.advancePaise;
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.stop();
  });

  it('a held booking gets a Payment Link from the worker (the request does not wait on Razorpay): reference_id = reference, amount = advance, expire_by = the hold’s end', async () => {
    fake.delayMs = 2000;
    const t0 = Date.now();
    const res = await stack.http('/api/bookings', { method: 'POST', json: { packageId: familyId, date: addDays(today, 6), start: '10:00', name: 'Ravi', phone: '9876543210' } });
    expect(res.status).toBe(201);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(res.body.booking.paymentLinkUrl ?? null).toBeNull();
    let url: string | null = null;
    for (const deadline = Date.now() + 20_000; !url && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) url = (await manage(res.body.booking.manageUrl)).paymentLinkUrl;
    fake.delayMs = 0;
    expect(url).toMatch(/^https:\/\/rzp\.io\/i\//);
    const sent = fake.links.at(-1)!;
    expect(sent.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`);
    expect(sent.body).toMatchObject({ amount: advance, currency: 'INR', reference_id: res.body.booking.reference });
    expect(sent.body.expire_by).toBe(Math.floor(new Date(res.body.booking.holdExpiresAt).getTime() / 1000));
    expect(sent.body.customer?.contact).toBe('+919876543210');
  });

  it('webhook: a missing or wrong signature is 400 and changes nothing; a paid event confirms once per payment id', async () => {
    const res = await stack.http('/api/bookings', { method: 'POST', json: { packageId: familyId, date: addDays(today, 7), start: '10:00', name: 'Ravi', phone: '9876543211' } });
    const ref = res.body.booking.reference;
    const raw = paidEvent(ref, 'pay_ABC123', advance);

    expect((await webhook(raw)).status).toBe(400);
    expect((await webhook(raw, sign(raw, 'another-secret'))).status).toBe(400);
    expect((await webhook(raw, 'zz')).status).toBe(400);
    // The signature is over the bytes as sent: the same JSON re-serialised with other spacing does not match.
    expect((await webhook(JSON.stringify(JSON.parse(raw), null, 2), sign(raw))).status).toBe(400);
    expect(await manage(res.body.booking.manageUrl)).toMatchObject({ status: 'held', paidPaise: 0 });

    const ok = await webhook(raw, sign(raw));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ received: true, outcome: 'applied' });
    expect(await manage(res.body.booking.manageUrl)).toMatchObject({ status: 'confirmed', paidPaise: advance });

    const replay = await webhook(raw, sign(raw));
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
    await Promise.all(Array.from({ length: 5 }, () => webhook(raw, sign(raw))));
    expect((await manage(res.body.booking.manageUrl)).paidPaise).toBe(advance);

    const history = (await stack.http(`/api/admin/bookings?q=${ref}`, { token: stack.adminToken })).body.items[0];
    const changes = (await stack.http(`/api/admin/bookings/${history.id}`, { token: stack.adminToken })).body.changes;
    expect(changes.filter((c: { actor: string; action: string }) => c.actor === 'razorpay' && c.action === 'payment')).toHaveLength(1);
  });

  it('a part payment is added but does not confirm; other events and unknown references are acknowledged and ignored', async () => {
    const res = await stack.http('/api/bookings', { method: 'POST', json: { packageId: familyId, date: addDays(today, 8), start: '10:00', name: 'Ravi', phone: '9876543212' } });
    const ref = res.body.booking.reference;
    const part = paidEvent(ref, 'pay_PART1', 100);
    expect((await webhook(part, sign(part))).body.outcome).toBe('applied');
    expect(await manage(res.body.booking.manageUrl)).toMatchObject({ status: 'held', paidPaise: 100 });
    const rest = paidEvent(ref, 'pay_PART2', advance - 100);
    await webhook(rest, sign(rest));
    expect(await manage(res.body.booking.manageUrl)).toMatchObject({ status: 'confirmed', paidPaise: advance });

    const other = JSON.stringify({ event: 'payment.captured', payload: {} });
    expect((await webhook(other, sign(other))).body.outcome).toBe('ignored');
    const unknown = paidEvent('BK-ZZZZZZ', 'pay_X', 100);
    expect((await webhook(unknown, sign(unknown))).body.outcome).toBe('ignored');
  });
});

describe('bookings (§13): without Razorpay keys', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('no Payment Link, and the webhook is not there', async () => {
    const family = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'family');
    const res = await stack.http('/api/bookings', { method: 'POST', json: { packageId: family.id, date: addDays(studioDay('Asia/Kolkata'), 6), start: '10:00', name: 'Ravi', phone: '9876543210' } });
    expect(res.status).toBe(201);
    expect(res.body.booking.paymentLinkUrl ?? null).toBeNull();
    const raw = '{"event":"payment_link.paid"}';
    expect((await stack.http('/api/payments/razorpay/webhook', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) } })).status).toBe(404);
  });
});
