/**
 * A staff booking: for a parent on the phone, or from an enquiry in the inbox ("Book" opens this with the
 * enquiry's name, phone, email and message filled in). Staff may book any open time and choose the status.
 */
import { BOOKING_NAME_MAX, NOTES_MAX, PHONE_DIGITS } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '../../../lib/booking-format';
import { createAdminBooking } from '../api/post-admin-booking';
import { useAdminPackages } from '../api/admin-packages';
import type { AdminBooking, AdminBookingInput } from '../api/admin-booking-types';

export interface BookingPrefill {
  enquiryId?: string;
  name?: string;
  phone?: string;
  email?: string;
  notes?: string;
  kind?: string;
}

type Status = NonNullable<AdminBookingInput['status']>;
const STATUS_CHOICES: { value: Status | ''; label: string }[] = [
  { value: '', label: 'As for parents (held until the advance)' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'requested', label: 'Requested (to confirm later)' },
];

export function NewBookingForm({ prefill, onCreated }: { prefill: BookingPrefill; onCreated: (b: AdminBooking) => void }) {
  const id = useId();
  const { data: packages } = useAdminPackages();
  const active = (packages ?? []).filter((p) => p.active);
  const [packageId, setPackageId] = useState('');
  const chosen = active.find((p) => p.id === packageId) ?? (prefill.kind ? active.find((p) => p.kind === prefill.kind) : undefined);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [name, setName] = useState(prefill.name ?? '');
  const [phone, setPhone] = useState((prefill.phone ?? '').replace(/\D/g, '').slice(-10));
  const [email, setEmail] = useState(prefill.email ?? '');
  const [notes, setNotes] = useState((prefill.notes ?? '').slice(0, 1000));
  const [status, setStatus] = useState<Status | ''>('');
  const { sending: busy, run: create } = useSubmit(createAdminBooking);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const newborn = chosen?.kind === 'newborn';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return setError('Choose a package.');
    setError(null);
    setFields({});
    const res = await create({
      packageId: chosen.id,
      ...(newborn ? { dueDate } : { date, start }),
      name: name.trim(),
      phone,
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(status ? { status } : {}),
      ...(prefill.enquiryId ? { enquiryId: prefill.enquiryId } : {}),
    });
    if (!res) return;
    if (res.ok) return onCreated(res.data);
    setError(res.fields ? 'Please check the fields marked below.' : res.message);
    setFields(res.fields ?? {});
  };

  const err = (k: string) =>
    fields[k] ? (
      <span className="field-error" id={`${id}-${k}-err`}>
        {fields[k]}
      </span>
    ) : null;
  const aria = (k: string) => (fields[k] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${k}-err` } : {});

  return (
    <form className="form bka-new" onSubmit={(e) => void submit(e)} noValidate data-testid="new-booking-form">
      {prefill.enquiryId && <p className="bka-msg">From the enquiry of {prefill.name || 'a parent'}: check the details, choose the package and the time.</p>}
      <div className="field">
        <label htmlFor={`${id}-pkg`}>Package</label>
        <select id={`${id}-pkg`} value={chosen?.id ?? ''} onChange={(e) => setPackageId(e.target.value)} {...aria('packageId')}>
          <option value="">Choose a package</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} · {formatRupees(p.pricePaise)}
            </option>
          ))}
        </select>
        {err('packageId')}
      </div>
      {newborn ? (
        <div className="field">
          <label htmlFor={`${id}-due`}>Due date</label>
          <input id={`${id}-due`} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} {...aria('dueDate')} />
          {err('dueDate')}
        </div>
      ) : (
        <div className="form-row form-row--2">
          <div className="field">
            <label htmlFor={`${id}-date`}>Day</label>
            <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} {...aria('date')} />
            {err('date')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-start`}>Start</label>
            <input id={`${id}-start`} type="time" step={300} value={start} onChange={(e) => setStart(e.target.value)} {...aria('start')} />
            {err('start')}
          </div>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>Parent&apos;s name</label>
        <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={BOOKING_NAME_MAX} {...aria('name')} />
        {err('name')}
      </div>
      <div className="form-row form-row--2">
        <div className="field">
          <label htmlFor={`${id}-phone`}>Mobile number</label>
          <input id={`${id}-phone`} type="tel" inputMode="numeric" value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))} {...aria('phone')} />
          {err('phone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} {...aria('email')} />
          {err('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes (optional)</label>
        <textarea id={`${id}-notes`} rows={3} maxLength={NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} {...aria('notes')} />
        {err('notes')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
          {STATUS_CHOICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="bka-msg bka-msg--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Booking...' : 'Create booking'}
      </button>
    </form>
  );
}
