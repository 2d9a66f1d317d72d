import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { BookingSettings, BookingSettingsAdmin } from '@studio/core/bookings/booking-settings';
import { BOOKING_STATUSES, PACKAGE_KINDS, type BookingStatus, type PackageKind } from '@studio/core/bookings/booking-row';
import { ImageRefResponse } from '../common/api-responses';
import type { AdminBookingView, AvailabilityView, BookingView, DueWeekView, PackageView, ReminderView, BookingChangeView } from './booking-view';

@ApiSchema({ name: 'BookingSettings' })
export class BookingSettingsResponse implements BookingSettings {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: "UPI address; '' until set", example: 'studio@okaxis' }) upiId!: string;
  @ApiProperty() upiName!: string;
  @ApiProperty({ type: [Number], description: '0 = Sunday' }) openDays!: number[];
  @ApiProperty({ example: '09:00' }) opensAt!: string;
  @ApiProperty({ example: '21:00' }) closesAt!: string;
  @ApiProperty({ example: 30 }) slotMinutes!: number;
  @ApiProperty({ type: [String], description: 'yyyy-mm-dd' }) blackoutDates!: string[];
  @ApiProperty({ example: 30 }) holdMinutes!: number;
  @ApiProperty({ example: 4 }) newbornPerWeek!: number;
  @ApiProperty({ example: 1 }) leadDays!: number;
  @ApiProperty({ example: 90 }) horizonDays!: number;
  @ApiProperty({ example: 24, description: 'Hours before an unconfirmed payment report is flagged' }) reportedCheckHours!: number;
  @ApiProperty({ example: 72, description: 'Hours before an unconfirmed payment report is released (the booking expires)' }) reportedReleaseHours!: number;
}

@ApiSchema({ name: 'BookingSettingsAdmin' })
export class BookingSettingsAdminResponse extends BookingSettingsResponse implements BookingSettingsAdmin {
  @ApiProperty({ description: 'Secret of the studio calendar feed (GET /api/admin/bookings/calendar.ics?token=)' }) calendarToken!: string;
}

@ApiSchema({ name: 'BookingPackage' })
export class PackageResponse implements PackageView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PACKAGE_KINDS }) kind!: PackageKind;
  @ApiProperty() description!: string;
  @ApiProperty({ minimum: 30, maximum: 480 }) durationMinutes!: number;
  @ApiProperty({ description: 'Integer paise' }) pricePaise!: number;
  @ApiProperty({ description: 'Integer paise, 0..pricePaise' }) advancePaise!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'Position in the list, 0 first' }) order!: number;
  @ApiPropertyOptional({ type: ImageRefResponse, nullable: true }) image!: ImageRefResponse | null;
}

@ApiSchema({ name: 'BookingPackageList' })
export class PackageListResponse {
  @ApiProperty({ type: [PackageResponse] }) items!: PackageResponse[];
}

@ApiSchema({ name: 'BookingPackageSaved' })
export class PackageSavedResponse {
  @ApiProperty({ type: PackageResponse }) package!: PackageResponse;
}

@ApiSchema({ name: 'AvailabilitySlot' })
export class AvailabilitySlotResponse {
  @ApiProperty({ example: '10:30' }) start!: string;
  @ApiProperty() available!: boolean;
}

@ApiSchema({ name: 'AvailabilityDay' })
export class AvailabilityDayResponse {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: [AvailabilitySlotResponse] }) slots!: AvailabilitySlotResponse[];
}

@ApiSchema({ name: 'DueWeek' })
export class DueWeekResponse implements DueWeekView {
  @ApiProperty({ format: 'date', description: 'The Monday of the due date’s week' }) startsOn!: string;
  @ApiProperty({ description: 'newbornPerWeek minus the live newborn bookings due that week' }) left!: number;
}

@ApiSchema({ name: 'Availability' })
export class AvailabilityResponse implements AvailabilityView {
  @ApiPropertyOptional({ type: [AvailabilityDayResponse], description: 'With from/to' }) days?: AvailabilityDayResponse[];
  @ApiPropertyOptional({ type: DueWeekResponse, description: 'With a newborn package and dueDate' }) dueWeek?: DueWeekResponse;
}

@ApiSchema({ name: 'BookingPackageRef' })
export class BookingPackageRefResponse {
  @ApiProperty({ format: 'uuid', type: String, nullable: true, description: 'null once the package was deleted' }) id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PACKAGE_KINDS }) kind!: PackageKind;
  @ApiProperty() durationMinutes!: number;
}

