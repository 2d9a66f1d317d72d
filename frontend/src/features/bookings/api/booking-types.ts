/**
 * The bookings wire types (docs/architecture.md §13). Written from the contract while the endpoints land; each is to be
 * replaced by its generated twin in lib/api-schema.ts (`npm run openapi`) once the api describes it.
 */
import type { ImageRef } from '../../../lib/api-schema';
import type { BookingStatus } from '../../../lib/booking-format';

export type PackageKind = 'newborn' | 'baby' | 'family' | 'maternity' | 'other';

export interface BookingPackage {
  id: string;
  name: string;
  kind: PackageKind;
  description: string;
  durationMinutes: number;
  pricePaise: number;
  advancePaise: number;
  active: boolean;
  order: number;
  image?: ImageRef | null;
}

export type { BookingStatus };

export interface Booking {
  reference: string;
  status: BookingStatus;
  package: { id: string | null; name: string; kind: PackageKind; durationMinutes: number };
  date: string | null;
  start: string | null;
  dueDate: string | null;
  bornOn: string | null;
  name: string;
  phone: string;
  email: string | null;
  pricePaise: number;
  advancePaise: number;
  paidPaise: number;
  holdExpiresAt: string | null;
  /** null while the studio has no UPI ID or nothing is due. */
  upi: { uri: string | null };
  paymentLinkUrl?: string | null;
  manageUrl: string;
  endsAt?: string | null;
}

export interface AvailabilityDay {
  date: string;
  slots: { start: string; available: boolean }[];
}

export interface CreateBookingInput {
  packageId: string;
  date?: string;
  start?: string;
  dueDate?: string;
  name: string;
  phone: string;
  email?: string;
  notes?: string;
}

/** An answer a form can show: the booking, or what went wrong (409's message, 400's fields). */
export type BookingOutcome = { ok: true; booking: Booking } | { ok: false; status?: number; message?: string; fields?: Record<string, string> };
