/** A numbered money document as stored (docs/architecture.md §17). Import-free. */
export const DOCUMENT_KINDS = ['receipt', 'invoice', 'refund'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A line of a tax invoice's "advances received" (a receipt or, with a negative amount, a refund). */
export interface DocumentAdvance {
  number: string;
  issuedOn: string;
  amountPaise: number;
}

/** Everything a document shows, frozen when it is issued: the PDF is drawn from this alone. */
export interface DocumentData {
  /** 'Receipt Voucher' | 'Payment Receipt' | 'Tax Invoice' | 'Bill of Supply' | 'Refund Voucher' */
  title: string;
  registered: boolean;
  studio: { name: string; address: string; gstin: string | null; stateCode: string; phone: string; email: string };
  family: { name: string; phone: string };
  booking: { reference: string; packageName: string; date: string | null };
  sac: string;
  ratePercent: number;
  /** What the money is for, one line. */
  description: string;
  words: string;
  payment: { method: string; reference: string | null } | null;
  /** Invoice: the receipts (and refunds) already issued for the booking, and what is left to pay. */
  advances: DocumentAdvance[];
  balancePaise: number | null;
}

export interface DocumentRow {
  id: string;
  number: string;
  kind: DocumentKind;
  bookingId: string | null;
  paymentId: string | null;
  fy: string;
  seq: number;
  issuedOn: string;
  issuedAt: Date;
  name: string;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  paymentReference: string | null;
  data: DocumentData;
}
