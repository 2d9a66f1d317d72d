import { PHONE_PATTERN, PIN_PATTERN, TITLE_MAX } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { CLIENT_DOWNLOADS, type ClientDownloads } from '@studio/core/entities/client-gallery.entity';
import { isIsoDay } from '@studio/core/time/studio-day';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';
import { CursorQuery, FirstQuery, PageLimitQuery } from '../common/keyset-cursor';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrInvalid = ({ value }: { value: unknown }) => (typeof value === 'string' && isIsoDay(value) ? value : typeof value === 'string' ? 'invalid' : value);
/** An Indian mobile number as typed (spaces, +91, dashes allowed); stored as its 10 digits. */
const phoneDigits = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s()-]/g, '').replace(/^\+?91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  return digits === '' ? undefined : digits;
};

const LIMIT_MESSAGES = { int: 'Selection limit must be a whole number', min: 'Selection limit must be at least 1', max: 'Selection limit must be at most 500' };

export class CreateClientGalleryDto {
  @Trim()
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @MinLength(1, { message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  @ApiProperty({ maxLength: TITLE_MAX })
  title!: string;

  @Trim()
  @MaxLength(100, { message: 'Client name must be at most 100 characters' })
  @MinLength(1, { message: 'Client name is required' })
  @IsString({ message: 'Client name is required' })
  @ApiProperty({ maxLength: 100 })
  clientName!: string;

  @IsOptional()
  @Transform(phoneDigits)
  @Matches(PHONE_PATTERN, { message: 'Phone must be a 10-digit mobile number' })
  @IsString({ message: 'Phone must be a 10-digit mobile number' })
  @ApiPropertyOptional({ description: '10-digit mobile number (spaces, +91 allowed)' })
  clientPhone?: string;

  @Transform(dayOrInvalid)
  @Matches(ISO_DAY, { message: 'Expiry date must be a date (yyyy-mm-dd)' })
  @IsString({ message: 'Expiry date is required (yyyy-mm-dd)' })
  @ApiProperty({ format: 'date', description: 'The last day it opens (studio date)' })
  expiresOn!: string;

  @IsOptional()
  @WholeNumber(1, 500, LIMIT_MESSAGES)
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 500 })
  selectionLimit?: number;

  @IsIn(CLIENT_DOWNLOADS, { message: 'Downloads must be none, web or original' })
  @ApiProperty({ enum: CLIENT_DOWNLOADS })
  downloads!: ClientDownloads;

  /** docs/architecture.md §16: the booking this family's gallery belongs to (they share one family's consents). */
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  @ApiPropertyOptional({ format: 'uuid', description: "The family's booking: the gallery shares its consents and erasure" })
  bookingId?: string;
}

export class UpdateClientGalleryDto {
  @IsOptional()
  @Trim()
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @MinLength(1, { message: 'Title is required' })
  @IsString({ message: 'Title is required' })
  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  title?: string;

  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Client name must be at most 100 characters' })
  @MinLength(1, { message: 'Client name is required' })
  @IsString({ message: 'Client name is required' })
  @ApiPropertyOptional({ maxLength: 100 })
  clientName?: string;

  /** null or '' removes the number. */
  @IsOptional()
  @Transform(({ value }) => (value === null || value === '' ? null : phoneDigits({ value })))
  @ValidateIf((o: UpdateClientGalleryDto) => o.clientPhone !== null)
  @Matches(PHONE_PATTERN, { message: 'Phone must be a 10-digit mobile number' })
  @IsString({ message: 'Phone must be a 10-digit mobile number' })
  @ApiPropertyOptional({ type: String, nullable: true, description: "10-digit mobile number; null or '' removes it" })
  clientPhone?: string | null;

  /** Extend (a later day) or end (today's date or earlier closes it at once). */
  @IsOptional()
  @Transform(dayOrInvalid)
  @Matches(ISO_DAY, { message: 'Expiry date must be a date (yyyy-mm-dd)' })
  @IsString({ message: 'Expiry date must be a date (yyyy-mm-dd)' })
  @ApiPropertyOptional({ format: 'date', description: "A later day extends; today's date or earlier ends it" })
  expiresOn?: string;

  /** null (or '') takes the promise back. */
  @IsOptional()
  @Transform((p: { value: unknown }) => (p.value === '' ? null : dayOrInvalid(p)))
  @ValidateIf((o: UpdateClientGalleryDto) => o.editsReadyBy !== null)
  @Matches(ISO_DAY, { message: 'The day the edited photos come must be a date (yyyy-mm-dd)' })
  @IsString({ message: 'The day the edited photos come must be a date (yyyy-mm-dd)' })
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', description: "The day the edited photos of the selection come; null or '' removes it" })
  editsReadyBy?: string | null;

  /** null removes the limit. */
  @IsOptional()
  @ValidateIf((o: UpdateClientGalleryDto) => o.selectionLimit !== null)
  @WholeNumber(1, 500, LIMIT_MESSAGES)
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 500, description: 'null removes the limit' })
  selectionLimit?: number | null;

  @IsOptional()
  @IsIn(CLIENT_DOWNLOADS, { message: 'Downloads must be none, web or original' })
  @ApiPropertyOptional({ enum: CLIENT_DOWNLOADS })
  downloads?: ClientDownloads;

  /** null unlinks the gallery from its booking. */
  @IsOptional()
  @ValidateIf((o: UpdateClientGalleryDto) => o.bookingId !== null)
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: "The family's booking; null unlinks" })
  bookingId?: string | null;

  /** A new PIN; the old one and every cookie made with it stop working. */
  @IsOptional()
  @IsBoolean({ message: 'resetPin must be true or false' })
  @ApiPropertyOptional({ description: 'true: a new PIN (the old one stops working)' })
  resetPin?: boolean;

  /** Opens a submitted selection again so the family can change it. */
  @IsOptional()
  @IsBoolean({ message: 'reopenSelection must be true or false' })
  @ApiPropertyOptional({ description: 'true: the family can change a submitted selection' })
  reopenSelection?: boolean;
}

