import { TITLE_MAX } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { SourceStatementField } from '../common/source-statement.decorator';
import { MEDIA_KINDS, type MediaKind } from '../images/admin-media-item';
import { CursorQuery } from '../common/keyset-cursor';
import { WholeNumber } from '../common/whole-number.decorator';

const STATUSES = ['processing', 'ready', 'failed'] as const;

export class MediaListQueryDto {
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'kind must be gallery or theme' })
  @ApiProperty({ enum: MEDIA_KINDS })
  kind: MediaKind = 'gallery';

  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be processing, ready or failed' })
  @ApiPropertyOptional({ enum: STATUSES })
  status?: (typeof STATUSES)[number];

  /** The previous page's `nextCursor` (keyset on (created_at, id), never OFFSET: docs/architecture.md §10). */
  @CursorQuery()
  cursor?: string;

  @IsOptional()
  @WholeNumber(1, 100, { int: 'limit must be a whole number', min: 'limit must be at least 1', max: 'limit must be at most 100' })
  @ApiPropertyOptional({ type: Number, default: 20, minimum: 1 })
  limit = 20;
}

export class MediaItemParamsDto {
  @IsIn(MEDIA_KINDS, { message: 'kind must be gallery or theme' })
  @ApiProperty({ enum: MEDIA_KINDS })
  kind!: MediaKind;

  @IsUUID('all', { message: 'Not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class MediaPatchDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'Title must be text' })
  @IsNotEmpty({ message: 'Please enter a title' })
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @ApiPropertyOptional()
  title?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @ApiPropertyOptional()
  description?: string;

  @IsOptional()
  @IsBoolean({ message: 'isPremium must be true or false' })
  @ApiPropertyOptional()
  isPremium?: boolean;

  /** The studio's own photo only: a featured family photo's source is the family's consent (409). */
  @SourceStatementField()
  sourceStatement?: string | null;
}
