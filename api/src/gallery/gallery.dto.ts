import { TITLE_MAX } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { SourceStatementField } from '../common/source-statement.decorator';
import { WholeNumber } from '../common/whole-number.decorator';

export const GALLERY_MAX_LIMIT = 50;

export class GalleryListQueryDto {
  @IsOptional()
  @WholeNumber(1, 100000, { int: 'page must be a whole number', min: 'page must be at least 1', max: 'page is too large' })
  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1 })
  page = 1;

  @IsOptional()
  @WholeNumber(1, GALLERY_MAX_LIMIT, { int: 'limit must be a whole number', min: 'limit must be at least 1', max: `limit must be at most ${GALLERY_MAX_LIMIT}` })
  @ApiPropertyOptional({ type: Number, default: 10, minimum: 1, maximum: GALLERY_MAX_LIMIT })
  limit = 10;

  @IsOptional()
  @Trim()
  @IsString({ message: 'category must be text' })
  @MaxLength(120, { message: 'category is too long' })
  @ApiPropertyOptional({ description: "A title, or 'All'" })
  category?: string;
}

/** Title and description as text fields (multipart) or beside a data-URL (JSON); blank means the defaults. */
export class GalleryFieldsDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'Title must be text' })
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @ApiPropertyOptional({ description: "Blank means 'Untitled'", maxLength: TITLE_MAX })
  title?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @ApiPropertyOptional({ maxLength: 2000 })
  description?: string;

  /** sha256 hex of the file, computed by the browser: lets a duplicate be refused before it is sent. */
  @IsOptional()
  @Matches(/^[a-f0-9]{64}$/i, { message: 'contentHash must be a sha256 hex digest' })
  @ApiPropertyOptional({ description: 'sha256 hex of the file (lets a duplicate be refused before it is sent)' })
  contentHash?: string;

  @SourceStatementField()
  sourceStatement?: string | null;
}

export class AddGalleryImageDto extends GalleryFieldsDto {
  @IsString({ message: 'Image is required' })
  @ApiProperty({ description: 'data-URL (JSON); a file part in multipart' })
  image!: string;
}

export class CheckHashesDto {
  @IsArray({ message: 'hashes must be a list' })
  @ArrayMaxSize(500, { message: 'At most 500 hashes at a time' })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)) : value))
  @Matches(/^[a-f0-9]{64}$/, { each: true, message: 'hashes must be sha256 hex digests' })
  @ApiProperty({ type: [String], maxItems: 500 })
  hashes!: string[];
}
