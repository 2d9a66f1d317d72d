import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, Matches, Max, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { MoneyInput } from './money.transform';

/** Highest accepted prop price, in rupees (one crore): keeps every paise sum far inside safe integers. */
export const MAX_PROP_PRICE_RUPEES = 10_000_000;

export class CreatePropDto {
  // class-validator runs a property's checks bottom-up: the first check is the last decorator.
  @Trim()
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  @ApiProperty({ maxLength: 100 })
  name!: string;

  @MoneyInput()
  @Max(MAX_PROP_PRICE_RUPEES, { message: 'Price must be at most 1,00,00,000' })
  @IsPositive({ message: 'Price must be a valid number' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Price must be a valid number' })
  @IsDefined({ message: 'Price is required' })
  @ApiProperty({ description: 'Rupees, at most 2 decimals' })
  price!: number;

  /** The spec's client sends today's date (dd/mm/yyyy); the server sets the studio's today regardless. */
  @IsOptional()
  @Matches(/^(\d{2}\/\d{2}\/\d{4})?$/, { message: 'Date must be dd/mm/yyyy' })
  @IsString({ message: 'Date must be dd/mm/yyyy' })
  @ApiPropertyOptional({ description: 'dd/mm/yyyy (ignored: the server sets the studio\'s today)' })
  date?: string;

  /** A data-URL (the image pipeline checks type, size and pixels). */
  @IsNotEmpty({ message: 'Image is required' })
  @IsString({ message: 'Image is required' })
  @ApiProperty({ description: 'data-URL' })
  image!: string;
}
