/**
 * /booking/{token}: the parents' page for their booking (the unguessable link they were given): its state, paying
 * the advance and giving the UTR, the calendar file, cancelling (until 48 hours before), and for a newborn the birth
 * and then the day (5 to 14 days after it).
 */
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSubmit } from '../../../lib/use-submit';
import { BookingPrivacyPanel } from '../components/booking-privacy-panel';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconWhatsApp } from '../../../components/ui/icons';
import { calendarHref, cancelBooking, reportBirth, scheduleBooking, useManagedBooking } from '../api/manage-booking';
import type { Booking } from '../api/booking-types';
import { AdvancePanel } from '../components/advance-panel';
import { BookingPlan } from '../components/booking-plan';
import { BookingStatusBanner } from '../components/booking-status-banner';
import { whenText } from '../components/when-text';
import { addDays, hoursUntil, studioToday } from '../../../lib/booking-format';
import { SlotPicker, type SlotChoice } from '../components/slot-picker';
import { UtrForm } from '../components/utr-form';
import { BookingDocuments } from '../components/booking-documents';
import '../components/bookings.css';

const LIVE: Booking['status'][] = ['held', 'payment_reported', 'requested', 'confirmed'];
export const TOO_LATE = 'Please message the studio to change a booking within 48 hours.';

function BirthForm({ token, onDone }: { token: string; onDone: (b: Booking) => void }) {
  const id = useId();
  const today = studioToday();
  const [bornOn, setBornOn] = useState('');
  const [error, setError] = useState<string>();
  const { sending, run } = useSubmit(reportBirth);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(bornOn)) return setError('Please enter the date your baby was born.');
    const result = await run(token, bornOn);
    if (!result) return;
    if (result.ok) onDone(result.data);
    else setError(result.fields?.bornOn ?? result.message);
  };
  return (
    <form className="form book-section" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="birth-form">
      <h2 id={`${id}-title`} className="book-step__title">
        Has your baby arrived?
      </h2>
      <p className="book-muted">Congratulations! Tell us the birth date and pick a day 5 to 14 days after it, when newborns sleep best.</p>
      <div className="field">
        <label htmlFor={`${id}-born`}>Date of birth</label>
        <input
          id={`${id}-born`}
          type="date"
          max={today}
          min={addDays(today, -30)}
          value={bornOn}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => {
            setBornOn(e.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <span className="field-error" id={`${id}-err`} role="alert">
            {error}
          </span>
        )}
      </div>
      <button type="submit" className="btn btn--gold" disabled={sending}>
        {sending ? 'Saving...' : 'Show me the days'}
      </button>
    </form>
  );
}

function ScheduleForm({ token, bornOn, onDone }: { token: string; bornOn: string; onDone: (b: Booking) => void }) {
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [error, setError] = useState<string>();
  const { sending, run } = useSubmit(scheduleBooking);
  const [round, setRound] = useState(0);
  const submit = async () => {
    if (!slot) return;
    const result = await run(token, slot.date, slot.start);
    if (!result) return;
    if (result.ok) return onDone(result.data);
    setError(result.message);
    if (result.status === 409) {
      setSlot(null);
      setRound((r) => r + 1);
    }
  };
  const from = addDays(bornOn, 5) > studioToday() ? addDays(bornOn, 5) : studioToday();
  return (
    <section className="book-section" data-testid="schedule-form" aria-label="Pick your newborn session's day">
      {error && (
        <p className="book-alert" role="alert">
          {error}
        </p>
      )}
      <SlotPicker key={round} query={{ manage: token }} from={from} value={slot} onChange={setSlot} />
      <div className="book-nav">
        <button type="button" className="btn btn--gold" disabled={!slot || sending} onClick={() => void submit()}>
          {sending ? 'Booking...' : 'Book this time'}
        </button>
      </div>
    </section>
  );
}

