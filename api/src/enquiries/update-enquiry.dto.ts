import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { STUDIO_STATUSES, type StudioStatus } from '@studio/core/entities/enquiry.entity';

/** PATCH /api/admin/enquiries/:id: the studio's own follow-up status. */
export class UpdateEnquiryDto {
  @IsIn(STUDIO_STATUSES, { message: `Status must be one of ${STUDIO_STATUSES.join(', ')}` })
  @ApiProperty({ enum: STUDIO_STATUSES })
  studioStatus!: StudioStatus;
}
