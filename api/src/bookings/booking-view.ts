import type { BookingRow, BookingStatus, PackageKind } from '@studio/core/bookings/booking-row';
import { upiUri } from '@studio/core/bookings/booking-codes';
import type { ImageRef } from '@studio/core/images/image-ref';

export interface PackageView {
  id: string;
  name: string;
  kind: PackageKind;
  description: string;
  durationMinutes: number;
  pricePaise: number;
  advancePaise: number;
  active: boolean;
  order: number;
  image: ImageRef | null;
}

export interface DueWeekView {
  startsOn: string;
  left: number;
}

export interface AvailabilityView {
  days?: { date: string; slots: { start: string; available: boolean }[] }[];
  dueWeek?: DueWeekView;
}

/** Booking as the parents see it (docs/architecture.md §13). */
export interface BookingView {
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
  upi: { uri: string | null };
  paymentLinkUrl?: string | null;
  /** Expired because its reported payment stayed unconfirmed for reportedReleaseHours (the parents' page says so). */
  paymentReleased: boolean;
  manageUrl: string;
  endsAt?: string | null;
}

export interface AdminBookingView extends BookingView {
  id: string;
  notes: string | null;
  utr: string | null;
  enquiryId: string | null;
  paymentToCheck: boolean;
  /** Reported longer than reportedCheckHours ago and still not confirmed: staff should check it first. */
  paymentOverdue: boolean;
  whatsappUrl: string;
  createdAt: string;
}

export interface BookingChangeView {
  id: string;
  at: string;
  actor: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface ReminderView {
  id: string;
  kind: 'day_before' | 'due_week' | 'hold_expiring' | 'payment_check';
  forDate: string;
  bookingReference: string;
  name: string;
  phone: string;
  text: string;
  whatsappUrl: string;
  sentAt: string | null;
  sentBy: string | null;
}

export interface ViewContext {
  publicBaseUrl: string;
  upiId: string;
  upiName: string;
}

/** The UPI link while something is still due on a booking that awaits it. */
function upiFor(b: BookingRow, ctx: ViewContext): string | null {
  const due = b.advancePaise - b.paidPaise;
  if (!ctx.upiId || due <= 0 || !['held', 'payment_reported'].includes(b.status)) return null;
  return upiUri({ upiId: ctx.upiId, upiName: ctx.upiName, advancePaise: due, reference: b.reference });
}

export function toBookingView(b: BookingRow, ctx: ViewContext): BookingView {
  return {
    reference: b.reference,
    status: b.status,
    package: { id: b.packageId, name: b.packageName, kind: b.packageKind, durationMinutes: b.durationMinutes },
    date: b.date,
    start: b.start,
    dueDate: b.dueDate,
    bornOn: b.bornOn,
    name: b.name,
    phone: b.phone,
    email: b.email,
    pricePaise: b.pricePaise,
    advancePaise: b.advancePaise,
    paidPaise: b.paidPaise,
    holdExpiresAt: b.status === 'held' && b.holdExpiresAt ? b.holdExpiresAt.toISOString() : null,
    upi: { uri: upiFor(b, ctx) },
    paymentLinkUrl: b.status === 'held' ? b.paymentLinkUrl : null,
    paymentReleased: b.status === 'expired' && b.reportedAt !== null,
    manageUrl: `${ctx.publicBaseUrl}/booking/${b.manageToken}`,
    endsAt: b.endsAt ? b.endsAt.toISOString() : null,
  };
}
