import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isIsoDay } from '@studio/core/time/studio-day';
import { isTimeOfDay } from '@studio/core/bookings/booking-time';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';

/** Field messages of the booking part of PUT /api/admin/site. */
export const BOOKING_SETTINGS_MESSAGES = {
  enabled: 'Online booking on/off must be true or false',
  upiId: 'UPI ID must look like studio@okaxis (or be empty)',
  upiName: 'UPI name must be at most 80 characters',
  openDays: 'Open days must be a list of distinct weekdays from 0 (Sunday) to 6 (Saturday), at least one',
  time: (what: string) => `${what} must be a time HH:MM (24-hour), e.g. 09:00`,
  closesBeforeOpens: 'Closing time must be after opening time',
  slotMinutes: 'Slot length must be a whole number of minutes from 10 to 240',
  blackoutDates: 'Blackout dates must be a list of dates (yyyy-mm-dd), at most 366',
  holdMinutes: 'Hold time must be a whole number of minutes from 5 to 1440',
  newbornPerWeek: 'Newborn bookings per week must be a whole number from 0 to 100',
  leadDays: 'Lead days must be a whole number from 0 to 60',
  horizonDays: 'Booking horizon must be a whole number of days from 1 to 730',
  horizonBeforeLead: 'Booking horizon must be at least the lead days',
  reportedCheckHours: 'Hours before an unconfirmed payment is flagged must be a whole number from 1 to 720',
  reportedReleaseHours: 'Hours before an unconfirmed payment is released must be a whole number from 2 to 2160',
  releaseBeforeCheck: 'An unconfirmed payment must be flagged before it is released',
} as const;

const M = BOOKING_SETTINGS_MESSAGES;
const range = (min: number, max: number, message: string) => WholeNumber(min, max, { int: message, min: message, max: message });
const TimeOfDay = (what: string) => ValidateBy({ name: 'timeOfDay', validator: { validate: (v: unknown) => isTimeOfDay(v) } }, { message: M.time(what) });

/** The booking part of PUT /api/admin/site (docs/architecture.md §13); what is left out stays as it is. */
export class BookingSettingsPatchDto {
  @ApiPropertyOptional()
  @IsOptional() @IsBoolean({ message: M.enabled }) enabled?: boolean;

  @IsOptional()
  @Trim()
  @Matches(/^(?:|[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9.-]{1,63})$/, { message: M.upiId })
  @IsString({ message: M.upiId })
  @ApiPropertyOptional({ example: 'studio@okaxis', description: "A UPI address; '' for none" })
  upiId?: string;

  @IsOptional()
  @Trim()
  @MaxLength(80, { message: M.upiName })
  @IsString({ message: M.upiName })
  @ApiPropertyOptional({ maxLength: 80 })
  upiName?: string;

  @IsOptional()
  @ValidateBy(
    { name: 'openDays', validator: { validate: (v: unknown) => Array.isArray(v) && v.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) && new Set(v).size === v.length } },
    { message: M.openDays },
  )
  @ArrayMaxSize(7, { message: M.openDays })
  @ArrayMinSize(1, { message: M.openDays })
  @IsArray({ message: M.openDays })
  @ApiPropertyOptional({ type: [Number], description: '0 = Sunday', example: [0, 1, 2, 3, 4, 5, 6] })
  openDays?: number[];

  @ApiPropertyOptional({ example: '09:00' })
  @IsOptional() @TimeOfDay('Opening time') opensAt?: string;

  @ApiPropertyOptional({ example: '21:00' })
  @IsOptional() @TimeOfDay('Closing time') closesAt?: string;

  @ApiPropertyOptional({ type: Number, minimum: 10, maximum: 240, example: 30 })
  @IsOptional() @range(10, 240, M.slotMinutes) slotMinutes?: number;

  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? [...new Set(value.map((v) => (typeof v === 'string' ? v.trim() : v)))].sort() : value))
  @ValidateBy({ name: 'isoDays', validator: { validate: (v: unknown) => Array.isArray(v) && v.every((d) => typeof d === 'string' && isIsoDay(d)) } }, { message: M.blackoutDates })
  @ArrayMaxSize(366, { message: M.blackoutDates })
  @IsArray({ message: M.blackoutDates })
  @ApiPropertyOptional({ type: [String], description: 'yyyy-mm-dd' })
  blackoutDates?: string[];

  @ApiPropertyOptional({ type: Number, minimum: 5, maximum: 1440, example: 30 })
  @IsOptional() @range(5, 1440, M.holdMinutes) holdMinutes?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, example: 4 })
  @IsOptional() @range(0, 100, M.newbornPerWeek) newbornPerWeek?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 60, example: 1 })
  @IsOptional() @range(0, 60, M.leadDays) leadDays?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 730, example: 90 })
  @IsOptional() @range(1, 730, M.horizonDays) horizonDays?: number;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 720, example: 24 })
  @IsOptional() @range(1, 720, M.reportedCheckHours) reportedCheckHours?: number;

  @ApiPropertyOptional({ type: Number, minimum: 2, maximum: 2160, example: 72 })
  @IsOptional() @range(2, 2160, M.reportedReleaseHours) reportedReleaseHours?: number;
}
