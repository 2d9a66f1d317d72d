import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { WholeNumber } from '../common/whole-number.decorator';

export class FetchPropsDto {
  // Checks run bottom-up (the last decorator first).
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be yyyy-mm-dd' })
  @IsString({ message: 'Please select a date' })
  @ApiProperty({ description: 'yyyy-mm-dd' })
  selectedDate!: string;

  @IsOptional()
  @WholeNumber(1, 100_000, { int: 'Page must be a whole number', min: 'Page must be at least 1', max: 'Page is too large' })
  @ApiPropertyOptional({ type: Number, default: 1 })
  page: number = 1;

  @IsOptional()
  @WholeNumber(1, 50, { int: 'Limit must be a whole number', min: 'Limit must be from 1 to 50', max: 'Limit must be from 1 to 50' })
  @ApiPropertyOptional({ type: Number, default: 10 })
  limit: number = 10;
}