@ApiSchema({ name: 'BookingUpi' })
export class BookingUpiResponse {
  @ApiProperty({ type: String, nullable: true, description: 'upi://pay?... ; null while the studio has no UPI ID or nothing is due' }) uri!: string | null;
}

@ApiSchema({ name: 'Booking' })
export class BookingResponse implements BookingView {
  @ApiProperty({ example: 'BK-7KQ2MX' }) reference!: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty({ type: BookingPackageRefResponse }) package!: BookingPackageRefResponse;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Studio time zone' }) date!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '10:30' }) start!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) dueDate!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) bornOn!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '9876543210' }) phone!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() pricePaise!: number;
  @ApiProperty() advancePaise!: number;
  @ApiProperty() paidPaise!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) holdExpiresAt!: string | null;
  @ApiProperty({ type: BookingUpiResponse }) upi!: BookingUpiResponse;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Razorpay Payment Link, where configured' }) paymentLinkUrl?: string | null;
  @ApiProperty({ description: 'Expired because a reported payment stayed unconfirmed for reportedReleaseHours (staff may restore it)' })
  paymentReleased!: boolean;
  @ApiProperty({ description: 'PUBLIC_BASE_URL/booking/{token}' }) manageUrl!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time', description: 'Instant the session ends (with date)' }) endsAt?: string | null;
}

@ApiSchema({ name: 'BookingChange' })
export class BookingChangeResponse implements BookingChangeView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ description: "Staff username, 'parents', 'razorpay' or 'system'" }) actor!: string;
  @ApiProperty({ example: 'update' }) action!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'object', properties: { from: {}, to: {} }, required: ['from', 'to'] } })
  changes!: Record<string, { from: unknown; to: unknown }>;
}

@ApiSchema({ name: 'AdminBooking' })
export class AdminBookingResponse extends BookingResponse implements AdminBookingView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Notes from the parents' }) notes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: '12-digit UPI reference the parents reported' }) utr!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) enquiryId!: string | null;
  @ApiProperty({ description: 'Payment reported by the parents and not yet confirmed: staff should check it' }) paymentToCheck!: boolean;
  @ApiProperty({ description: 'Reported longer than reportedCheckHours ago and still unconfirmed: check it first (it is released after reportedReleaseHours)' })
  paymentOverdue!: boolean;
  @ApiProperty({ description: 'wa.me link with a prefilled confirmation or reminder' }) whatsappUrl!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'BookingEnvelope' })
export class BookingEnvelopeResponse {
  @ApiProperty({ type: BookingResponse }) booking!: BookingResponse;
}

@ApiSchema({ name: 'AdminBookingEnvelope' })
export class AdminBookingEnvelopeResponse {
  @ApiProperty({ type: AdminBookingResponse }) booking!: AdminBookingResponse;
  @ApiPropertyOptional({ type: [BookingChangeResponse], description: 'Change history, oldest first' }) changes?: BookingChangeResponse[];
}

@ApiSchema({ name: 'AdminBookingList' })
export class AdminBookingListResponse {
  @ApiProperty({ type: [AdminBookingResponse] }) items!: AdminBookingResponse[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'BookingReminder' })
export class ReminderResponse implements ReminderView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['payment_check', 'day_before', 'due_week', 'hold_expiring'] }) kind!: 'payment_check' | 'day_before' | 'due_week' | 'hold_expiring';
  @ApiProperty({ format: 'date' }) forDate!: string;
  @ApiProperty() bookingReference!: string;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ description: 'wa.me click-to-chat link with the text prefilled' }) whatsappUrl!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sentAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) sentBy!: string | null;
}

@ApiSchema({ name: 'BookingReminderList' })
export class ReminderListResponse {
  @ApiProperty({ format: 'date', description: "Today in the studio's time zone" }) date!: string;
  @ApiProperty({ type: [ReminderResponse] }) items!: ReminderResponse[];
}

@ApiSchema({ name: 'BookingCalendarToken' })
export class CalendarTokenResponse {
  @ApiProperty() calendarToken!: string;
  @ApiProperty({ description: 'The feed URL to add to a phone calendar' }) calendarUrl!: string;
}

@ApiSchema({ name: 'WebhookReceived' })
export class WebhookReceivedResponse {
  @ApiProperty() received!: boolean;
  @ApiProperty({ enum: ['applied', 'duplicate', 'ignored'] }) outcome!: 'applied' | 'duplicate' | 'ignored';
}
