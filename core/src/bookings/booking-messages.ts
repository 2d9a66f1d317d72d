import { BOOKING_STATUSES, type BookingRow } from './booking-row';
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

/** The messages of the booking endpoints (docs/architecture.md §13): the DTOs' field rules, and the booking rules' refusals (booking.service.ts). */
export const BOOKING_MESSAGES = {
  packageId: 'Please choose a package.',
  date: 'Please choose a date (yyyy-mm-dd).',
  start: 'Please choose a time (HH:MM).',
  dueDate: 'Please enter the due date (yyyy-mm-dd).',
  bornOn: 'Please enter the date of birth (yyyy-mm-dd).',
  name: 'Please enter your name (at most 80 characters).',
  phone: 'Valid 10-digit phone number is required.',
  email: 'Please enter a valid e-mail address.',
  notes: 'Notes can be at most 1000 characters.',
  utr: 'UTR must be the 12-digit UPI reference.',
  status: `Status must be one of ${BOOKING_STATUSES.join(', ')}.`,
  enquiryId: 'That enquiry was not found.',
  paidPaise: 'Paid amount must be a whole number of paise from 0 to 100000000.',
  refundPaise: 'The refund must be a whole number of paise from 1 up to what was paid (and not with a paid amount).',
  note: 'Note can be at most 1000 characters.',
  from: 'From must be a date (yyyy-mm-dd).',
  to: 'To must be a date (yyyy-mm-dd).',
  q: 'Search can be at most 100 characters.',
  waiting: 'waiting must be true or false.',
  waitingWithDays: 'Bookings waiting for a day have no day: ask for waiting without from and to.',
  manage: 'That booking link is not valid.',
  // Rules across fields and against the settings (400 unless said otherwise).
  needsSlot: 'Please choose a date and a time for this package.',
  newbornNeedsDueDate: 'Please enter the due date: newborn sessions are booked by due date.',
  newbornNoSlot: 'A newborn session gets its day after the birth: give the due date, not a date and time.',
  dueDateRange: 'The due date must be between 14 days ago and 280 days from today.',
  notBookableDay: 'That date cannot be booked. Please choose a date from the calendar.',
  notBookableTime: 'That time is not one of our slots. Please choose a time from the list.',
  range: 'Please ask for at most 62 days, with to on or after from.',
  availabilityNeeds: 'Give packageId (or manage) with from and to, or a newborn packageId with dueDate.',
  bornOnRange: 'The date of birth must be within the last 14 days and not in the future.',
  notNewborn: 'Only newborn bookings have a date of birth.',
  newbornWindow: 'A newborn session is 5 to 14 days after birth. Please choose a day in that window.',
  birthFirst: 'Please tell us the date of birth first.',
  bothDateAndStart: 'Give both date and start to reschedule.',
  bookingsClosed: 'Online booking is closed right now. Please message us on WhatsApp.',
  packageUnavailable: 'That package cannot be booked online. Please choose another.',
  // 409s, spelled as in the contract.
  slotTaken: 'That time was just taken. Please choose another.',
  weekFull: 'We are fully booked for babies due that week. Please message us on WhatsApp.',
  tooLate: 'Please message the studio to change a booking within 48 hours.',
  utrTaken: 'That UTR is already on another booking. Please check the number.',
  phoneLimit: 'You already have bookings with us. Please message the studio on WhatsApp.',
  utrConfirmed: 'The studio has already confirmed this payment, so its UTR cannot be changed. Please message the studio.',
  notHeld: 'This booking is no longer waiting for a payment.',
  notLive: 'This booking is no longer active. Please book again or message us on WhatsApp.',
  notFound: 'Booking not found.',
  noDay: 'This booking has no day yet.',
} as const;
