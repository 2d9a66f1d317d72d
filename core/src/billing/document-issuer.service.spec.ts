import type { AppConfig } from '../config/app-config';
import type { BookingRow } from '../bookings/booking-row';
import { BillingClock } from './billing-clock';
import { DocumentIssuer } from './document-issuer.service';
import type { DocumentRow } from './document-row';
import type { DocumentSql, DocumentsRepository, NewDocument } from './documents.repository';

const booking = { id: 'b1', reference: 'BK-ABC123', name: 'अनन्या', phone: '9876543210', packageName: 'Newborn session', date: '2026-12-05', pricePaise: 1_500_000 } as BookingRow;
const sql = jest.fn() as unknown as DocumentSql;

function setup(billing: Record<string, unknown>, earlier: Partial<DocumentRow>[] = [], now = '2026-11-29T06:00:00Z') {
  const inserted: Array<NewDocument & { seq: number; number: string }> = [];
  let seq = 0;
  const repo = {
    settings: jest.fn(async () => ({ billing, studio: { name: 'Little Dreams', addressLines: ['1 Rose Lane', 'Mumbai'], phone: '9000000000', email: 'a@b.in' } })),
    allocate: jest.fn(async () => ++seq),
    insert: jest.fn(async (_: DocumentSql, d: NewDocument & { seq: number; number: string }) => {
      inserted.push(d);
      return d as unknown as DocumentRow;
    }),
    ofBooking: jest.fn(async () => earlier as DocumentRow[]),
  };
  const clock = new BillingClock();
  jest.spyOn(clock, 'now').mockReturnValue(new Date(now));
  const config = { timezone: 'Asia/Kolkata', studio: { name: 'Fallback', addressLines: ['x'] } } as unknown as AppConfig;
  return { issuer: new DocumentIssuer(repo as unknown as DocumentsRepository, clock, config), repo, inserted };
}

describe('DocumentIssuer', () => {
  it('a registered studio: a Receipt Voucher with the GSTIN and the tax split, numbered in the studio date’s financial year', async () => {
    const { issuer, inserted, repo } = setup({ gstin: '27AAPFU0939F1ZV', stateCode: '27', receiptPrefix: 'LD' });
    await issuer.issueReceipt(sql, booking, { id: 'p1', amountPaise: 300_000, method: 'upi', reference: '412345678901' });
    expect(repo.allocate).toHaveBeenCalledWith(sql, 'LD', '2026-27');
    expect(inserted[0]).toMatchObject({ number: 'LD/2026-27/1', kind: 'receipt', issuedOn: '2026-11-29', paymentId: 'p1', taxablePaise: 254_238, cgstPaise: 22_881, sgstPaise: 22_881 });
    expect(inserted[0].data).toMatchObject({ title: 'Receipt Voucher', registered: true, ratePercent: 18, studio: { name: 'Little Dreams', address: '1 Rose Lane, Mumbai', gstin: '27AAPFU0939F1ZV' } });
  });

  it('an unregistered studio: a Payment Receipt without tax; nothing for a zero amount', async () => {
    const { issuer, inserted } = setup({});
    await issuer.issueReceipt(sql, booking, { id: 'p1', amountPaise: 50, method: 'manual', reference: null });
    expect(await issuer.issueReceipt(sql, booking, { id: 'p2', amountPaise: 0, method: 'manual', reference: null })).toBeNull();
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toMatchObject({ taxablePaise: 50, cgstPaise: 0, sgstPaise: 0 });
    expect(inserted[0].data).toMatchObject({ title: 'Payment Receipt', words: 'Fifty Paise Only', ratePercent: 0 });
  });

  it('after 1 April in India (still 31 March in UTC) the new year’s series', async () => {
    const { issuer, repo } = setup({}, [], '2027-03-31T18:35:00Z');
    await issuer.issueReceipt(sql, booking, { id: 'p1', amountPaise: 100, method: 'manual', reference: null });
    expect(repo.allocate).toHaveBeenCalledWith(sql, 'LD', '2027-28');
  });

  it('the invoice lists receipts and refunds by number and the balance, once per booking', async () => {
    const earlier = [
      { kind: 'receipt' as const, number: 'LD/2026-27/1', issuedOn: '2026-11-01', amountPaise: 300_000 },
      { kind: 'refund' as const, number: 'LD/2026-27/4', issuedOn: '2026-11-03', amountPaise: 100_000 },
    ];
    const { issuer, inserted } = setup({ gstin: '27AAPFU0939F1ZV', stateCode: '27' }, earlier);
    await issuer.issueInvoice(sql, booking);
    expect(inserted[0]).toMatchObject({ kind: 'invoice', amountPaise: 1_500_000 });
    expect(inserted[0].data).toMatchObject({
      title: 'Tax Invoice',
      advances: [
        { number: 'LD/2026-27/1', amountPaise: 300_000 },
        { number: 'LD/2026-27/4', amountPaise: -100_000 },
      ],
      balancePaise: 1_300_000,
    });
    const again = setup({}, [...earlier, { kind: 'invoice' as const, number: 'LD/2026-27/5', issuedOn: '2026-11-04', amountPaise: 1 }]);
    expect(await again.issuer.issueInvoice(sql, booking)).toBeNull();
    expect(again.repo.allocate).not.toHaveBeenCalled();
  });
});
