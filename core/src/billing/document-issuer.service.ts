import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../nest/core.module';
import type { BookingRow } from '../bookings/booking-row';
import type { SiteStudio } from '../site/site-content';
import { studioDay } from '../time/studio-day';
import { amountInWords, financialYear, splitTax } from './billing-money';
import { billingSettingsFrom, type BillingSettings } from './billing-settings';
import { BillingClock } from './billing-clock';
import type { DocumentData, DocumentKind, DocumentRow } from './document-row';
import { DocumentsRepository, type DocumentSql, type NewDocument } from './documents.repository';

/** A payment the studio has accepted: its booking_payments row, the amount and its reference (UTR, Razorpay id). */
export interface AcceptedPayment {
  id: string;
  amountPaise: number;
  method: 'upi' | 'razorpay' | 'manual';
  reference: string | null;
}

const parse = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/**
 * Issues the numbered documents of docs/architecture.md §17, always inside the caller's transaction (the one that
 * accepts the payment or changes the booking), so a document exists exactly when its cause committed:
 * - issueReceipt: every accepted payment (a "Receipt Voucher" with the tax split for a registered studio, else a
 *   "Payment Receipt");
 * - issueInvoice: a confirmed booking marked completed ("Tax Invoice" / "Bill of Supply") listing the receipts and
 *   the balance;
 * - issueRefund: money given back ("Refund Voucher").
 */
@Injectable()
export class DocumentIssuer {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly clock: BillingClock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async issueReceipt(sql: DocumentSql, booking: BookingRow, payment: AcceptedPayment): Promise<DocumentRow | null> {
    if (payment.amountPaise <= 0) return null;
    const ctx = await this.context(sql);
    const registered = !!ctx.billing.gstin;
    return this.issue(sql, ctx, booking, {
      kind: 'receipt',
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      paymentReference: payment.reference,
      data: {
        title: registered ? 'Receipt Voucher' : 'Payment Receipt',
        description: `Advance for ${booking.packageName} (booking ${booking.reference})`,
        payment: { method: payment.method, reference: payment.reference },
        advances: [],
        balancePaise: null,
      },
    });
  }

  /** Once per booking (a second completion issues nothing): the package price, the advances by number, the balance. */
  async issueInvoice(sql: DocumentSql, booking: BookingRow): Promise<DocumentRow | null> {
    const earlier = await this.documents.ofBooking(booking.id, sql);
    if (earlier.some((d) => d.kind === 'invoice')) return null;
    const ctx = await this.context(sql);
    const advances = earlier.map((d) => ({ number: d.number, issuedOn: d.issuedOn, amountPaise: d.kind === 'refund' ? -d.amountPaise : d.amountPaise }));
    const received = advances.reduce((sum, a) => sum + a.amountPaise, 0);
    return this.issue(sql, ctx, booking, {
      kind: 'invoice',
      paymentId: null,
      amountPaise: booking.pricePaise,
      paymentReference: null,
      data: {
        title: ctx.billing.gstin ? 'Tax Invoice' : 'Bill of Supply',
        description: `${booking.packageName} (booking ${booking.reference})`,
        payment: null,
        advances,
        balancePaise: booking.pricePaise - received,
      },
    });
  }

  async issueRefund(sql: DocumentSql, booking: BookingRow, amountPaise: number, paymentId: string | null = null): Promise<DocumentRow | null> {
    if (amountPaise <= 0) return null;
    const ctx = await this.context(sql);
    const receipts = (await this.documents.ofBooking(booking.id, sql)).filter((d) => d.kind === 'receipt');
    return this.issue(sql, ctx, booking, {
      kind: 'refund',
      paymentId,
      amountPaise,
      paymentReference: null,
      data: {
        title: 'Refund Voucher',
        description: `Refund of the advance for ${booking.packageName} (booking ${booking.reference})`,
        payment: null,
        // Rule 51 asks for the receipt vouchers a refund relates to.
        advances: receipts.map((d) => ({ number: d.number, issuedOn: d.issuedOn, amountPaise: d.amountPaise })),
        balancePaise: null,
      },
    });
  }

  private async context(sql: DocumentSql): Promise<{ billing: BillingSettings; studio: SiteStudio | null }> {
    const s = await this.documents.settings(sql);
    return { billing: billingSettingsFrom(parse<Partial<BillingSettings>>(s.billing)), studio: parse<SiteStudio>(s.studio) };
  }

  private async issue(
    sql: DocumentSql,
    ctx: { billing: BillingSettings; studio: SiteStudio | null },
    booking: BookingRow,
    d: { kind: DocumentKind; paymentId: string | null; amountPaise: number; paymentReference: string | null; data: Pick<DocumentData, 'title' | 'description' | 'payment' | 'advances' | 'balancePaise'> },
  ): Promise<DocumentRow> {
    const { billing, studio } = ctx;
    const registered = !!billing.gstin;
    const issuedOn = studioDay(this.config.timezone, this.clock.now());
    const fy = financialYear(issuedOn, billing.financialYearStartMonth).label;
    const split = splitTax(d.amountPaise, registered ? billing.gstRatePercent : 0);
    const seq = await this.documents.allocate(sql, billing.receiptPrefix, fy);
    const fixed = this.config.studio;
    const doc: NewDocument & { seq: number; number: string } = {
      kind: d.kind,
      bookingId: booking.id,
      paymentId: d.paymentId,
      prefix: billing.receiptPrefix,
      fy,
      seq,
      number: `${billing.receiptPrefix}/${fy}/${seq}`,
      issuedOn,
      name: booking.name,
      amountPaise: d.amountPaise,
      ...split,
      paymentReference: d.paymentReference,
      data: {
        ...d.data,
        registered,
        studio: {
          name: billing.legalName || studio?.name || fixed.name,
          address: billing.address || (studio?.addressLines ?? fixed.addressLines).join(', '),
          gstin: billing.gstin,
          stateCode: billing.stateCode,
          phone: studio?.phone ?? '',
          email: studio?.email ?? '',
        },
        family: { name: booking.name, phone: booking.phone },
        booking: { reference: booking.reference, packageName: booking.packageName, date: booking.date },
        sac: billing.sac,
        ratePercent: registered ? billing.gstRatePercent : 0,
        words: amountInWords(d.amountPaise),
      },
    };
    return this.documents.insert(sql, doc);
  }
}
