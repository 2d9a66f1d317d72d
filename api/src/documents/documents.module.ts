import { Module } from '@nestjs/common';
import { DocumentPdfRenderer } from './document-pdf.renderer';
import { AdminDocumentsController, ParentDocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** docs/architecture.md §17: receipts, invoices and refund vouchers (their PDFs, the parents' and the staff's lists). */
@Module({
  controllers: [ParentDocumentsController, AdminDocumentsController],
  // The issuer, its repository and clock come from core's DomainModule: bookings' payments issue in their transactions.
  providers: [DocumentsService, DocumentPdfRenderer],
})
export class DocumentsModule {}
