import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsNumber, IsUUID, Max, Min } from 'class-validator';
import { MoneyInput } from './money.transform';

/** Highest total one calculation may share, in rupees (one hundred crore). */
export const MAX_TOTAL_RUPEES = 1_000_000_000;

export class CalculatePricesDto {
  @IsArray({ message: 'Select at least one property' })
  @ArrayNotEmpty({ message: 'Select at least one property' })
  @ArrayMaxSize(500, { message: 'Select at most 500 properties' })
  @IsUUID('all', { each: true, message: 'Invalid property id' })
  selectedIds!: string[];

  @MoneyInput()
  @IsDefined({ message: 'Total amount is required' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Total amount must be a valid number' })
  @Min(0, { message: 'Total amount must be a valid number' })
  @Max(MAX_TOTAL_RUPEES, { message: 'Total amount must be at most 1,00,00,00,000' })
  totalAmount!: number;
}
