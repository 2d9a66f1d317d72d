import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { BillingSettings } from '@studio/core/billing/billing-settings';
import { DOCUMENT_KINDS, type DocumentKind } from '@studio/core/billing/document-row';
import type { AdminDocumentView, DocumentTotals, DocumentView, KindTotals } from './documents.service';

@ApiSchema({ name: 'BillingSettings' })
export class BillingSettingsResponse implements BillingSettings {
  @ApiProperty() legalName!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ description: "Two digits, '' until set" }) stateCode!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null: not registered' }) gstin!: string | null;
  @ApiProperty() sac!: string;
  @ApiProperty() gstRatePercent!: number;
  @ApiProperty() receiptPrefix!: string;
  @ApiProperty() financialYearStartMonth!: number;
}

@ApiSchema({ name: 'BookingDocument' })
export class DocumentResponse implements DocumentView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'LD/2026-27/1' }) number!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: DocumentKind;
  @ApiProperty({ example: 'Receipt Voucher' }) title!: string;
  @ApiProperty({ format: 'date' }) issuedOn!: string;
  @ApiProperty({ description: 'Integer paise' }) amountPaise!: number;
  @ApiProperty({ description: 'The PDF (same origin)' }) url!: string;
}

@ApiSchema({ name: 'BookingDocumentList' })
export class DocumentListResponse {
  @ApiProperty({ type: [DocumentResponse] }) items!: DocumentResponse[];
}

@ApiSchema({ name: 'AdminDocument' })
export class AdminDocumentResponse extends DocumentResponse implements AdminDocumentView {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) bookingId!: string | null;
  @ApiProperty() bookingReference!: string;
  @ApiProperty() name!: string;
  @ApiProperty() taxablePaise!: number;
  @ApiProperty() cgstPaise!: number;
  @ApiProperty() sgstPaise!: number;
  @ApiProperty({ type: String, nullable: true, description: 'UTR or Razorpay payment id' }) paymentReference!: string | null;
}

@ApiSchema({ name: 'DocumentKindTotals' })
export class KindTotalsResponse implements KindTotals {
  @ApiProperty() count!: number;
  @ApiProperty() amountPaise!: number;
  @ApiProperty() taxablePaise!: number;
  @ApiProperty() cgstPaise!: number;
  @ApiProperty() sgstPaise!: number;
}

@ApiSchema({ name: 'DocumentTotals' })
export class DocumentTotalsResponse implements DocumentTotals {
  @ApiProperty({ type: KindTotalsResponse }) receipt!: KindTotalsResponse;
  @ApiProperty({ type: KindTotalsResponse }) invoice!: KindTotalsResponse;
  @ApiProperty({ type: KindTotalsResponse }) refund!: KindTotalsResponse;
}

@ApiSchema({ name: 'AdminDocumentList' })
export class AdminDocumentListResponse {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ type: [AdminDocumentResponse] }) items!: AdminDocumentResponse[];
  @ApiProperty({ type: DocumentTotalsResponse, description: 'Per kind: what the CSV of the same range adds up to' }) totals!: DocumentTotalsResponse;
}

@ApiSchema({ name: 'AdminBookingDocumentList' })
export class AdminBookingDocumentListResponse {
  @ApiProperty({ type: [AdminDocumentResponse] }) items!: AdminDocumentResponse[];
}
