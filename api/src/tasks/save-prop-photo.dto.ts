import { IsNotEmpty, IsString, IsUUID } from 'class-validator';

export class SavePropPhotoDto {
  @IsString({ message: 'Property is required' })
  @IsNotEmpty({ message: 'Property is required' })
  @IsUUID('all', { message: 'Property not found' })
  propertyId!: string;

  @IsString({ message: 'Photo is required' })
  @IsNotEmpty({ message: 'Photo is required' })
  propertyPhoto!: string;
}
