import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class EnquiryIdDto {
  @IsUUID('all', { message: 'Enquiry not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
