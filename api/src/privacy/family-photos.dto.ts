import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { ManageTokenParam } from '../bookings/booking.dto';
import { CLIENT_MESSAGES } from '../client-galleries/client-gallery-rules';

/** A ZIP of the family's photos, by the booking's manage link. */
export class ManageArchiveParamsDto extends ManageTokenParam {
  @IsUUID('all', { message: CLIENT_MESSAGES.archiveNotFound })
  @ApiProperty({ format: 'uuid' })
  archiveId!: string;
}
