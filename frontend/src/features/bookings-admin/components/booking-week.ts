/** The Bookings page's arithmetic: the seven days shown, the bookings of each, what needs the studio's eye. */
import { addDays } from '../../../lib/booking-format';
import type { AdminBooking } from '../api/admin-booking-types';

export const WEEK_DAYS = 7;

/** `from` and the six days after it. */
export const weekOf = (from: string): string[] => Array.from({ length: WEEK_DAYS }, (_, i) => addDays(from, i));

/** Statuses that hold a time (the rest are history). */
export const LIVE_STATUSES = ['held', 'payment_reported', 'requested', 'confirmed'] as const;
export const isLive = (b: Pick<AdminBooking, 'status'>) => (LIVE_STATUSES as readonly string[]).includes(b.status);

/** Each day's bookings by start time; cancelled and expired ones after the live ones. */
export function byDay(items: AdminBooking[], days: string[]): Map<string, AdminBooking[]> {
  const map = new Map(days.map((d) => [d, [] as AdminBooking[]]));
  for (const b of items) if (b.date && map.has(b.date)) map.get(b.date)!.push(b);
  for (const list of map.values())
    list.sort((a, b) => Number(isLive(b)) - Number(isLive(a)) || (a.start ?? '').localeCompare(b.start ?? '') || a.reference.localeCompare(b.reference));
  return map;
}

/** '₹1,500.00' typed by staff → paise (whole rupees or with paise); null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const t = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [r, p = ''] = t.split('.');
  return Number(r) * 100 + Number(p.padEnd(2, '0'));
}
