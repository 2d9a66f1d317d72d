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

/** An answer a staff form can show. */
export type SaveResult<T> = { ok: true; value: T } | { ok: false; status?: number; message: string; fields?: Record<string, string> };
