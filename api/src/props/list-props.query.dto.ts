import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../common/trim.transform';

/** GET /api/props/images: no page → the plain list (Utilize); with page → one page (price overview). */
export class ListPropsQueryDto {
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be at least 1' })
  @Max(100_000, { message: 'Page is too large' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number' })
  @Min(1, { message: 'Limit must be from 1 to 50' })
  @Max(50, { message: 'Limit must be from 1 to 50' })
  limit?: number;
}
