import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DELIVERY_STATUSES, STUDIO_STATUSES, type DeliveryStatus, type StudioStatus } from '@studio/core/entities/enquiry.entity';
import { WholeNumber } from '../common/whole-number.decorator';

/** GET /api/admin/enquiries: filter by the studio's status and/or the delivery status, newest first. */
export class InboxQueryDto {
  @IsOptional()
  @IsIn(STUDIO_STATUSES, { message: `Status must be one of ${STUDIO_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: STUDIO_STATUSES })
  status?: StudioStatus;

  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Delivery must be one of ${DELIVERY_STATUSES.join(', ')}` })
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  delivery?: DeliveryStatus;

  @IsOptional()
  @WholeNumber(1, 100000, { int: 'Page must be a whole number from 1', min: 'Page must be a whole number from 1', max: 'Page is too large' })
  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1 })
  page = 1;

  @IsOptional()
  @WholeNumber(1, 100, { int: 'Limit must be a whole number from 1 to 100', min: 'Limit must be a whole number from 1 to 100', max: 'Limit must be a whole number from 1 to 100' })
  @ApiPropertyOptional({ type: Number, default: 20, minimum: 1 })
  limit = 20;
}
