import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isIsoDay } from '@studio/core/time/studio-day';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';
import { BookingSettingsPatchDto } from '../bookings/booking-settings.dto';
import { BillingSettingsPatchDto } from '../documents/billing-settings.dto';
import { PrivacySettingsPatchDto } from '../privacy/privacy-settings.dto';

/** Field messages of PUT /api/admin/site (shown beside the admin form's inputs). */
export const SITE_MESSAGES = {
  name: 'Please enter the studio name (at most 80 characters)',
  phone: 'Phone must be 10 digits, without +91 or spaces',
  whatsapp: 'WhatsApp number must be 91 followed by the 10-digit mobile number',
  email: 'Please enter a valid e-mail address',
  addressLines: 'Give 1 to 5 address lines of at most 120 characters each',
  https: (what: string) => `${what} must be an https:// link`,
  mapEmbed: 'Map embed link must be a Google Maps embed link (https://www.google.com/maps/embed?... or https://www.google.com/maps?...&output=embed)',
  hours: 'Please enter the opening hours (at most 80 characters)',
  rating: 'Rating must be a number from 0 to 5 with at most one decimal, e.g. 5.0',
  happyFamilies: 'Happy families must be a whole number from 0 to 1000000',
  yearsExperience: 'Years of experience must be a whole number from 0 to 100',
  decadeClaim: 'Please enter the experience claim (at most 60 characters), e.g. "over a decade"',
  enabled: 'Campaign on/off must be true or false',
  headline: 'Please enter the campaign headline (at most 120 characters)',
  description: 'Please enter the campaign description (at most 600 characters)',
  date: (what: string) => `${what} must be a date (yyyy-mm-dd) or empty`,
  endsBeforeStart: 'End date must be on or after the start date',
} as const;

/** Hosts the site's Content-Security-Policy lets a frame come from (api/src/app.factory.ts). */
export const MAP_EMBED_HOSTS = ['www.google.com', 'maps.google.com'];

function httpsUrl(value: unknown, hosts?: string[]): boolean {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && !u.username && !u.password && (!hosts || hosts.includes(u.hostname));
  } catch {
    return false;
  }
}

const HttpsUrl = (what: string, hosts?: string[]) =>
  ValidateBy(
    { name: 'httpsUrl', validator: { validate: (v: unknown) => httpsUrl(v, hosts) } },
    { message: hosts ? SITE_MESSAGES.mapEmbed : SITE_MESSAGES.https(what) },
  );

/** Registered (and so run) in this order: type, emptiness, length. */
const Text = (max: number, message: string) => [Trim(), IsString({ message }), IsNotEmpty({ message }), MaxLength(max, { message })];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

export class StudioPatchDto {
  @ApiPropertyOptional({ maxLength: 80 })
  @IsOptional() @apply(Text(80, SITE_MESSAGES.name)) name?: string;

  @IsOptional()
  @Trim()
  @Matches(/^\d{10}$/, { message: SITE_MESSAGES.phone })
  @IsString({ message: SITE_MESSAGES.phone })
  @ApiPropertyOptional({ example: '9876543210', description: '10 digits' })
  phone?: string;

  @IsOptional()
  @Trim()
  @Matches(/^91\d{10}$/, { message: SITE_MESSAGES.whatsapp })
  @IsString({ message: SITE_MESSAGES.whatsapp })
  @ApiPropertyOptional({ example: '919876543210', description: '91 and 10 digits' })
  whatsapp?: string;

  @IsOptional()
  @Trim()
  @MaxLength(254, { message: SITE_MESSAGES.email })
  @IsEmail({}, { message: SITE_MESSAGES.email })
  @IsString({ message: SITE_MESSAGES.email })
  @ApiPropertyOptional({ format: 'email' })
  email?: string;

  @IsOptional()
  @ValidateBy(
    {
      name: 'addressLines',
      validator: { validate: (v: unknown) => Array.isArray(v) && v.every((l) => typeof l === 'string' && l.trim() !== '' && l.length <= 120) },
    },
    { message: SITE_MESSAGES.addressLines },
  )
  @ArrayMaxSize(5, { message: SITE_MESSAGES.addressLines })
  @ArrayMinSize(1, { message: SITE_MESSAGES.addressLines })
  @IsArray({ message: SITE_MESSAGES.addressLines })
  @ApiPropertyOptional({ type: [String], minItems: 1, maxItems: 5 })
  addressLines?: string[];

