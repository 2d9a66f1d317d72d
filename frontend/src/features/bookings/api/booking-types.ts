/** The bookings wire types (docs/architecture.md §13), from the api's own description (lib/api-schema.ts). */
import type { AvailabilityDay, Booking, BookingPackage, CreateBookingDto } from '../../../lib/api-schema';

export type { AvailabilityDay, Booking, BookingPackage };
export type BookingStatus = Booking['status'];
export type PackageKind = BookingPackage['kind'];
export type CreateBookingInput = CreateBookingDto;
