/**
 * The staff side of the bookings contract (docs/architecture.md §13). Written from the contract while the endpoints
 * land; each is to be replaced by its generated twin in lib/api-schema.ts (`npm run openapi`).
 */
import type { ImageRef } from '../../../lib/api-schema';
import type { BookingStatus } from '../../../lib/booking-format';

export type PackageKind = 'newborn' | 'baby' | 'family' | 'maternity' | 'other';
export const PACKAGE_KINDS: PackageKind[] = ['newborn', 'baby', 'family', 'maternity', 'other'];

export interface AdminPackage {
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
export type PackageInput = Omit<AdminPackage, 'id' | 'image'>;

export interface AdminBooking {
  id: string;
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
  notes: string | null;
  utr: string | null;
  pricePaise: number;
  advancePaise: number;
  paidPaise: number;
  holdExpiresAt: string | null;
  manageUrl: string;
  enquiryId: string | null;
  paymentToCheck: boolean;
  whatsappUrl: string;
  createdAt: string;
}

export interface AdminBookingInput {
  packageId: string;
  date?: string;
  start?: string;
  dueDate?: string;
  name: string;
  phone: string;
  email?: string;
  notes?: string;
  status?: BookingStatus;
  enquiryId?: string;
}

export interface BookingPatch {
  status?: BookingStatus;
  date?: string;
  start?: string;
  bornOn?: string;
  paidPaise?: number;
  utr?: string;
  note?: string;
}

export interface Reminder {
  id: string;
  kind: 'day_before' | 'due_week' | 'hold_expiring';
  forDate: string;
  bookingReference: string;
  name: string;
  phone: string;
  text: string;
  whatsappUrl: string;
  sentAt: string | null;
  sentBy: string | null;
}

/** An answer a staff form can show. */
export type SaveResult<T> = { ok: true; value: T } | { ok: false; status?: number; message: string; fields?: Record<string, string> };
