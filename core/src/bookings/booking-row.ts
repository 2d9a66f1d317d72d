/** A booking row as the repositories hand it out (docs/architecture.md §13). Import-free. */
export const BOOKING_STATUSES = ['held', 'payment_reported', 'requested', 'confirmed', 'completed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that block their time (and count against a newborn week). */
export const LIVE_STATUSES: readonly BookingStatus[] = ['held', 'payment_reported', 'requested', 'confirmed'];
export const PACKAGE_KINDS = ['newborn', 'baby', 'family', 'maternity', 'other'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

export interface BookingRow {
  id: string;
  reference: string;
  manageToken: string;
  status: BookingStatus;
  packageId: string | null;
  packageName: string;
  packageKind: PackageKind;
  durationMinutes: number;
  date: string | null;
  start: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  dueDate: string | null;
  dueWeek: string | null;
  bornOn: string | null;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  pricePaise: number;
  advancePaise: number;
  paidPaise: number;
  utr: string | null;
  holdExpiresAt: Date | null;
  /** When the parents (or staff) last put it in payment_reported: unconfirmed reports are flagged, then released. */
  reportedAt: Date | null;
  paymentLinkId: string | null;
  paymentLinkUrl: string | null;
  enquiryId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Who made a change: a staff member, the parents (manage link), Razorpay or the system (expiry). */
export interface BookingActor {
  userId: string | null;
  name: string;
}

export type BookingChanges = Record<string, { from: unknown; to: unknown }>;
