import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN } from '@studio/core/rules/field-rules';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';

/** Field messages of the privacy part of PUT /api/admin/site. */
export const PRIVACY_SETTINGS_MESSAGES = {
  contactName: 'Grievance contact name must be at most 80 characters',
  contactEmail: 'Grievance contact e-mail must be a valid e-mail address (or empty)',
  contactPhone: 'Grievance contact phone must be 10 digits (or empty)',
  enquiryMonths: 'Enquiry retention must be a whole number of months from 1 to 120',
  galleryDaysAfterExpiry: 'Gallery photo retention must be a whole number of days from 0 to 3650',
  selfieDays: 'Selfie retention must be a whole number of days from 1 to 3650',
  accessLogDays: 'Access log retention must be a whole number of days from 365 to 3650 (the law asks for a year)',
} as const;

const M = PRIVACY_SETTINGS_MESSAGES;
const range = (min: number, max: number, message: string) => WholeNumber(min, max, { int: message, min: message, max: message });

/** The privacy part of PUT /api/admin/site (docs/architecture.md §16); what is left out stays as it is. */
export class PrivacySettingsPatchDto {
  @IsOptional()
  @Trim()
  @MaxLength(80, { message: M.contactName })
  @IsString({ message: M.contactName })
  @ApiPropertyOptional({ maxLength: 80, description: 'The grievance officer parents may write to' })
  contactName?: string;

  @IsOptional()
  @Trim()
  @Matches(new RegExp(`^(?:|${EMAIL_PATTERN.source.slice(1, -1)})$`), { message: M.contactEmail })
  @MaxLength(254, { message: M.contactEmail })
  @IsString({ message: M.contactEmail })
  @ApiPropertyOptional({ maxLength: 254 })
  contactEmail?: string;

  @IsOptional()
  @Trim()
  @Matches(/^(?:|\d{10})$/, { message: M.contactPhone })
  @IsString({ message: M.contactPhone })
  @ApiPropertyOptional({ example: '9876543210' })
  contactPhone?: string;

  @IsOptional() @range(1, 120, M.enquiryMonths) @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 120 }) enquiryMonths?: number;
  @IsOptional() @range(0, 3650, M.galleryDaysAfterExpiry) @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 3650 }) galleryDaysAfterExpiry?: number;
  @IsOptional() @range(1, 3650, M.selfieDays) @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 3650 }) selfieDays?: number;
  @IsOptional() @range(365, 3650, M.accessLogDays) @ApiPropertyOptional({ type: Number, minimum: 365, maximum: 3650 }) accessLogDays?: number;
}
