import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Trim } from '../common/trim.transform';
import { MEDIA_KINDS, type MediaKind } from '../images/admin-media-item';
import { WholeNumber } from '../common/whole-number.decorator';

const STATUSES = ['processing', 'ready', 'failed'] as const;

export class MediaListQueryDto {
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: 'kind must be gallery or theme' })
  kind: MediaKind = 'gallery';

  @IsOptional()
  @IsIn(STATUSES, { message: 'status must be processing, ready or failed' })
  status?: (typeof STATUSES)[number];

  @IsOptional()
  @WholeNumber(1, 100000, { int: 'page must be a whole number', min: 'page must be at least 1', max: 'page is too large' })
  page = 1;

  @IsOptional()
  @WholeNumber(1, 100, { int: 'limit must be a whole number', min: 'limit must be at least 1', max: 'limit must be at most 100' })
  limit = 20;
}

export class MediaItemParamsDto {
  @IsIn(MEDIA_KINDS, { message: 'kind must be gallery or theme' })
  kind!: MediaKind;

  @IsUUID('all', { message: 'Not found' })
  id!: string;
}

export class MediaPatchDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'Title must be text' })
  @IsNotEmpty({ message: 'Please enter a title' })
  @MaxLength(120, { message: 'Title must be at most 120 characters' })
  title?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string;

  @IsOptional()
  @IsBoolean({ message: 'isPremium must be true or false' })
  isPremium?: boolean;
}
