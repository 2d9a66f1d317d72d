import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';

export class SavePropPhotoDto {
  // Checks run bottom-up (the last decorator first).
  @IsUUID('all', { message: 'Property not found' })
  @IsNotEmpty({ message: 'Property is required' })
  @IsString({ message: 'Property is required' })
  @ApiProperty({ format: 'uuid' })
  propertyId!: string;

  @IsNotEmpty({ message: 'Photo is required' })
  @IsString({ message: 'Photo is required' })
  @ApiProperty({ description: 'data-URL' })
  propertyPhoto!: string;

  /**
   * The phone's id for this capture (a UUID made when the photo was taken, docs/architecture.md §14). The same
   * capture sent again stores nothing new and answers as the first time.
   */
  @IsOptional()
  @IsUUID('all', { message: 'Capture id must be a UUID' })
  @ApiPropertyOptional({ format: 'uuid', description: 'The capture id the phone gave this photo; makes the save idempotent per worker' })
  captureId?: string;
}
