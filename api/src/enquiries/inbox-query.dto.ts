import { IsIn, IsOptional } from 'class-validator';
import { DELIVERY_STATUSES, STUDIO_STATUSES, type DeliveryStatus, type StudioStatus } from '@studio/core/entities/enquiry.entity';
import { WholeNumber } from '../common/whole-number.decorator';

/** GET /api/admin/enquiries: filter by the studio's status and/or the delivery status, newest first. */
export class InboxQueryDto {
  @IsOptional()
  @IsIn(STUDIO_STATUSES, { message: `Status must be one of ${STUDIO_STATUSES.join(', ')}` })
  status?: StudioStatus;

  @IsOptional()
  @IsIn(DELIVERY_STATUSES, { message: `Delivery must be one of ${DELIVERY_STATUSES.join(', ')}` })
  delivery?: DeliveryStatus;

  @IsOptional()
  @WholeNumber(1, 100000, { int: 'Page must be a whole number from 1', min: 'Page must be a whole number from 1', max: 'Page is too large' })
  page = 1;

  @IsOptional()
  @WholeNumber(1, 100, { int: 'Limit must be a whole number from 1 to 100', min: 'Limit must be a whole number from 1 to 100', max: 'Limit must be a whole number from 1 to 100' })
  limit = 20;
}
