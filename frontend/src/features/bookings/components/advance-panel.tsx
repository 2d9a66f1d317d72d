/**
 * The advance: the amount, the reference, when the hold ends, and how to pay it: a QR code on a wide screen, a
 * "Pay with a UPI app" link on a phone (a desktop has no UPI app to open), Razorpay's link where the studio has one.
 */
import { studio } from '../../../config/app-config';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { Booking } from '../api/booking-types';
import { formatInstantTime, formatRupees } from '../../../lib/booking-format';
import { UpiQr } from './upi-qr';

/** The UPI address in the link, for parents who type it into their app by hand. */
const upiAddress = (uri: string | null) => (uri ? (new URLSearchParams(uri.split('?')[1] ?? '').get('pa') ?? '') : '');

export function AdvancePanel({ booking }: { booking: Booking }) {
  const wide = useMediaQuery(DESKTOP_QUERY);
  const due = booking.advancePaise - booking.paidPaise;
  const amount = formatRupees(due);
  const address = upiAddress(booking.upi.uri);
  return (
    <section className="book-advance" aria-labelledby="advance-title" data-testid="advance-panel">
      <h2 id="advance-title" className="book-step__title">
        Pay the advance to hold your time
      </h2>
      <dl className="book-facts">
        <div>
          <dt>Advance</dt>
          <dd className="book-amount" data-testid="advance-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd data-testid="booking-reference">{booking.reference}</dd>
        </div>
        {booking.holdExpiresAt && (
          <div>
            <dt>We hold it until</dt>
            <dd data-testid="hold-ends">{formatInstantTime(booking.holdExpiresAt)} today</dd>
          </div>
        )}
      </dl>
      {!booking.upi.uri ? (
        <p className="book-note">The studio will send you its UPI details on WhatsApp. Please pay with the reference above.</p>
      ) : wide ? (
        <div className="book-pay book-pay--wide">
          <UpiQr uri={booking.upi.uri} label={`UPI QR code: pay ${amount} to ${studio.name}, reference ${booking.reference}`} />
          <p className="book-muted">
            Scan with Google Pay, PhonePe, Paytm or your bank&apos;s UPI app. The amount and reference are filled in for you.
            {address && (
              <>
                {' '}
                UPI ID: <strong>{address}</strong>
              </>
            )}
          </p>
        </div>
      ) : (
        <div className="book-pay">
          <a className="btn btn--gold btn--block" href={booking.upi.uri} data-testid="upi-link">
            Pay with a UPI app
          </a>
          {address && (
            <p className="book-muted">
              Or pay {amount} to UPI ID <strong>{address}</strong> with the reference {booking.reference}.
            </p>
          )}
        </div>
      )}
      {booking.paymentLinkUrl && (
        <p className="book-muted">
          Prefer a card or net banking?{' '}
          <a href={booking.paymentLinkUrl} target="_blank" rel="noopener noreferrer" data-testid="payment-link">
            Pay securely with Razorpay
          </a>
          .
        </p>
      )}
    </section>
  );
}
