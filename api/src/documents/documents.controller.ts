import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles } from '../auth/auth.decorators';
import { ManageTokenParam, BookingIdParam } from '../bookings/booking.dto';
import { AccessLogged } from '../privacy/access-logged.decorator';
import { DocumentPdfRenderer } from './document-pdf.renderer';
import { DocumentIdParam, DocumentRangeQueryDto, ParentDocumentParam } from './documents.dto';
import { AdminBookingDocumentListResponse, AdminDocumentListResponse, DocumentListResponse } from './documents.responses';
import { DocumentsService } from './documents.service';
import type { DocumentRow } from '@studio/core/billing/document-row';

const PDF = { description: 'application/pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } as const;

abstract class PdfSender {
  constructor(
    protected readonly service: DocumentsService,
    private readonly renderer: DocumentPdfRenderer,
  ) {}

  protected async send(doc: DocumentRow, res: Response): Promise<void> {
    const body = await this.renderer.render(doc);
    res.setHeader('Content-Type', 'application/pdf');
    // inline: opens in the phone's viewer from WhatsApp; the name is kept when saved.
    res.setHeader('Content-Disposition', `inline; filename="${this.service.fileName(doc)}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(body);
  }
}

/** The parents' documents, by their booking's manage link (docs/architecture.md §17). */
@Public()
@Controller('api/bookings/manage')
export class ParentDocumentsController extends PdfSender {
  constructor(service: DocumentsService, renderer: DocumentPdfRenderer) {
    super(service, renderer);
  }

  @ApiOperation({ summary: "The booking's receipts, invoice and refund vouchers" })
  @Get(':token/documents')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: DocumentListResponse })
  list(@Param() { token }: ManageTokenParam) {
    return this.service.forParents(token);
  }

  @ApiOperation({ summary: 'One document as a PDF (404 for a document of another booking)' })
  @Get(':token/documents/:id.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  async pdf(@Param() { token, id }: ParentDocumentParam, @Res() res: Response) {
    await this.send(await this.service.parentsFile(token, id), res);
  }
}

/** The studio's documents: per booking, the month's, the accountant's CSV. Literal paths before `:id`. */
@Controller('api/admin')
export class AdminDocumentsController extends PdfSender {
  constructor(service: DocumentsService, renderer: DocumentPdfRenderer) {
    super(service, renderer);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Documents issued between two studio dates, with totals per kind (admin)' })
  @Get('documents')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: AdminDocumentListResponse })
  list(@Query() q: DocumentRangeQueryDto) {
    return this.service.list(q);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'The same documents as CSV for the accountant (admin)' })
  @Get('documents/export.csv')
  @AccessLogged('documents-export') // names and amounts of many families (docs/architecture.md §16)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv: number, kind, date, name, amount, taxable value, CGST, SGST, payment reference, booking', schema: { type: 'string' } })
  async csv(@Query() q: DocumentRangeQueryDto, @Res() res: Response) {
    const { fileName, body } = await this.service.csv(q);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(body);
  }

  @Roles('admin')
  @ApiOperation({ summary: 'One document as a PDF (admin)' })
  @Get('documents/:id.pdf')
  @AccessLogged('document', 'document') // a receipt names its family; the breach tool finds the booking
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  async pdf(@Param() { id }: DocumentIdParam, @Res() res: Response) {
    await this.send(await this.service.staffFile(id), res);
  }

  @Roles('admin')
  @ApiOperation({ summary: "A booking's documents (admin)" })
  @Get('bookings/:id/documents')
  @AccessLogged('booking-documents', 'booking')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: AdminBookingDocumentListResponse })
  forBooking(@Param() { id }: BookingIdParam) {
    return this.service.forBooking(id);
  }
}
