import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, ValidateBy } from 'class-validator';
import { MANAGE_TOKEN } from '@studio/core/bookings/booking-codes';
import { isIsoDay } from '@studio/core/time/studio-day';

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found.',
  booking: 'Booking not found.',
  from: 'From must be a date (yyyy-mm-dd).',
  to: 'To must be a date (yyyy-mm-dd).',
  range: 'To must be on or after from, at most 366 days later.',
} as const;
const M = DOCUMENT_MESSAGES;
const IsoDay = (message: string) => ValidateBy({ name: 'isoDay', validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDay(v) } }, { message });

/** GET /api/bookings/manage/{token}/documents/{id}.pdf */
export class ParentDocumentParam {
  @Matches(MANAGE_TOKEN, { message: M.booking }) @IsString({ message: M.booking }) @ApiProperty() token!: string;
  @IsUUID('all', { message: M.notFound }) @ApiProperty({ format: 'uuid' }) id!: string;
}

export class DocumentIdParam {
  @IsUUID('all', { message: M.notFound }) @ApiProperty({ format: 'uuid' }) id!: string;
}

/** GET /api/admin/documents and …/export.csv: studio dates, default this month. */
export class DocumentRangeQueryDto {
  @IsOptional() @IsoDay(M.from) @ApiPropertyOptional({ format: 'date', description: "Default: the first of this month (studio's date)" }) from?: string;
  @IsOptional() @IsoDay(M.to) @ApiPropertyOptional({ format: 'date', description: 'Default: the last day of the month of from' }) to?: string;
}
