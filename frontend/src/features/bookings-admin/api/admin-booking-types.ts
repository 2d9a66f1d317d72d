/** The staff side of the bookings contract (docs/architecture.md §13), from lib/api-schema.ts. */
import type {
  AdminBooking,
  AdminCreateBookingDto,
  AdminUpdateBookingDto,
  BookingPackage,
  BookingReminder,
  CreatePackageDto,
  UpdatePackageDto,
} from '../../../lib/api-schema';

export type { AdminBooking };
export type AdminPackage = BookingPackage;
export type PackageKind = BookingPackage['kind'];
export const PACKAGE_KINDS: PackageKind[] = ['newborn', 'baby', 'family', 'maternity', 'other'];
export type PackageInput = CreatePackageDto;
export type PackagePatch = UpdatePackageDto;
export type AdminBookingInput = AdminCreateBookingDto;
export type BookingPatch = AdminUpdateBookingDto;
export type Reminder = BookingReminder;

/** What a staff save says when the server gives no message. */
export const SAVE_TEXTS = { fallback: (status?: number) => `Could not save (${status})` };
