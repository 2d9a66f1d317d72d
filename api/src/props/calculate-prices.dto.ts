import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsNumber, IsUUID, Max, Min } from 'class-validator';
import { MoneyInput } from './money.transform';

/** Highest total one calculation may share, in rupees (one hundred crore). */
export const MAX_TOTAL_RUPEES = 1_000_000_000;

export class CalculatePricesDto {
  @IsUUID('all', { each: true, message: 'Invalid property id' })
  @ArrayMaxSize(500, { message: 'Select at most 500 properties' })
  @ArrayNotEmpty({ message: 'Select at least one property' })
  @IsArray({ message: 'Select at least one property' })
  @ApiProperty({ type: [String] })
  selectedIds!: string[];

  // Checks run bottom-up (the last decorator first).
  @MoneyInput()
  @Max(MAX_TOTAL_RUPEES, { message: 'Total amount must be at most 1,00,00,00,000' })
  @Min(0, { message: 'Total amount must be a valid number' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Total amount must be a valid number' })
  @IsDefined({ message: 'Total amount is required' })
  @ApiProperty({ description: 'Rupees, at most 2 decimals' })
  totalAmount!: number;
}
