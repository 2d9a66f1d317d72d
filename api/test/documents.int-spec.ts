import { createHmac, randomUUID } from 'node:crypto';
import { addDays } from '@studio/core/bookings/booking-time';
import { BillingClock } from '@studio/core/billing/billing-clock';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

const SECRET = 'whsec_documents_test';
const GSTIN = '27AAPFU0939F1ZV';

/** Receipts and the money trail (docs/architecture.md §17) over the real app, Postgres and Redis. */
describe('documents (§17): receipts, invoices, refunds and the accountant’s file', () => {
  let stack: TestStack;
  let familyId: string;
  let advance: number;
  let price: number;
  let slot = 0;
  const today = studioDay('Asia/Kolkata');
  const admin = (path: string, init: Parameters<TestStack['http']>[1] = {}) => stack.http(path, { ...init, token: stack.adminToken });
  const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;

  /** A staff booking on a day of its own (so bookings never collide), in the given status. */
  const book = async (status: 'held' | 'payment_reported' | 'confirmed', name = 'Ravi Kumar') => {
    slot += 1;
    const res = await admin('/api/admin/bookings', {
      method: 'POST',
      json: { packageId: familyId, date: addDays(today, 2 + Math.floor(slot / 6)), start: `${String(9 + (slot % 6) * 2).padStart(2, '0')}:00`, name, phone: `98${String(10_000_000 + slot).slice(-8)}`, status },
    });
    expect(res.status).toBe(201);
    return res.body.booking as { id: string; reference: string; manageUrl: string; paidPaise: number };
  };
  const patch = (id: string, json: unknown) => admin(`/api/admin/bookings/${id}`, { method: 'PATCH', json });
  const paidEvent = (reference: string, paymentId: string, amount: number) =>
    JSON.stringify({ event: 'payment_link.paid', payload: { payment_link: { entity: { reference_id: reference } }, payment: { entity: { id: paymentId, amount } } } });
  const webhook = (raw: string) =>
    stack.http('/api/payments/razorpay/webhook', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', SECRET).update(raw).digest('hex') } });
  const docsOf = async (bookingId: string) => (await admin(`/api/admin/bookings/${bookingId}/documents`)).body.items as Array<Record<string, any>>;
  const allDocs = async () => (await admin(`/api/admin/documents?from=${addDays(today, -300)}&to=${today}`)).body;
  const seqOf = (n: string) => Number(n.split('/')[2]);

  beforeAll(async () => {
    stack = await startTestStack({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET, BOOKING_RATE_LIMIT_PER_HOUR: '1000' } });
    const family = (await stack.http('/api/booking/packages')).body.items.find((p: { kind: string }) => p.kind === 'family');
    familyId = family.id;
    advance = family.advancePaise;
    price = family.pricePaise;
  });
  afterAll(() => stack?.close());

  it('billing settings: a wrong GSTIN, a state code that is not two digits, a rate outside 0-28: 400 with the field, nothing saved', async () => {
    const before = (await admin('/api/admin/site')).body;
    expect(before.billing).toMatchObject({ gstin: null, sac: '998381', gstRatePercent: 18, receiptPrefix: 'LD', financialYearStartMonth: 4 });
    const cases: Array<[unknown, string]> = [
      [{ gstin: '27AAPFU0939F1ZW' }, 'billing.gstin'],
      [{ gstin: '27AAPFU0939F1Z' }, 'billing.gstin'],
      [{ stateCode: 'MH' }, 'billing.stateCode'],
      [{ stateCode: '270' }, 'billing.stateCode'],
      [{ gstRatePercent: 29 }, 'billing.gstRatePercent'],
      [{ gstRatePercent: -1 }, 'billing.gstRatePercent'],
      [{ gstRatePercent: 12.5 }, 'billing.gstRatePercent'],
      [{ sac: '12345' }, 'billing.sac'],
      [{ receiptPrefix: 'LD/X' }, 'billing.receiptPrefix'],
      [{ financialYearStartMonth: 13 }, 'billing.financialYearStartMonth'],
      [{ gstin: GSTIN }, 'billing.stateCode'],
      [{ gstin: GSTIN, stateCode: '29' }, 'billing.gstin'],
      [{ legalName: 'x'.repeat(121) }, 'billing.legalName'],
    ];
    for (const [billing, field] of cases) {
      const res = await admin('/api/admin/site', { method: 'PUT', json: { billing } });
      expect([res.status, JSON.stringify(billing), res.body.fields?.[field]]).toEqual([400, JSON.stringify(billing), expect.any(String)]);
    }
    const after = (await admin('/api/admin/site')).body;
    expect(after.billing).toEqual(before.billing);
    expect(after.changes.length).toBe(before.changes.length);
    expect((await stack.http('/api/admin/site', { method: 'PUT', json: { billing: { stateCode: '27' } } })).status).toBe(401);
  });

  it('an unregistered studio: confirming a reported UTR issues a "Payment Receipt" without tax, numbered LD/{FY}/1, that parents download', async () => {
    const b = await book('payment_reported', 'अनन्या शर्मा');
    await patch(b.id, { utr: '412345678901' });
    const res = await patch(b.id, { status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({ status: 'confirmed', paidPaise: advance });
    const list = await stack.http(`/api/bookings/manage/${tokenOf(b.manageUrl)}/documents`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    expect(list.body.items).toEqual([
      { id: expect.any(String), number: expect.stringMatching(/^LD\/\d{4}-\d{2}\/1$/), kind: 'receipt', title: 'Payment Receipt', issuedOn: today, amountPaise: advance, url: expect.stringMatching(/\.pdf$/) },
    ]);
    const staff = (await docsOf(b.id))[0];
    expect(staff).toMatchObject({ taxablePaise: advance, cgstPaise: 0, sgstPaise: 0, paymentReference: '412345678901', name: 'अनन्या शर्मा' });
    const pdf = await fetch(`${stack.baseUrl}${list.body.items[0].url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
  });

  it('a document URL of another booking (or none) is 404; staff PDFs need the admin', async () => {
    const a = await book('confirmed');
    const b = await book('confirmed');
    await patch(a.id, { paidPaise: 50_000 });
    const [docA] = (await stack.http(`/api/bookings/manage/${tokenOf(a.manageUrl)}/documents`)).body.items;
    expect((await stack.http(`/api/bookings/manage/${tokenOf(a.manageUrl)}/documents/${docA.id}.pdf`)).status).toBe(200);
    expect((await stack.http(`/api/bookings/manage/${tokenOf(b.manageUrl)}/documents/${docA.id}.pdf`)).status).toBe(404);
    expect((await stack.http(`/api/bookings/manage/${tokenOf(b.manageUrl)}/documents/${randomUUID()}.pdf`)).status).toBe(404);
    expect((await stack.http(`/api/bookings/manage/${'x'.repeat(30)}/documents`)).status).toBe(404);
    expect((await stack.http(`/api/bookings/manage/${tokenOf(b.manageUrl)}/documents`)).body.items).toEqual([]);
    expect((await stack.http(`/api/admin/documents/${docA.id}.pdf`)).status).toBe(401);
    expect((await admin(`/api/admin/documents/${docA.id}.pdf`)).status).toBe(200);
    expect((await admin(`/api/admin/documents/not-a-uuid.pdf`)).status).toBe(400);
  });

  it('a registered studio: receipts carry the GSTIN and CGST + SGST at half the rate each, adding up to the amount', async () => {
    const res = await admin('/api/admin/site', { method: 'PUT', json: { billing: { legalName: 'Little Dreams Photography LLP', stateCode: '27', gstin: GSTIN.toLowerCase() } } });
    expect(res.status).toBe(200);
    expect(res.body.billing).toMatchObject({ gstin: GSTIN, stateCode: '27' });
    const b = await book('held');
    await patch(b.id, { paidPaise: 300_000 });
    const [doc] = await docsOf(b.id);
    expect(doc).toMatchObject({ kind: 'receipt', title: 'Receipt Voucher', amountPaise: 300_000, taxablePaise: 254_238, cgstPaise: 22_881, sgstPaise: 22_881 });
  });

  it('numbers never skip or repeat: several staff confirmations at once, and a webhook racing staff for one booking', async () => {
    const before = (await allDocs()).items.length;
    const reported = await Promise.all(Array.from({ length: 8 }, () => book('payment_reported')));
    await Promise.all(reported.map((b) => patch(b.id, { utr: String(400_000_000_000 + Math.floor(Math.random() * 1e11)) })));
    const confirms = await Promise.all(reported.map((b) => patch(b.id, { status: 'confirmed' })));
    expect(confirms.map((r) => r.status)).toEqual(Array(8).fill(200));

    // Razorpay's webhook and a staff confirmation at the same moment, for the same booking, a few times over.
    const racing = await Promise.all(Array.from({ length: 4 }, () => book('payment_reported')));
    await Promise.all(racing.flatMap((b, i) => [webhook(paidEvent(b.reference, `pay_RACE${i}`, advance)), patch(b.id, { status: 'confirmed' })]));
    // A retried webhook delivery issues nothing more.
    await Promise.all(racing.map((b, i) => webhook(paidEvent(b.reference, `pay_RACE${i}`, advance))));

    const { items } = await allDocs();
    const numbers = items.map((d: { number: string }) => d.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const seqs = numbers.map(seqOf).sort((x: number, y: number) => x - y);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(items.length - before).toBeGreaterThanOrEqual(12);
    // Every booking's receipts add up to what it has been paid.
    for (const b of [...reported, ...racing]) {
      const paid = (await admin(`/api/admin/bookings/${b.id}`)).body.booking.paidPaise;
      const docs = await docsOf(b.id);
      expect(docs.reduce((s, d) => s + d.amountPaise, 0)).toBe(paid);
      expect(paid).toBeGreaterThanOrEqual(advance);
    }
  });

  it('a refund above what was paid is 400 and changes nothing; cancelling with a refund issues a Refund Voucher', async () => {
    const b = await book('confirmed');
    await patch(b.id, { paidPaise: 200_000 });
    const tooMuch = await patch(b.id, { status: 'cancelled', refundPaise: 200_001 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.refundPaise).toEqual(expect.stringContaining('up to what was paid'));
    expect((await admin(`/api/admin/bookings/${b.id}`)).body.booking).toMatchObject({ status: 'confirmed', paidPaise: 200_000 });
    expect((await patch(b.id, { refundPaise: 0 })).status).toBe(400);
    expect((await patch(b.id, { refundPaise: 'lots' })).status).toBe(400);
    expect(await docsOf(b.id)).toHaveLength(1);

    const ok = await patch(b.id, { status: 'cancelled', refundPaise: 150_000 });
    expect(ok.status).toBe(200);
    expect(ok.body.booking).toMatchObject({ status: 'cancelled', paidPaise: 50_000 });
    const docs = await docsOf(b.id);
    expect(docs.map((d) => [d.kind, d.title, d.amountPaise])).toEqual([
      ['receipt', 'Receipt Voucher', 200_000],
      ['refund', 'Refund Voucher', 150_000],
    ]);
    expect(docs[1].cgstPaise + docs[1].sgstPaise + docs[1].taxablePaise).toBe(150_000);
  });

  it('marking a confirmed booking completed issues the Tax Invoice once, listing the advances by number and the balance', async () => {
    const b = await book('confirmed');
    await patch(b.id, { paidPaise: 100_000 });
    await patch(b.id, { paidPaise: 250_000 });
    expect((await patch(b.id, { status: 'completed' })).status).toBe(200);
    await patch(b.id, { status: 'confirmed' });
    await patch(b.id, { status: 'completed' });
    const docs = await docsOf(b.id);
    expect(docs.map((d) => d.kind)).toEqual(['receipt', 'receipt', 'invoice']);
    const invoice = docs[2];
    expect(invoice).toMatchObject({ title: 'Tax Invoice', amountPaise: price });
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(price);
    const pdf = await admin(invoice.url);
    expect(pdf.status).toBe(200);
    const row = (await stack.orm.em.fork().getConnection().execute(`select data from documents where id = ?`, [invoice.id]))[0];
    expect(row.data.advances.map((a: { number: string; amountPaise: number }) => [a.number, a.amountPaise])).toEqual([
      [docs[0].number, 100_000],
      [docs[1].number, 150_000],
    ]);
    expect(row.data.balancePaise).toBe(price - 250_000);
    // The database keeps a document from changing.
    await expect(stack.orm.em.fork().getConnection().execute(`update documents set amount_paise = 1 where id = ?`, [invoice.id])).rejects.toThrow(/immutable/);
  });

  it('across 1 April in the studio time zone: a new financial year starts again at 1, with concurrent payments on both sides', async () => {
    const clock = stack.api.get(BillingClock, { strict: false });
    const spy = jest.spyOn(clock, 'now');
    try {
      // 23:50 on 31 March 2027 in India (18:20 UTC): still 2026-27.
      spy.mockReturnValue(new Date('2027-03-31T18:20:00Z'));
      const march = await Promise.all(Array.from({ length: 3 }, () => book('held')));
      await Promise.all(march.map((b) => patch(b.id, { paidPaise: 100_000 })));
      // 00:05 on 1 April 2027 in India, still 31 March in UTC: 2027-28 begins.
      spy.mockReturnValue(new Date('2027-03-31T18:35:00Z'));
      const april = await Promise.all(Array.from({ length: 4 }, () => book('held')));
      await Promise.all(april.map((b) => patch(b.id, { paidPaise: 100_000 })));

      const marchDocs = (await Promise.all(march.map((b) => docsOf(b.id)))).flat();
      expect(marchDocs.every((d) => d.number.startsWith('LD/2026-27/') && d.issuedOn === '2027-03-31')).toBe(true);
      const aprilDocs = (await Promise.all(april.map((b) => docsOf(b.id)))).flat();
      expect(aprilDocs.every((d) => d.issuedOn === '2027-04-01')).toBe(true);
      expect(aprilDocs.map((d) => d.number).sort()).toEqual(['LD/2027-28/1', 'LD/2027-28/2', 'LD/2027-28/3', 'LD/2027-28/4']);
      const accounts = (await admin('/api/admin/documents?from=2027-04-01&to=2027-04-30')).body;
      expect(accounts.items).toHaveLength(4);
    } finally {
      spy.mockRestore();
    }
  });

  it('the month’s CSV adds up to the totals; a bad range is 400; only admins', async () => {
    const from = addDays(today, -40);
    const list = await admin(`/api/admin/documents?from=${from}&to=${today}`);
    expect(list.status).toBe(200);
    const csv = await admin(`/api/admin/documents/export.csv?from=${from}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header).toBe('Number,Kind,Date,Name,Amount,Taxable value,CGST,SGST,Payment reference,Booking');
    expect(rows).toHaveLength(list.body.items.length);
    const paise = (s: string) => Math.round(Number(s) * 100);
    for (const kind of ['receipt', 'invoice', 'refund'] as const) {
      const mine = rows.map((r) => r.split(',')).filter((c) => c[1] === kind);
      const t = list.body.totals[kind];
      expect(mine.length).toBe(t.count);
      expect([4, 5, 6, 7].map((i) => mine.reduce((s, c) => s + paise(c[i]), 0))).toEqual([t.amountPaise, t.taxablePaise, t.cgstPaise, t.sgstPaise]);
    }
    expect(list.body.totals.receipt.count).toBeGreaterThan(10);
    expect((await admin(`/api/admin/documents?from=${today}&to=${from}`)).status).toBe(400);
    expect((await admin(`/api/admin/documents?from=2026-02-30`)).body.fields.from).toBeDefined();
    expect((await admin(`/api/admin/documents?from=2020-01-01&to=2026-01-01`)).status).toBe(400);
    expect((await stack.http('/api/admin/documents')).status).toBe(401);
    const worker = await stack.createUser('user');
    expect((await stack.http('/api/admin/documents', { token: worker.token })).status).toBe(403);
  });
});
