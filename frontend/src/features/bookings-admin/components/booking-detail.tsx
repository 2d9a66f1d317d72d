/**
 * One booking, for staff (in a side sheet): the parents' details and payment, and what staff do with it: confirm,
 * record a payment, reschedule (or give a newborn its birth date), mark it done, cancel, and WhatsApp the parents.
 */
import { UTR_DIGITS, UTR_PATTERN } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { IconWhatsApp } from '../../../components/ui/icons';
import { formatDay, formatInstantTime, formatRupees, formatSlot, STATUS_LABEL } from '../../../lib/booking-format';
import { patchAdminBooking } from '../api/patch-admin-booking';
import type { AdminBooking, BookingPatch } from '../api/admin-booking-types';
import { BookingHistory } from './booking-history';
import { isLive, rupeesToPaise } from './booking-week';
import { BookingDocumentsPanel } from './booking-documents-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bka-section">
      <h3 className="bka-section__title">{title}</h3>
      {children}
    </section>
  );
}

export function BookingDetail({ booking, onChanged }: { booking: AdminBooking; onChanged: (b: AdminBooking) => void }) {
  const id = useId();
  const { sending: busy, run: patch } = useSubmit(patchAdminBooking);
  const [message, setMessage] = useState<{ type: 'error' | 'ok'; text: string } | null>(null);
  const [amount, setAmount] = useState(() => formatRupees(Math.max(0, booking.advancePaise - booking.paidPaise)).replace(/[₹,]/g, ''));
  const [utr, setUtr] = useState(booking.utr ?? '');
  const [date, setDate] = useState(booking.date ?? '');
  const [start, setStart] = useState(booking.start ?? '');
  const [bornOn, setBornOn] = useState(booking.bornOn ?? '');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const live = isLive(booking);
  const owed = Math.max(0, booking.advancePaise - booking.paidPaise);
  const toConfirm = ['held', 'payment_reported', 'requested'].includes(booking.status);
  const newborn = booking.package.kind === 'newborn';

  const save = async (changes: BookingPatch, done: string) => {
    setMessage(null);
    const res = await patch(booking.id, changes);
    if (!res) return;
    if (res.ok) {
      onChanged(res.data);
      setMessage({ type: 'ok', text: done });
    } else {
      setMessage({ type: 'error', text: res.fields ? Object.values(res.fields).join(' ') : res.message });
    }
  };

  const recordPayment = (e: FormEvent) => {
    e.preventDefault();
    const paise = rupeesToPaise(amount);
    if (paise === null || paise <= 0) return setMessage({ type: 'error', text: 'Enter the amount received in rupees, e.g. 1500.' });
    if (utr && !UTR_PATTERN.test(utr)) return setMessage({ type: 'error', text: 'The UTR has 12 digits (or leave it empty).' });
    void save({ paidPaise: booking.paidPaise + paise, ...(utr && utr !== booking.utr ? { utr } : {}) }, `Recorded ${formatRupees(paise)}.`);
  };

  return (
    <div className="bka-detail" data-testid="booking-detail">
      <p className="bka-detail__status">
        <span className={`bka-status bka-status--${booking.status}`}>{STATUS_LABEL[booking.status]}</span>
        {booking.paymentToCheck && <span className="bka-flag">Payment to check</span>}
      </p>
      <dl className="bka-facts">
        <dt>Session</dt>
        <dd>{booking.package.name}</dd>
        <dt>When</dt>
        <dd>
          {booking.date && booking.start ? `${formatDay(booking.date)} at ${formatSlot(booking.start)}` : booking.dueDate ? `Due ${formatDay(booking.dueDate)}` : 'No day yet'}
          {booking.bornOn && ` · born ${formatDay(booking.bornOn)}`}
        </dd>
        <dt>Parent</dt>
        <dd>
          {booking.name} · <a href={`tel:+91${booking.phone}`}>{booking.phone}</a>
          {booking.email && (
            <>
              {' '}
              · <a href={`mailto:${booking.email}`}>{booking.email}</a>
            </>
          )}
        </dd>
        {booking.notes && (
          <>
            <dt>Notes</dt>
            <dd className="bka-notes">{booking.notes}</dd>
          </>
        )}
        <dt>Money</dt>
        <dd>
          {booking.advancePaise === 0 ? 'No advance' : owed === 0 ? `Advance ${formatRupees(booking.advancePaise)} paid` : `Advance ${formatRupees(booking.advancePaise)}, ${booking.paidPaise > 0 ? `${formatRupees(booking.paidPaise)} paid so far` : 'not paid yet'}`} · price{' '}
          {formatRupees(booking.pricePaise)} · balance {formatRupees(Math.max(0, booking.pricePaise - booking.paidPaise))}
        </dd>
        {booking.utr && (
          <>
            <dt>UPI reference</dt>
            <dd data-testid="detail-utr">{booking.utr}</dd>
          </>
        )}
        {booking.status === 'held' && booking.holdExpiresAt && (
          <>
            <dt>Held until</dt>
            <dd>{formatInstantTime(booking.holdExpiresAt)}</dd>
          </>
        )}
      </dl>

      {message && (
        <p className={message.type === 'error' ? 'bka-msg bka-msg--error' : 'bka-msg'} role={message.type === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}

      {/* One action records the advance and confirms (one request, one transaction), so a confirmed booking never
          reads "Paid ₹0 of the advance"; beside it what to do when the money has not come. */}
      {toConfirm && (
        <div className="bka-confirm" data-testid="confirm-panel">
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void save(owed > 0 ? { status: 'confirmed', paidPaise: booking.advancePaise } : { status: 'confirmed' }, owed > 0 ? `Recorded ${formatRupees(owed)} and confirmed.` : 'Confirmed.')}
            data-testid="confirm-booking"
          >
            {owed > 0 ? `Advance ${formatRupees(owed)} received · Confirm` : 'Confirm'}
          </button>
          {owed > 0 && (
            <a className="btn btn--ghost" href={booking.whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="not-received">
              <IconWhatsApp /> Not received? WhatsApp the parent
            </a>
          )}
        </div>
      )}

      <div className="bka-actions">
        {!(toConfirm && owed > 0) && (
          <a className="btn btn--whatsapp btn--small" href={booking.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <IconWhatsApp /> WhatsApp {booking.status === 'confirmed' ? 'a reminder' : 'the parents'}
          </a>
        )}
        {booking.status === 'confirmed' && (
          <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void save({ status: 'completed' }, 'Marked as done.')}>
            Mark as done
          </button>
        )}
      </div>

      {live && (
        <Section title={owed > 0 ? 'Record part of a payment' : 'Record a payment'}>
          <form className="bka-inline" onSubmit={recordPayment} noValidate>
            <div className="field">
              <label htmlFor={`${id}-amount`}>Amount received (₹)</label>
              <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-utr`}>UTR (12-digit UPI reference)</label>
              <input id={`${id}-utr`} inputMode="numeric" value={utr} onChange={(e) => setUtr(e.target.value.replace(/\D/g, '').slice(0, UTR_DIGITS))} />
            </div>
            <button type="submit" className="btn btn--ghost btn--small" disabled={busy}>
              Record payment
            </button>
          </form>
        </Section>
      )}

      <Section title="Receipts and invoices">
        <BookingDocumentsPanel booking={booking} busy={busy} save={save} />
      </Section>

      {live && newborn && !booking.date && (
        <Section title="Baby born">
          <form
            className="bka-inline"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (bornOn) void save({ bornOn }, 'Birth date saved: pick the day below (5 to 14 days after).');
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-born`}>Date of birth</label>
              <input id={`${id}-born`} type="date" value={bornOn} onChange={(e) => setBornOn(e.target.value)} />
            </div>
            <button type="submit" className="btn btn--ghost btn--small" disabled={busy || !bornOn}>
              Save birth date
            </button>
          </form>
        </Section>
      )}

      {live && (!newborn || booking.bornOn || booking.date) && (
        <Section title={booking.date ? 'Reschedule' : 'Give it a day'}>
          <form
            className="bka-inline"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (date && start) void save({ date, start }, `Moved to ${formatDay(date)} at ${formatSlot(start)}.`);
            }}
          >
            <div className="field">
              <label htmlFor={`${id}-date`}>Day</label>
              <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-start`}>Start</label>
              <input id={`${id}-start`} type="time" step={300} value={start} onChange={(e) => setStart(e.target.value)} />
            </div>
            <button type="submit" className="btn btn--ghost btn--small" disabled={busy || !date || !start || (date === booking.date && start === booking.start)}>
              {booking.date ? 'Move it' : 'Book this time'}
            </button>
          </form>
        </Section>
      )}

      {live && (
        <div className="bka-actions bka-actions--end">
          <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel booking
          </button>
        </div>
      )}
      <Section title="Change history">
        <BookingHistory booking={booking} />
      </Section>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel ${booking.reference}?`}
        description={`${booking.name}'s time is released for other families. Tell them on WhatsApp, and settle any advance with them.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep it"
        danger
        busy={busy}
        onConfirm={() => {
          setConfirmCancel(false);
          void save({ status: 'cancelled' }, 'Cancelled.');
        }}
      />
    </div>
  );
}
