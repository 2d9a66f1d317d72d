import { join } from 'node:path';
import type { AppConfig } from '@studio/core/config/app-config';
import type { DocumentRow } from '@studio/core/billing/document-row';
import { DocumentPdfRenderer } from './document-pdf.renderer';

const doc = {
  id: 'd1',
  number: 'LD/2026-27/7',
  kind: 'receipt',
  bookingId: 'b1',
  paymentId: 'p1',
  fy: '2026-27',
  seq: 7,
  issuedOn: '2026-11-29',
  issuedAt: new Date('2026-11-29T06:00:00Z'),
  name: 'आरव शर्मा',
  amountPaise: 300000,
  taxablePaise: 254237,
  cgstPaise: 22882,
  sgstPaise: 22881,
  paymentReference: '123456789012',
  data: {
    title: 'Receipt Voucher',
    registered: true,
    studio: { name: 'Little Diyas Studio', address: '12 Lotus Lane, Pune', gstin: '27AAPFU0939F1ZV', stateCode: '27', phone: '9876543210', email: 'hello@example.com' },
    family: { name: 'आरव शर्मा', phone: '9876500000' },
    booking: { reference: 'BK-ABC123', packageName: 'Newborn session', date: '2026-12-10' },
    sac: '998381',
    ratePercent: 18,
    description: 'Advance for Newborn session (booking BK-ABC123)',
    words: 'Rupees Three Thousand Only',
    payment: { method: 'upi', reference: '123456789012' },
    advances: [],
    balancePaise: null,
  },
} as DocumentRow;

const renderWith = (frontendDist: string) => new DocumentPdfRenderer({ frontendDist } as AppConfig).render(doc).then((b) => b.toString('latin1'));

describe('DocumentPdfRenderer', () => {
  it("draws the studio's logo from the site's own files, with the fonts embedded", async () => {
    const pdf = await renderWith(join(__dirname, '..', '..', '..', 'frontend', 'public'));
    expect(pdf.startsWith('%PDF-1.7')).toBe(true);
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).toMatch(/\/FontFile2|\/FontFile3|\/FontFile/);
  });

  it('draws the name alone where the site has no logo file', async () => {
    const pdf = await renderWith('/nonexistent');
    expect(pdf).not.toMatch(/\/Subtype \/Image/);
  });
});
