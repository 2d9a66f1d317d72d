import { Module } from '@nestjs/common';
import { BillingClock } from '@studio/core/billing/billing-clock';
import { DocumentIssuer } from '@studio/core/billing/document-issuer.service';
import { DocumentsRepository } from '@studio/core/billing/documents.repository';
import { DocumentPdfRenderer } from './document-pdf.renderer';
import { AdminDocumentsController, ParentDocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** docs/architecture.md §17: receipts, invoices and refund vouchers; the issuer is used by bookings' payments. */
@Module({
  controllers: [ParentDocumentsController, AdminDocumentsController],
  providers: [DocumentsRepository, DocumentIssuer, BillingClock, DocumentsService, DocumentPdfRenderer],
  exports: [DocumentIssuer],
})
export class DocumentsModule {}
