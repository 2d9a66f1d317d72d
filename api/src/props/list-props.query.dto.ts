import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';

/** GET /api/props/images: no page → the plain list (Utilize); with page → one page (price overview). */
export class ListPropsQueryDto {
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @IsString({ message: 'Search must be text' })
  @ApiPropertyOptional({ description: 'Name (any case) or price prefix' })
  search?: string;

  @IsOptional()
  @WholeNumber(1, 100_000, { int: 'Page must be a whole number', min: 'Page must be at least 1', max: 'Page is too large' })
  @ApiPropertyOptional({ type: Number, description: 'Given: a page ({ data, hasMore, currentPage }); absent: every prop' })
  page?: number;

  @IsOptional()
  @WholeNumber(1, 50, { int: 'Limit must be a whole number', min: 'Limit must be from 1 to 50', max: 'Limit must be from 1 to 50' })
  @ApiPropertyOptional({ type: Number, default: 10 })
  limit?: number;

  @IsOptional()
  @IsIn(['include'], { message: 'removed must be "include"' })
  @ApiPropertyOptional({ enum: ['include'], description: 'Admins: removed props too (each with removedOn)' })
  removed?: 'include';
}
