import { BOOKING_NAME_MAX, NOTES_MAX, PHONE_PATTERN, UTR_PATTERN } from '@studio/core/rules/field-rules';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { isTimeOfDay } from '@studio/core/bookings/booking-time';
import { isIsoDay } from '@studio/core/time/studio-day';
import { BOOKING_STATUSES, type BookingStatus } from '@studio/core/bookings/booking-row';
import { MANAGE_TOKEN } from '@studio/core/bookings/booking-codes';
import { BOOKING_MESSAGES } from '@studio/core/bookings/booking-messages';
import { Trim } from '../common/trim.transform';
import { WholeNumber } from '../common/whole-number.decorator';
import { CursorQuery, PageLimitQuery } from '../common/keyset-cursor';
import { ConsentChoiceDto, GuardianWhenConsenting } from '../privacy/consents.dto';

/** Field messages of the booking endpoints, kept with core's booking rules (core/src/bookings/booking-messages.ts). */
export { BOOKING_MESSAGES };
const M = BOOKING_MESSAGES;

const IsoDay = (message: string) => ValidateBy({ name: 'isoDay', validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDay(v) } }, { message });
const TimeOfDay = (message: string) => ValidateBy({ name: 'timeOfDay', validator: { validate: (v: unknown) => isTimeOfDay(v) } }, { message });
const EmptyIsUndefined = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));

/** POST /api/bookings. */
export class CreateBookingDto {
  @IsUUID('all', { message: M.packageId }) @ApiProperty({ format: 'uuid' }) packageId!: string;

  @IsOptional() @IsoDay(M.date) @ApiPropertyOptional({ format: 'date', description: 'Studio time zone; not for newborn packages' }) date?: string;
  @IsOptional() @TimeOfDay(M.start) @ApiPropertyOptional({ example: '10:30', description: "A slot start from availability" }) start?: string;
  @IsOptional() @IsoDay(M.dueDate) @ApiPropertyOptional({ format: 'date', description: 'Newborn packages only' }) dueDate?: string;

  @MaxLength(BOOKING_NAME_MAX, { message: M.name })
  @IsNotEmpty({ message: M.name })
  @IsString({ message: M.name })
  @Trim()
  @ApiProperty({ maxLength: BOOKING_NAME_MAX })
  name!: string;

  @Matches(PHONE_PATTERN, { message: M.phone })
  @IsString({ message: M.phone })
  @Trim()
  @ApiProperty({ example: '9876543210', description: '10 digits' })
  phone!: string;

  @IsOptional()
  @MaxLength(254, { message: M.email })
  @IsEmail({}, { message: M.email })
  @IsString({ message: M.email })
  @EmptyIsUndefined()
  @Trim()
  @ApiPropertyOptional({ format: 'email' })
  email?: string;

  @IsOptional()
  @MaxLength(NOTES_MAX, { message: M.notes })
  @IsString({ message: M.notes })
  @EmptyIsUndefined()
  @Trim()
  @ApiPropertyOptional({ maxLength: NOTES_MAX })
  notes?: string;

  /** docs/architecture.md §16: the form's unticked consent boxes; only a clear choice is recorded. */
  @IsOptional()
  @ValidateNested()
  @Type(() => ConsentChoiceDto)
  @IsObject({ message: 'consents must be an object' })
  @ApiPropertyOptional({ type: () => ConsentChoiceDto })
  consents?: ConsentChoiceDto;

  @ValidateIf((o: CreateBookingDto) => o.guardian !== undefined || !!o.consents)
  @GuardianWhenConsenting()
  @ApiPropertyOptional({ description: '"I am the parent or legal guardian": required (true) when a consent is given' })
  guardian?: boolean;
}

/** POST /api/admin/bookings: the public body plus a status and the enquiry it comes from. */
export class AdminCreateBookingDto extends CreateBookingDto {
  @IsOptional() @IsIn(['held', 'requested', 'payment_reported', 'confirmed'], { message: 'Status must be held, requested, payment_reported or confirmed.' })
  @ApiPropertyOptional({ enum: ['held', 'requested', 'payment_reported', 'confirmed'], description: 'Default: held (requested with no advance)' })
  status?: BookingStatus;

  @IsOptional() @IsUUID('all', { message: M.enquiryId }) @ApiPropertyOptional({ format: 'uuid', description: '"Book" on an enquiry' }) enquiryId?: string;
}

