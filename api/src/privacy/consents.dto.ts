import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy } from 'class-validator';
import { PRIVACY_NOTICE_LANGS, type PrivacyNoticeLang } from '@studio/core/privacy/privacy-notice.texts';
import { PRIVACY_MESSAGES } from '@studio/core/privacy/privacy-family';
import { Trim } from '../common/trim.transform';
import { LANG_MESSAGE } from './privacy-notice.dto';

const M = PRIVACY_MESSAGES;

/** A family's choice per purpose (docs/architecture.md §16); a purpose left out records nothing. */
export class ConsentChoiceDto {
  @IsOptional()
  @IsBoolean({ message: M.consentBoolean('portfolio') })
  @ApiPropertyOptional({ description: "The child's photos on the studio's public pages, share images and social media" })
  portfolio?: boolean;

  @IsOptional()
  @IsBoolean({ message: M.consentBoolean('reviews') })
  @ApiPropertyOptional({ description: "The family's name and words as a testimonial" })
  reviews?: boolean;
}

/** POST …/consents (client gallery, manage link): the choices and the notice's language they were made in. */
export class ConsentsBodyDto extends ConsentChoiceDto {
  @IsOptional()
  @IsIn(PRIVACY_NOTICE_LANGS, { message: LANG_MESSAGE })
  @ApiPropertyOptional({ enum: PRIVACY_NOTICE_LANGS, default: 'en', description: 'The language of the notice the parents read' })
  lang?: PrivacyNoticeLang;
}

const NOTE_MESSAGE = 'Please describe the signed paper form (at most 500 characters)';
const SUBJECT_MESSAGE = 'Give exactly one of bookingId or galleryId';
const oneSubject = () =>
  ValidateBy({ name: 'oneSubject', validator: { validate: (_v: unknown, a) => { const o = a?.object as { bookingId?: string; galleryId?: string }; return !!o.bookingId !== !!o.galleryId; } } }, { message: SUBJECT_MESSAGE });

/** POST /api/admin/privacy/consents: staff record a signed paper form, with its note. */
export class StaffConsentDto extends ConsentsBodyDto {
  @IsOptional() @IsUUID('all', { message: 'bookingId must be a booking id' }) @ApiPropertyOptional({ format: 'uuid' }) bookingId?: string;
  @IsOptional() @IsUUID('all', { message: 'galleryId must be a client gallery id' }) @ApiPropertyOptional({ format: 'uuid' }) galleryId?: string;

  @oneSubject()
  @MaxLength(500, { message: NOTE_MESSAGE })
  @IsNotEmpty({ message: NOTE_MESSAGE })
  @IsString({ message: NOTE_MESSAGE })
  @Trim()
  @ApiProperty({ maxLength: 500, description: 'Which paper form, signed by whom, where it is filed' })
  note!: string;
}

/** The booking form's guardian box must be ticked whenever a consent is given there. */
export const GuardianWhenConsenting = () =>
  ValidateBy(
    {
      name: 'guardianWhenConsenting',
      validator: {
        validate: (v: unknown, a) => {
          const consents = (a?.object as { consents?: ConsentChoiceDto } | undefined)?.consents;
          const granting = !!consents && (consents.portfolio === true || consents.reviews === true);
          if (v !== undefined && typeof v !== 'boolean') return false;
          return !granting || v === true;
        },
      },
    },
    { message: M.guardian },
  );

/** POST /api/admin/privacy/erasures: staff file an erasure for a family who asked by phone. */
export class StaffErasureDto {
  @IsOptional() @IsUUID('all', { message: 'bookingId must be a booking id' }) @ApiPropertyOptional({ format: 'uuid' }) bookingId?: string;
  @IsOptional() @IsUUID('all', { message: 'galleryId must be a client gallery id' }) @ApiPropertyOptional({ format: 'uuid' }) galleryId?: string;

  @oneSubject()
  @MaxLength(500, { message: 'Please say who asked and how (at most 500 characters)' })
  @IsNotEmpty({ message: 'Please say who asked and how (at most 500 characters)' })
  @IsString({ message: 'Please say who asked and how (at most 500 characters)' })
  @Trim()
  @ApiProperty({ maxLength: 500, description: 'Who asked, how, and how they were identified' })
  note!: string;
}

/** GET /api/privacy/erasures/{reference} */
export class ErasureReferenceParam {
  @Matches(/^ER-[A-Z0-9]{6}$/, { message: 'That erasure reference is not valid.' })
  @IsString({ message: 'That erasure reference is not valid.' })
  @ApiProperty({ example: 'ER-7KQ2MX' })
  reference!: string;
}

const WHEN_MESSAGE = (what: string) => `${what} must be a date (yyyy-mm-dd) or a date-time (ISO 8601)`;
const isWhen = (v: unknown) => typeof v === 'string' && v.length <= 40 && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));

/** GET /api/admin/privacy/access-log?subject&from&to */
export class AccessLogQueryDto {
  @IsOptional()
  @MaxLength(100, { message: 'subject must be at most 100 characters' })
  @IsString({ message: 'subject must be text' })
  @ApiPropertyOptional({ example: 'gallery:6f1c…', description: "'gallery:<id>', 'booking:<id>' or 'enquiry-export'" })
  subject?: string;

  @IsOptional() @ValidateBy({ name: 'when', validator: { validate: isWhen } }, { message: WHEN_MESSAGE('from') }) @ApiPropertyOptional({ example: '2026-11-01' }) from?: string;
  @IsOptional() @ValidateBy({ name: 'when', validator: { validate: isWhen } }, { message: WHEN_MESSAGE('to') }) @ApiPropertyOptional({ example: '2026-12-01', description: 'Exclusive' }) to?: string;
}

/** PUT /api/admin/privacy/gallery-images/:id/statement: the studio's word on one of its own public photos. */
export class SourceStatementDto {
  @ValidateBy({ name: 'statement', validator: { validate: (v: unknown) => v === null || (typeof v === 'string' && v.trim().length > 0 && v.length <= 300) } }, { message: 'Statement must be 1 to 300 characters, or null' })
  @ApiProperty({ type: String, nullable: true, maxLength: 300, example: 'No child’s face in the photo', description: 'e.g. no child’s face, or a paper release on file; null removes it' })
  statement!: string | null;
}

export class GalleryImageIdParam {
  @IsUUID('all', { message: 'Photo not found' }) @ApiProperty({ format: 'uuid' }) id!: string;
}
