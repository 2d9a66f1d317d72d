/** When a booking happens, in the parents' words. */
import type { Booking } from '../api/booking-types';
import { formatDay, formatSlot } from '../../../lib/booking-format';

export function whenText(b: Booking): string {
  if (b.date && b.start) return `${formatDay(b.date)} at ${formatSlot(b.start)}`;
  if (b.dueDate) return `due ${formatDay(b.dueDate)} (your day is fixed after the birth)`;
  return 'to be fixed with the studio';
}