  @ApiPropertyOptional({ description: 'https URL' })
  @IsOptional() @Trim() @HttpsUrl('Map link') mapUrl?: string;
  @ApiPropertyOptional({ description: 'https Google Maps embed URL' })
  @IsOptional() @Trim() @HttpsUrl('Map embed link', MAP_EMBED_HOSTS) mapEmbedUrl?: string;
  @ApiPropertyOptional({ description: 'https URL' })
  @IsOptional() @Trim() @HttpsUrl('Facebook link') facebookUrl?: string;
  @ApiPropertyOptional({ description: 'https URL' })
  @IsOptional() @Trim() @HttpsUrl('Instagram link') instagramUrl?: string;
  @ApiPropertyOptional({ maxLength: 80 })
  @IsOptional() @apply(Text(80, SITE_MESSAGES.hours)) hours?: string;
}

export class ClaimsPatchDto {
  @IsOptional()
  @Trim()
  @Matches(/^(?:[0-4](?:\.\d)?|5(?:\.0)?)$/, { message: SITE_MESSAGES.rating })
  @IsString({ message: SITE_MESSAGES.rating })
  @ApiPropertyOptional({ example: '5.0' })
  rating?: string;

  @IsOptional()
  @WholeNumber(0, 1_000_000, { int: SITE_MESSAGES.happyFamilies, min: SITE_MESSAGES.happyFamilies, max: SITE_MESSAGES.happyFamilies })
  @ApiPropertyOptional({ type: Number, minimum: 0 })
  happyFamilies?: number;

  @IsOptional()
  @WholeNumber(0, 100, { int: SITE_MESSAGES.yearsExperience, min: SITE_MESSAGES.yearsExperience, max: SITE_MESSAGES.yearsExperience })
  @ApiPropertyOptional({ type: Number, minimum: 0 })
  yearsExperience?: number;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional() @apply(Text(60, SITE_MESSAGES.decadeClaim)) decadeClaim?: string;
}

const IsoDayOrNull = (what: string) =>
  ValidateBy({ name: 'isoDayOrNull', validator: { validate: (v: unknown) => v === null || (typeof v === 'string' && isIsoDay(v)) } }, { message: SITE_MESSAGES.date(what) });

/** '' from an emptied date input means "no limit". */
const EmptyIsNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

export class CampaignPatchDto {
  @ApiPropertyOptional()
  @IsOptional() @IsBoolean({ message: SITE_MESSAGES.enabled }) enabled?: boolean;
  @ApiPropertyOptional({ maxLength: 120 })
  @IsOptional() @apply(Text(120, SITE_MESSAGES.headline)) headline?: string;
  @ApiPropertyOptional({ maxLength: 600 })
  @IsOptional() @apply(Text(600, SITE_MESSAGES.description)) description?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @EmptyIsNull()
  @IsoDayOrNull('Start date')
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', description: "yyyy-mm-dd; null or '' for no limit" })
  startsOn?: string | null;

  @ValidateIf((_o, v) => v !== undefined)
  @EmptyIsNull()
  @IsoDayOrNull('End date')
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' })
  endsOn?: string | null;
}

/** PUT /api/admin/site: any part of the site's settings; what is left out stays as it is. */
export class UpdateSiteDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => StudioPatchDto)
  @IsObject({ message: 'studio must be an object' })
  @ApiPropertyOptional({ type: () => StudioPatchDto })
  studio?: StudioPatchDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => ClaimsPatchDto)
  @IsObject({ message: 'claims must be an object' })
  @ApiPropertyOptional({ type: () => ClaimsPatchDto })
  claims?: ClaimsPatchDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => CampaignPatchDto)
  @IsObject({ message: 'campaign must be an object' })
  @ApiPropertyOptional({ type: () => CampaignPatchDto })
  campaign?: CampaignPatchDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => BookingSettingsPatchDto)
  @IsObject({ message: 'booking must be an object' })
  @ApiPropertyOptional({ type: () => BookingSettingsPatchDto, description: 'Booking settings (bookings)' })
  booking?: BookingSettingsPatchDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => BillingSettingsPatchDto)
  @IsObject({ message: 'billing must be an object' })
  @ApiPropertyOptional({ type: () => BillingSettingsPatchDto, description: 'Billing settings (receipts and invoices)' })
  billing?: BillingSettingsPatchDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => PrivacySettingsPatchDto)
  @IsObject({ message: 'privacy must be an object' })
  @ApiPropertyOptional({ type: () => PrivacySettingsPatchDto, description: 'Privacy settings: grievance contact and retention (docs/architecture.md §16)' })
  privacy?: PrivacySettingsPatchDto;
}
