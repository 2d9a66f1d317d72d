import { NOTES_MAX } from '@studio/core/rules/field-rules';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsUUID } from 'class-validator';
import { Trim } from '../common/trim.transform';

export const TESTIMONIAL_MESSAGES = {
  name: 'Please enter the parent\u2019s name (at most 80 characters)',
  role: 'Please enter a role, e.g. New Mom (at most 80 characters)',
  location: 'Please enter a location, e.g. Mumbai (at most 80 characters)',
  date: 'Please enter a date, e.g. October 2025 (at most 40 characters)',
  quote: 'Please enter the quote (at most 1000 characters)',
  rating: 'Rating must be a whole number from 1 to 5',
  order: 'Order must be a whole number from 0',
  photo: 'Photo must be an image (a data URL), or null to remove it',
  bookingId: 'Booking not found',
  galleryId: 'Client gallery not found',
  oneFamily: 'Choose the booking or the client gallery, not both',
} as const;

const M = TESTIMONIAL_MESSAGES;

/**
 * The family a testimonial came from (docs/architecture.md §16, purpose `reviews`), chosen by staff: a booking or a
 * client gallery, at most one; null unlinks. Linking needs the family's `reviews` yes (409).
 */
class TestimonialFamilyFields {
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsUUID('all', { message: M.bookingId })
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "The family's booking; shown only while their reviews consent is granted" })
  bookingId?: string | null;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsUUID('all', { message: M.galleryId })
  @ValidateBy({ name: 'oneFamily', validator: { validate: (v: unknown, args) => !v || !(args?.object as TestimonialFamilyFields).bookingId } }, { message: M.oneFamily })
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "Or the family's client gallery" })
  galleryId?: string | null;
}

export class CreateTestimonialDto extends TestimonialFamilyFields {
  @ApiProperty()
  @Trim() @IsString({ message: M.name }) @IsNotEmpty({ message: M.name }) @MaxLength(80, { message: M.name }) name!: string;
  @ApiProperty()
  @Trim() @IsString({ message: M.role }) @IsNotEmpty({ message: M.role }) @MaxLength(80, { message: M.role }) role!: string;
  @ApiProperty()
  @Trim() @IsString({ message: M.location }) @IsNotEmpty({ message: M.location }) @MaxLength(80, { message: M.location }) location!: string;
  @ApiProperty({ example: 'October 2025' })
  @Trim() @IsString({ message: M.date }) @IsNotEmpty({ message: M.date }) @MaxLength(40, { message: M.date }) date!: string;
  @ApiProperty()
  @Trim() @IsString({ message: M.quote }) @IsNotEmpty({ message: M.quote }) @MaxLength(NOTES_MAX, { message: M.quote }) quote!: string;

  @Type(() => Number)
  @IsInt({ message: M.rating })
  @Min(1, { message: M.rating })
  @Max(5, { message: M.rating })
  @ApiProperty({ type: Number, minimum: 1, maximum: 5 })
  rating!: number;

  /** Position in the carousel (0 = first); left out = last. */
  @IsOptional()
  @IsInt({ message: M.order })
  @Min(0, { message: M.order })
  @Max(10000, { message: M.order })
  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Position in the carousel, 0 first' })
  order?: number;

  /** A data-URL image; it goes through the image pipeline. */
  @IsOptional()
  @IsString({ message: M.photo })
  @IsNotEmpty({ message: M.photo })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'data-URL image; null removes the photo (PATCH)' })
  photo?: string;
}

/** PATCH: any field; `photo: null` removes the photo. */
export class UpdateTestimonialDto extends TestimonialFamilyFields {
  @ApiPropertyOptional()
  @IsOptional() @Trim() @IsString({ message: M.name }) @IsNotEmpty({ message: M.name }) @MaxLength(80, { message: M.name }) name?: string;
  @ApiPropertyOptional()
  @IsOptional() @Trim() @IsString({ message: M.role }) @IsNotEmpty({ message: M.role }) @MaxLength(80, { message: M.role }) role?: string;
  @ApiPropertyOptional()
  @IsOptional() @Trim() @IsString({ message: M.location }) @IsNotEmpty({ message: M.location }) @MaxLength(80, { message: M.location }) location?: string;
  @ApiPropertyOptional({ example: 'October 2025' })
  @IsOptional() @Trim() @IsString({ message: M.date }) @IsNotEmpty({ message: M.date }) @MaxLength(40, { message: M.date }) date?: string;
  @ApiPropertyOptional()
  @IsOptional() @Trim() @IsString({ message: M.quote }) @IsNotEmpty({ message: M.quote }) @MaxLength(NOTES_MAX, { message: M.quote }) quote?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.rating })
  @Min(1, { message: M.rating })
  @Max(5, { message: M.rating })
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 5 })
  rating?: number;

  @IsOptional()
  @IsInt({ message: M.order })
  @Min(0, { message: M.order })
  @Max(10000, { message: M.order })
  @ApiPropertyOptional({ type: Number, minimum: 0, description: 'Position in the carousel, 0 first' })
  order?: number;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString({ message: M.photo })
  @IsNotEmpty({ message: M.photo })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'data-URL image; null removes the photo (PATCH)' })
  photo?: string | null;
}

export class TestimonialIdDto {
  @IsUUID('all', { message: 'Testimonial not found' })
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
