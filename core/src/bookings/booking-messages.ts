import type { BookingRow } from './booking-row';
import { rupees } from './booking-codes';

/** The texts of the WhatsApp messages staff send (prefilled in wa.me links). */

const when = (b: Pick<BookingRow, 'date' | 'start'>) => (b.date && b.start ? `${formatDay(b.date)} at ${b.start}` : 'a day we fix when your baby arrives');

/** '2026-12-01' → 'Tue 1 Dec 2026'. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDay(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

export function confirmationText(b: BookingRow, studio: { name: string; address: string }): string {
  return `Hi ${b.name}, your ${b.packageName} with ${studio.name} is confirmed for ${when(b)} (ref ${b.reference}). Address: ${studio.address}. See you soon!`;
}

export function dayBeforeText(b: BookingRow, studio: { name: string; address: string }): string {
  return (
    `Hi ${b.name}, a reminder: your ${b.packageName} with ${studio.name} is tomorrow, ${when(b)} (ref ${b.reference}). ` +
    `Address: ${studio.address}. Please bring a change of clothes, a feed for the baby just before the session and anything special you would like in the photos.`
  );
}

export function dueWeekText(b: BookingRow, manageUrl: string): string {
  return `Hi ${b.name}, your baby is due this week. Has the baby arrived? Congratulations in advance! Tell us the birth date here and pick the shoot day (5 to 14 days after birth): ${manageUrl} (ref ${b.reference}).`;
}

export function holdExpiringText(b: BookingRow, manageUrl: string, holdEnds: string): string {
  return (
    `Hi ${b.name}, we are holding ${b.packageName} on ${when(b)} for you until ${holdEnds} (ref ${b.reference}). ` +
    `To keep it, please pay the advance of Rs ${rupees(Math.max(0, b.advancePaise - b.paidPaise))} by UPI and enter the UTR here: ${manageUrl}`
  );
}

/** A reported payment staff could not match yet (flagged after reportedCheckHours; released after reportedReleaseHours). */
export function paymentCheckText(b: BookingRow, studio: { name: string }): string {
  return (
    `Hi ${b.name}, this is ${studio.name} about booking ${b.reference} (${b.packageName}, ${when(b)}). ` +
    `We could not yet find your advance with UTR ${b.utr ?? '-'}. Could you send us a screenshot of the payment so we can confirm your booking?`
  );
}

/** wa.me click-to-chat link to an Indian 10-digit number with the text prefilled. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}
