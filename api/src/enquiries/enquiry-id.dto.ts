import { IsUUID } from 'class-validator';

export class EnquiryIdDto {
  @IsUUID('all', { message: 'Enquiry not found' })
  id!: string;
}
