import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { DocumentsRepository } from '@studio/core/billing/documents.repository';
import { BillingClock } from '@studio/core/billing/billing-clock';
import type { DocumentKind, DocumentRow } from '@studio/core/billing/document-row';
import { formulaSafeOrEmpty } from '@studio/core/text/formula-safe';
import { studioDay } from '@studio/core/time/studio-day';
import { DOCUMENT_MESSAGES as M, type DocumentRangeQueryDto } from './documents.dto';

export interface DocumentView {
  id: string;
  number: string;
  kind: DocumentKind;
  title: string;
  issuedOn: string;
  amountPaise: number;
  url: string;
}

export interface AdminDocumentView extends DocumentView {
  bookingId: string | null;
  bookingReference: string;
  name: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  paymentReference: string | null;
}

export interface KindTotals {
  count: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}
export type DocumentTotals = Record<DocumentKind, KindTotals>;

/** A PDF for the controller to send. */
export interface DocumentFile {
  fileName: string;
  body: Buffer;
}

const RANGE_LIMIT = 20_000;
const MAX_DAYS = 366;
const zero = (): KindTotals => ({ count: 0, amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
const rupees = (paise: number) => (paise / 100).toFixed(2);
const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const fileName = (d: DocumentRow) => `${d.number.replace(/\//g, '-')}.pdf`;

/** Receipts, invoices and refund vouchers as parents and staff see them (docs/architecture.md §17). */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly bookings: BookingsRepository,
    private readonly clock: BillingClock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private view(d: DocumentRow, url: string): DocumentView {
    return { id: d.id, number: d.number, kind: d.kind, title: d.data.title, issuedOn: d.issuedOn, amountPaise: d.amountPaise, url };
  }

  private adminView(d: DocumentRow): AdminDocumentView {
    return {
      ...this.view(d, `/api/admin/documents/${d.id}.pdf`),
      bookingId: d.bookingId,
      bookingReference: d.data.booking.reference,
      name: d.name,
      taxablePaise: d.taxablePaise,
      cgstPaise: d.cgstPaise,
      sgstPaise: d.sgstPaise,
      paymentReference: d.paymentReference,
    };
  }

  /** GET /api/bookings/manage/{token}/documents */
  async forParents(token: string): Promise<{ items: DocumentView[] }> {
    const booking = await this.bookings.byToken(token);
    if (!booking) throw new NotFoundException(M.booking);
    const rows = await this.documents.ofBooking(booking.id);
    return { items: rows.map((d) => this.view(d, `/api/bookings/manage/${token}/documents/${d.id}.pdf`)) };
  }

  /** The parents' PDF: only a document of the booking the token names (another booking's is simply not found). */
  async parentsFile(token: string, id: string): Promise<DocumentRow> {
    const [booking, doc] = await Promise.all([this.bookings.byToken(token), this.documents.byId(id)]);
    if (!booking || !doc || doc.bookingId !== booking.id) throw new NotFoundException(M.notFound);
    return doc;
  }

  async forBooking(bookingId: string): Promise<{ items: AdminDocumentView[] }> {
    if (!(await this.bookings.byId(bookingId))) throw new NotFoundException(M.booking);
    return { items: (await this.documents.ofBooking(bookingId)).map((d) => this.adminView(d)) };
  }

  async staffFile(id: string): Promise<DocumentRow> {
    const doc = await this.documents.byId(id);
    if (!doc) throw new NotFoundException(M.notFound);
    return doc;
  }

  fileName(doc: DocumentRow): string {
    return fileName(doc);
  }

  /** The range asked for, or this month in the studio's dates. */
  range(q: DocumentRangeQueryDto): { from: string; to: string } {
    const from = q.from ?? `${studioDay(this.config.timezone, this.clock.now()).slice(0, 7)}-01`;
    const to = q.to ?? (() => {
      const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + 1, 0);
      return d.toISOString().slice(0, 10);
    })();
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days < 0 || days > MAX_DAYS) throw new BadRequestException({ message: M.range, fields: { to: M.range } });
    return { from, to };
  }

  /** GET /api/admin/documents: the range's documents and their totals per kind. */
  async list(q: DocumentRangeQueryDto): Promise<{ from: string; to: string; items: AdminDocumentView[]; totals: DocumentTotals }> {
    const { from, to } = this.range(q);
    const rows = await this.documents.between(from, to, RANGE_LIMIT);
    const totals: DocumentTotals = { receipt: zero(), invoice: zero(), refund: zero() };
    for (const d of rows) {
      const t = totals[d.kind];
      t.count += 1;
      t.amountPaise += d.amountPaise;
      t.taxablePaise += d.taxablePaise;
      t.cgstPaise += d.cgstPaise;
      t.sgstPaise += d.sgstPaise;
    }
    return { from, to, items: rows.map((d) => this.adminView(d)), totals };
  }

  /** GET /api/admin/documents/export.csv: one row a document, amounts in rupees with two decimals. */
  async csv(q: DocumentRangeQueryDto): Promise<{ fileName: string; body: string }> {
    const { from, to } = this.range(q);
    const rows = await this.documents.between(from, to, RANGE_LIMIT);
    const lines = [['Number', 'Kind', 'Date', 'Name', 'Amount', 'Taxable value', 'CGST', 'SGST', 'Payment reference', 'Booking'].join(',')];
    for (const d of rows) {
      lines.push(
        [d.number, d.kind, d.issuedOn, formulaSafeOrEmpty(d.name), rupees(d.amountPaise), rupees(d.taxablePaise), rupees(d.cgstPaise), rupees(d.sgstPaise), formulaSafeOrEmpty(d.paymentReference), d.data.booking.reference]
          .map(csvCell)
          .join(','),
      );
    }
    return { fileName: `documents-${from}-to-${to}.csv`, body: `${lines.join('\r\n')}\r\n` };
  }
}