/** PATCH /api/admin/bookings/:id. */
export class AdminUpdateBookingDto {
  @IsOptional() @IsIn(BOOKING_STATUSES, { message: M.status }) @ApiPropertyOptional({ enum: BOOKING_STATUSES }) status?: BookingStatus;
  @IsOptional() @IsoDay(M.date) @ApiPropertyOptional({ format: 'date' }) date?: string;
  @IsOptional() @TimeOfDay(M.start) @ApiPropertyOptional({ example: '10:30' }) start?: string;
  @IsOptional() @IsoDay(M.bornOn) @ApiPropertyOptional({ format: 'date' }) bornOn?: string;
  @IsOptional()
  @WholeNumber(0, 100_000_000, { int: M.paidPaise, min: M.paidPaise, max: M.paidPaise })
  @ApiPropertyOptional({ type: Number, description: 'Total paid so far, integer paise (records the difference as a payment)' })
  paidPaise?: number;
  @IsOptional()
  @WholeNumber(1, 100_000_000, { int: M.refundPaise, min: M.refundPaise, max: M.refundPaise })
  @ApiPropertyOptional({ type: Number, description: 'Money given back, integer paise, at most what was paid: a Refund Voucher (docs/architecture.md §17)' })
  refundPaise?: number;
  @IsOptional() @Matches(UTR_PATTERN, { message: M.utr }) @IsString({ message: M.utr }) @Trim() @ApiPropertyOptional({ example: '412345678901' }) utr?: string;
  @IsOptional() @MaxLength(NOTES_MAX, { message: M.note }) @IsString({ message: M.note }) @Trim() @ApiPropertyOptional({ maxLength: NOTES_MAX, description: 'Kept in the change history' }) note?: string;
}

export class ReportPaymentDto {
  @Matches(UTR_PATTERN, { message: M.utr })
  @IsString({ message: M.utr })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @ApiProperty({ example: '412345678901', description: '12-digit UPI reference (UTR)' })
  utr!: string;
}

export class BirthDto {
  @IsoDay(M.bornOn) @ApiProperty({ format: 'date' }) bornOn!: string;
}

export class ScheduleDto {
  @IsoDay(M.date) @ApiProperty({ format: 'date' }) date!: string;
  @TimeOfDay(M.start) @ApiProperty({ example: '10:30' }) start!: string;
}

export class ManageTokenParam {
  @Matches(MANAGE_TOKEN, { message: M.manage }) @IsString({ message: M.manage }) @ApiProperty() token!: string;
}

export class BookingIdParam {
  @IsUUID('all', { message: M.notFound }) @ApiProperty({ format: 'uuid' }) id!: string;
}

export class ReminderIdParam {
  @IsUUID('all', { message: 'Reminder not found.' }) @ApiProperty({ format: 'uuid' }) id!: string;
}

/** GET /api/booking/availability. */
export class AvailabilityQueryDto {
  @IsOptional() @IsUUID('all', { message: M.packageId }) @ApiPropertyOptional({ format: 'uuid' }) packageId?: string;
  @IsOptional() @IsoDay(M.from) @ApiPropertyOptional({ format: 'date' }) from?: string;
  @IsOptional() @IsoDay(M.to) @ApiPropertyOptional({ format: 'date' }) to?: string;
  @IsOptional() @IsoDay(M.dueDate) @ApiPropertyOptional({ format: 'date', description: 'Newborn package: answers dueWeek' }) dueDate?: string;
  @IsOptional() @Matches(MANAGE_TOKEN, { message: M.manage }) @ApiPropertyOptional({ description: "A newborn booking's manage token: only bornOn + 5 .. + 14" }) manage?: string;
}

/**
 * GET /api/admin/bookings: the filters, a page at a time (docs/architecture.md §13). Days (from/to) come by start;
 * `waiting` by due date, soonest first; anything else newest first.
 */
export class AdminBookingsQueryDto {
  @IsOptional() @IsoDay(M.from) @ApiPropertyOptional({ format: 'date', description: 'Studio day: bookings starting on or after it, by start' }) from?: string;
  @IsOptional() @IsoDay(M.to) @ApiPropertyOptional({ format: 'date', description: 'Studio day: bookings starting on or before it, by start' }) to?: string;
  @IsOptional() @IsIn(BOOKING_STATUSES, { message: M.status }) @ApiPropertyOptional({ enum: BOOKING_STATUSES }) status?: BookingStatus;
  @IsOptional() @MaxLength(100, { message: M.q }) @IsString({ message: M.q }) @Trim() @ApiPropertyOptional({ maxLength: 100, description: 'Reference, name, phone or e-mail contains' }) q?: string;

  @IsOptional()
  @IsBoolean({ message: M.waiting })
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @ApiPropertyOptional({ type: Boolean, description: 'true: only live bookings without a day yet (newborns waiting for theirs), due date soonest first; not with from/to' })
  waiting?: boolean;

  @IsOptional()
  @PageLimitQuery()
  limit = 50;

  /** The previous page's `nextCursor` (a keyset on the list's order, never OFFSET: docs/architecture.md §10). */
  @CursorQuery()
  cursor?: string;
}

export class CalendarFeedQueryDto {
  @IsOptional() @IsString({ message: 'Calendar token missing.' }) @MaxLength(100, { message: 'Calendar token missing.' }) @ApiPropertyOptional() token?: string;
}
