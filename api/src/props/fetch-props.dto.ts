import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export class FetchPropsDto {
  // Checks run bottom-up (the last decorator first).
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be yyyy-mm-dd' })
  @IsString({ message: 'Please select a date' })
  selectedDate!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be at least 1' })
  @Max(100_000, { message: 'Page is too large' })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number' })
  @Min(1, { message: 'Limit must be from 1 to 50' })
  @Max(50, { message: 'Limit must be from 1 to 50' })
  limit: number = 10;
}
