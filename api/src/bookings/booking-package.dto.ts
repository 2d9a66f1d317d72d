import { BOOKING_NAME_MAX, NOTES_MAX } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { PACKAGE_KINDS, type PackageKind } from '@studio/core/bookings/booking-row';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';

export const PACKAGE_MESSAGES = {
  name: 'Please enter the package name (at most 80 characters)',
  kind: `Kind must be one of ${PACKAGE_KINDS.join(', ')}`,
  description: 'Description must be at most 1000 characters',
  durationMinutes: 'Duration must be a whole number of minutes from 30 to 480',
  durationGrid: (slot: number) => `Duration must be a multiple of the slot length (${slot} minutes)`,
  pricePaise: 'Price must be a whole number of paise from 0 to 100000000',
  advancePaise: 'Advance must be a whole number of paise from 0 to the price',
  active: 'Active must be true or false',
  order: 'Order must be a whole number from 0 to 10000',
  imageId: 'Image must be the id of an uploaded photo, or null',
  notFound: 'Package not found',
} as const;
const M = PACKAGE_MESSAGES;
const num = (min: number, max: number, message: string) => WholeNumber(min, max, { int: message, min: message, max: message });

/** POST /api/admin/packages. */
export class CreatePackageDto {
  @MaxLength(BOOKING_NAME_MAX, { message: M.name })
  @IsNotEmpty({ message: M.name })
  @IsString({ message: M.name })
  @Trim()
  @ApiProperty({ maxLength: BOOKING_NAME_MAX })
  name!: string;

  @IsIn(PACKAGE_KINDS, { message: M.kind }) @ApiProperty({ enum: PACKAGE_KINDS }) kind!: PackageKind;

  @IsOptional()
  @MaxLength(NOTES_MAX, { message: M.description })
  @IsString({ message: M.description })
  @Trim()
  @ApiPropertyOptional({ maxLength: NOTES_MAX })
  description?: string;

  @num(30, 480, M.durationMinutes) @ApiProperty({ type: Number, minimum: 30, maximum: 480 }) durationMinutes!: number;
  @num(0, 100_000_000, M.pricePaise) @ApiProperty({ type: Number, minimum: 0, description: 'Integer paise' }) pricePaise!: number;
  @num(0, 100_000_000, M.advancePaise) @ApiProperty({ type: Number, minimum: 0, description: 'Integer paise, at most the price' }) advancePaise!: number;
  @IsOptional() @IsBoolean({ message: M.active }) @ApiPropertyOptional() active?: boolean;
  @IsOptional() @num(0, 10_000, M.order) @ApiPropertyOptional({ type: Number, minimum: 0 }) order?: number;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsUUID('all', { message: M.imageId })
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'The image asset id of an uploaded photo (e.g. a gallery photo), or null for none' })
  imageId?: string | null;
}

/** PATCH /api/admin/packages/:id: any of the fields. */
export class UpdatePackageDto extends PartialType(CreatePackageDto) {}

export class PackageIdDto {
  @IsUUID('all', { message: M.notFound }) @ApiProperty({ format: 'uuid' }) id!: string;
}