export class ClientGalleryIdDto {
  @IsUUID('all', { message: 'Gallery not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}

export class ClientGalleryPhotoParamsDto extends ClientGalleryIdDto {
  @IsUUID('all', { message: 'Photo not found' })
  @ApiProperty({ format: 'uuid' })
  photoId!: string;
}

/** Sent beside a file (multipart) so a duplicate is refused before its bytes are sent. */
export class ClientPhotoFieldsDto {
  @IsOptional()
  @Matches(/^[a-f0-9]{64}$/i, { message: 'contentHash must be a sha256 hex digest' })
  @ApiPropertyOptional({ description: 'sha256 hex of the file' })
  contentHash?: string;
}

/** The multipart body as the document shows it (the reader validates the fields above; `image` is the file part). */
export class ClientPhotoUploadDto extends ClientPhotoFieldsDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The photo; several parts allowed, each after its contentHash' })
  image!: unknown;
}

export class FeaturePhotoDto {
  @IsOptional()
  @Trim()
  @IsString({ message: 'Title must be text' })
  @MaxLength(TITLE_MAX, { message: 'Title must be at most 120 characters' })
  @ApiPropertyOptional({ maxLength: TITLE_MAX })
  title?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: 'Description must be text' })
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  @ApiPropertyOptional({ maxLength: 2000 })
  description?: string;
}

export class ClientCheckHashesDto {
  @IsArray({ message: 'hashes must be a list' })
  @ArrayMaxSize(1000, { message: 'At most 1000 hashes at a time' })
  @Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)) : value))
  @Matches(/^[a-f0-9]{64}$/, { each: true, message: 'hashes must be sha256 hex digests' })
  @ApiProperty({ type: [String], maxItems: 1000, description: 'sha256 hex digests' })
  hashes!: string[];
}

// ---- Parents ----

const SLUG = /^[A-Za-z0-9_-]{20,64}$/;

export class SlugParamsDto {
  @Matches(SLUG, { message: 'Gallery not found' })
  @ApiProperty({ pattern: SLUG.source, description: "The gallery's unguessable slug (its share link)" })
  slug!: string;
}

export class SlugPhotoParamsDto extends SlugParamsDto {
  @IsUUID('all', { message: 'Photo not found' })
  @ApiProperty({ format: 'uuid' })
  photoId!: string;
}

export class SlugArchiveParamsDto extends SlugParamsDto {
  @IsUUID('all', { message: 'Download not found' })
  @ApiProperty({ format: 'uuid' })
  archiveId!: string;
}

export class SlugMediaParamsDto extends SlugParamsDto {
  @IsUUID('all', { message: 'Image not found' })
  @ApiProperty({ format: 'uuid' })
  assetId!: string;

  @Matches(/^(?:\d{1,5}|thumb)\.(?:webp|jpg)$/, { message: 'Image not found' })
  @ApiProperty({ description: 'A variant: `{width}.webp`, `{width}.jpg` or `thumb.webp`', example: '640.webp' })
  file!: string;
}

export class UnlockDto {
  @Matches(PIN_PATTERN, { message: 'Please enter the 4-digit PIN' })
  @IsString({ message: 'Please enter the 4-digit PIN' })
  @ApiProperty({ description: 'The 4-digit PIN' })
  pin!: string;
}

/** `?first=N`: only the gallery's first N ready photos (the server's first screen), with `photoCount` for the rest. */
export class ClientGalleryViewQueryDto {
  @FirstQuery('Only the first N ready photos (photoCount still counts them all)')
  first?: number;

  /** With `first`: the photos after this one (the previous answer's `nextCursor`). */
  @CursorQuery("With first: the previous answer's nextCursor")
  after?: string;
}

/** The admin's detail: `?first=N` for a page of the photos (any status), `after` for the next one. */
export class AdminClientGalleryDetailQueryDto {
  @FirstQuery('Only the first N photos (photoCount counts them all; favouritePhotos whole)')
  first?: number;

  /** With `first`: the photos after this one (the previous answer's `nextCursor`). */
  @CursorQuery("With first: the previous answer's nextCursor")
  after?: string;
}

export class DownloadQueryDto {
  @IsOptional()
  @IsIn(['web', 'original'], { message: 'size must be web or original' })
  @ApiPropertyOptional({ enum: ['web', 'original'], default: 'web' })
  size: 'web' | 'original' = 'web';
}

export class CreateArchiveDto {
  @IsIn(['all', 'favourites'], { message: 'photos must be all or favourites' })
  @ApiProperty({ enum: ['all', 'favourites'] })
  photos!: 'all' | 'favourites';

  @IsOptional()
  @IsIn(['web', 'original'], { message: 'size must be web or original' })
  @ApiPropertyOptional({ enum: ['web', 'original'], default: 'web' })
  size: 'web' | 'original' = 'web';
}

/** `GET /api/admin/client-galleries?limit&cursor`: a page of galleries, newest first. */
export class ClientGalleryListQueryDto {
  @IsOptional()
  @PageLimitQuery()
  limit = 50;

  @CursorQuery()
  cursor?: string;
}
