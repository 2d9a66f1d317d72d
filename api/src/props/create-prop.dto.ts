import { IsDefined, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, Matches, Max, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { MoneyInput } from './money.transform';

/** Highest accepted prop price, in rupees (one crore): keeps every paise sum far inside safe integers. */
export const MAX_PROP_PRICE_RUPEES = 10_000_000;

export class CreatePropDto {
  @Trim()
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @MoneyInput()
  @IsDefined({ message: 'Price is required' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Price must be a valid number' })
  @IsPositive({ message: 'Price must be a valid number' })
  @Max(MAX_PROP_PRICE_RUPEES, { message: 'Price must be at most 1,00,00,000' })
  price!: number;

  /** The spec's client sends today's date (dd/mm/yyyy); the server sets the studio's today regardless. */
  @IsOptional()
  @IsString({ message: 'Date must be dd/mm/yyyy' })
  @Matches(/^(\d{2}\/\d{2}\/\d{4})?$/, { message: 'Date must be dd/mm/yyyy' })
  date?: string;

  /** A data-URL (the image pipeline checks type, size and pixels). */
  @IsString({ message: 'Image is required' })
  @IsNotEmpty({ message: 'Image is required' })
  image!: string;
}
