/**
 * What a parent needs to keep after booking: the money (advance, balance), the refund rule, what happens next, and
 * the booking page's link sent to themselves on WhatsApp (the way back to pay, change, cancel or report the birth).
 */
import { studio } from '../../../config/app-config';
import { IconWhatsApp } from '../../../components/ui/icons';
import { whatsappShareHref } from '../../../lib/links';
import type { Booking } from '../api/booking-types';
import { formatRupees } from '../../../lib/booking-format';
import { whenText } from './when-text';

/** The studio's cancellation rule, as the manage page applies it (cancel here until 48 hours before). */
export const REFUND_RULE =
  'Cancel on this page until 48 hours before your session and we refund the advance in full by UPI. Within 48 hours, message us: we will gladly move your session, but the advance is not refunded.';

function nextSteps(b: Booking): string[] {
  const newborn = b.package.kind === 'newborn';
  const steps: string[] = [];
  if (b.status === 'held') steps.push('Pay the advance by UPI and tell us its 12-digit UTR.');
  if (b.status === 'held' || b.status === 'payment_reported') steps.push('We check the payment and confirm on WhatsApp.');
  if (b.status === 'requested') steps.push('We confirm your booking on WhatsApp, usually within a few hours.');
  if (newborn && !b.date) steps.push('When your baby arrives, open this page, tell us the birth date and pick a day 5 to 14 days after it.');
  steps.push('The day before, we send the address and what to bring on WhatsApp.');
  return steps;
}

export function BookingPlan({ booking }: { booking: Booking }) {
  const paid = booking.paidPaise >= booking.advancePaise && booking.advancePaise > 0;
  const balance = Math.max(0, booking.pricePaise - Math.max(booking.paidPaise, booking.advancePaise));
  const share = `My booking at ${studio.name}: ${booking.reference}, ${booking.package.name}, ${whenText(booking)}. Pay, change or cancel here: ${booking.manageUrl}`;
  return (
    <section className="book-plan" aria-labelledby="plan-title" data-testid="booking-plan">
      <h2 id="plan-title" className="book-step__title">
        What happens next
      </h2>
      <ol className="book-plan__steps">
        {nextSteps(booking).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <dl className="book-facts">
        <div>
          <dt>Price</dt>
          <dd>{formatRupees(booking.pricePaise)}</dd>
        </div>
        {booking.advancePaise > 0 && (
          <div>
            <dt>{paid ? 'Advance paid' : 'Advance'}</dt>
            <dd>{formatRupees(booking.advancePaise)}</dd>
          </div>
        )}
        <div>
          <dt>Balance, at your session</dt>
          <dd data-testid="booking-balance">{formatRupees(balance)}</dd>
        </div>
      </dl>
      {booking.advancePaise > 0 && (
        <p className="book-muted" data-testid="refund-rule">
          {REFUND_RULE}
        </p>
      )}
      <div className="book-keep">
        <a className="btn btn--whatsapp btn--block" href={whatsappShareHref(share)} target="_blank" rel="noopener noreferrer" data-testid="share-booking">
          <IconWhatsApp /> Save this booking on WhatsApp
        </a>
        <p className="book-muted">Send the link to yourself or your family: it brings you back here to pay, change or cancel.</p>
      </div>
    </section>
  );
}
