import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, IsUUID, Max, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { MAX_PROP_PRICE_RUPEES } from './create-prop.dto';
import { MoneyInput } from './money.transform';

/** PATCH /api/props/:id: any of name, price, image (a data-URL: a new photo through the pipeline). */
export class UpdatePropDto {
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @ApiPropertyOptional({ maxLength: 100 })
  name?: string;

  @IsOptional()
  @MoneyInput()
  @Max(MAX_PROP_PRICE_RUPEES, { message: 'Price must be at most 1,00,00,000' })
  @IsPositive({ message: 'Price must be a valid number' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Price must be a valid number' })
  @ApiPropertyOptional({ description: 'Rupees, at most 2 decimals' })
  price?: number;

  @IsOptional()
  @IsNotEmpty({ message: 'Image is required' })
  @IsString({ message: 'Image is required' })
  @ApiPropertyOptional({ description: 'data-URL of the new photo' })
  image?: string;
}

export class PropIdDto {
  @IsUUID('all', { message: 'Property not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
