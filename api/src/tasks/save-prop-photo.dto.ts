import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID } from 'class-validator';

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
}
