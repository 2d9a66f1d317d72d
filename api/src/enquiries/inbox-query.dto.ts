import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { isIsoDay } from '@studio/core/time/studio-day';
import { Trim } from '../common/trim.transform';
import { DELIVERY_STATUSES, STUDIO_STATUSES, type DeliveryStatus, type StudioStatus } from '@studio/core/entities/enquiry.entity';
import { WholeNumber } from '../common/whole-number.decorator';
import { CursorQuery } from '../common/keyset-cursor';

const IsoDay = (what: string) =>
  ValidateBy({ name: 'isoDay', validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDay(v) } }, { message: `${what} must be a date (yyyy-mm-dd)` });

/** The inbox's filters, shared by the list and the CSV export. */
export class InboxFilterDto {
  @IsOptional()
  @IsIn(STUDIO_STATUSES, { message: `Status must be one of ${STUDIO_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: STUDIO_STATUSES })
  status?: StudioStatus;

  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Delivery must be one of ${DELIVERY_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  delivery?: DeliveryStatus;

  /** Name, phone or e-mail contains (any case; a phone also matches typed with +91 or spaces). */
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  @ApiPropertyOptional({ description: 'Name, phone or e-mail contains', maxLength: 100 })
  q?: string;

  /** Received on or after this studio day. */
  @IsOptional()
  @IsoDay('From')
  @ApiPropertyOptional({ format: 'date', description: 'Received on or after this day (studio time zone)' })
  from?: string;

  /** Received on or before this studio day. */
  @IsOptional()
  @IsoDay('To')
  @ApiPropertyOptional({ format: 'date', description: 'Received on or before this day (studio time zone)' })
  to?: string;
}

/** GET /api/admin/enquiries: the filters, newest first, a page at a time (by the previous page's nextCursor). */
export class InboxQueryDto extends InboxFilterDto {
  @CursorQuery()
  cursor?: string;

  @IsOptional()
  @WholeNumber(1, 100, { int: 'Limit must be a whole number from 1 to 100', min: 'Limit must be a whole number from 1 to 100', max: 'Limit must be a whole number from 1 to 100' })
  @ApiPropertyOptional({ type: Number, default: 20, minimum: 1 })
  limit = 20;
}
