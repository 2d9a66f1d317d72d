import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { DELIVERY_STATUSES, STUDIO_STATUSES, type DeliveryStatus, type StudioStatus } from '@studio/core/entities/enquiry.entity';

/** GET /api/admin/enquiries: filter by the studio's status and/or the delivery status, newest first. */
export class InboxQueryDto {
  @IsOptional()
  @IsIn(STUDIO_STATUSES, { message: `Status must be one of ${STUDIO_STATUSES.join(', ')}` })
  status?: StudioStatus;

  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Delivery must be one of ${DELIVERY_STATUSES.join(', ')}` })
  delivery?: DeliveryStatus;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number from 1' })
  @Min(1, { message: 'Page must be a whole number from 1' })
  @Max(100000, { message: 'Page is too large' })
  page = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'Limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'Limit must be a whole number from 1 to 100' })
  limit = 20;
}