export function ManageBookingPage() {
  useDocumentMeta('Your booking', `Your session at ${studio.name}.`);
  const { token = '' } = useParams();
  const { data: booking, error, mutate } = useManagedBooking(token);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useSubmit(cancelBooking);
  const update = (b: Booking) => {
    setProblem(null);
    void mutate(b, { revalidate: false });
  };

  const onCancel = async () => {
    const result = await cancel.run(token);
    setConfirmCancel(false);
    if (!result) return;
    if (result.ok) update(result.data);
    else setProblem(result.message);
  };

  if (error)
    return (
      <div className="page book-page container book-layout">
        <div className="card book-card" role="alert">
          <h1 className="book-step__title">We could not find this booking</h1>
          <p>Please check the link, or message us on WhatsApp with your reference and we will help.</p>
          <a className="btn btn--whatsapp" href={whatsappHref(studio)} target="_blank" rel="noopener noreferrer">
            <IconWhatsApp /> WhatsApp the studio
          </a>
        </div>
      </div>
    );
  if (!booking)
    return (
      <div className="page book-page container book-layout">
        <p className="book-muted" role="status">
          Loading your booking...
        </p>
      </div>
    );

  const live = LIVE.includes(booking.status);
  const newborn = booking.package.kind === 'newborn';
  const lateForChange = !!booking.date && !!booking.start && hoursUntil(booking.date, booking.start) < 48;
  const message = `Hello ${studio.name}, this is ${booking.name} about my booking ${booking.reference}.`;

  return (
    <div className="page book-page">
      <section className="page-hero book-hero" aria-labelledby="manage-title">
        <div className="container">
          <p className="eyebrow">Booking {booking.reference}</p>
          <h1 id="manage-title">Your booking</h1>
        </div>
      </section>
      <div className="container book-layout">
        <div className="card book-card">
          <BookingStatusBanner booking={booking} />
          <dl className="book-facts book-facts--wide">
            <div>
              <dt>Session</dt>
              <dd>{booking.package.name}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd data-testid="booking-when">{whenText(booking)}</dd>
            </div>
          </dl>
          {problem && (
            <div className="book-alert" role="alert" data-testid="manage-problem">
              <p>{problem}</p>
            </div>
          )}

          {booking.status === 'held' && (
            <>
              <AdvancePanel booking={booking} />
              <UtrForm token={token} onReported={update} />
            </>
          )}
          {booking.status === 'expired' && booking.paymentReleased && (
            <p className="book-note" data-testid="payment-released">
              We could not confirm your payment in time, so the time was released. If you have paid, please message the studio on WhatsApp with the
              payment screenshot and we will restore your booking.
            </p>
          )}
          {booking.status === 'expired' && !booking.paymentReleased && (
            <p className="book-note">
              You are welcome to <a href="/book">book again</a>.
            </p>
          )}

          <BookingDocuments token={token} version={`${booking.status}:${booking.paidPaise}`} />

          {live && newborn && !booking.bornOn && booking.status !== 'held' && <BirthForm token={token} onDone={update} />}
          {live && newborn && booking.bornOn && !booking.date && <ScheduleForm token={token} bornOn={booking.bornOn} onDone={update} />}
          {live && <BookingPlan booking={booking} />}

          <div className="book-actions">
            {live && booking.date && (
              <a className="btn btn--ghost" href={calendarHref(token)} download={`${booking.reference}.ics`} data-testid="add-to-calendar">
                Add to calendar
              </a>
            )}
            <a className="btn btn--whatsapp" href={whatsappHref(studio, message)} target="_blank" rel="noopener noreferrer">
              <IconWhatsApp /> WhatsApp the studio
            </a>
            {live &&
              (lateForChange ? (
                <p className="book-muted" data-testid="too-late">
                  {TOO_LATE}
                </p>
              ) : (
                <button type="button" className="btn btn--ghost book-btn--danger" onClick={() => setConfirmCancel(true)} data-testid="cancel-booking">
                  Cancel booking
                </button>
              ))}
          </div>
          <BookingPrivacyPanel token={token} booking={booking} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this booking?"
        description="Your time will be released for other families. If you paid an advance, the studio will contact you about it."
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep it"
        busy={cancel.sending}
        danger
        onConfirm={() => void onCancel()}
      />
    </div>
  );
}
