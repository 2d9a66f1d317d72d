/** What the studio holds about a family (GET …/privacy), in a parent's words for the Privacy panel. */
import type { PrivacySummary } from '../../lib/api-schema';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function heldItems(s: PrivacySummary): { label: string; value: string }[] {
  const items: { label: string; value: string }[] = [];
  if (s.booking) {
    items.push({ label: 'Booking', value: `${s.booking.reference} · ${s.booking.packageName}` });
    items.push({ label: 'Name and phone', value: `${s.booking.name} · ${s.booking.phone}` });
    if (s.booking.email) items.push({ label: 'E-mail', value: s.booking.email });
    if (s.booking.dueDate || s.booking.bornOn) items.push({ label: s.booking.bornOn ? 'Date of birth' : 'Due date', value: (s.booking.bornOn ?? s.booking.dueDate)! });
  }
  const photos = s.galleries.reduce((n, g) => n + g.photos, 0);
  if (s.galleries.length) items.push({ label: 'Photos', value: plural(photos, 'photo', 'photos') });
  if (s.payments.length) items.push({ label: 'Payments', value: plural(s.payments.length, 'payment', 'payments') });
  if (s.changes.length) items.push({ label: 'Booking changes', value: plural(s.changes.length, 'change', 'changes') });
  if (s.enquiries.length) items.push({ label: 'Messages to the studio', value: plural(s.enquiries.length, 'message', 'messages') });
  return items;
}
