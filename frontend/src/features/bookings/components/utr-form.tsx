/** After paying: the parents give the UPI reference (UTR) so the studio can match the payment. */
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useSubmit } from '../../../lib/use-submit';
import { reportPayment } from '../api/manage-booking';
import type { Booking } from '../api/booking-types';
import { isUtr, normaliseUtr } from '../../../lib/booking-format';

export const UTR_LABEL = 'UTR (12-digit UPI reference)';

export function UtrForm({ token, onReported }: { token: string; onReported: (booking: Booking) => void }) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { sending, run } = useSubmit(reportPayment);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isUtr(utr)) {
      setError('The UTR has 12 digits. You will find it in your UPI app under the payment’s details.');
      return;
    }
    const result = await run(token, utr);
    if (!result) return;
    if (result.ok) onReported(result.data);
    else setError(result.fields?.utr ?? result.message);
  };

  return (
    <form className="form book-utr" noValidate onSubmit={(e) => void submit(e)} data-testid="utr-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="book-step__title">
        Paid? Tell us the reference
      </h2>
      <div className="field">
        <label htmlFor={`${id}-utr`}>{UTR_LABEL}</label>
        <input
          id={`${id}-utr`}
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 412345678901"
          value={utr}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-utr-error` : `${id}-utr-hint`}
          onChange={(e) => {
            setUtr(normaliseUtr(e.target.value));
            setError(undefined);
          }}
        />
        <span className="book-muted" id={`${id}-utr-hint`}>
          Your UPI app shows it on the payment&apos;s receipt (sometimes called UPI Ref. No. or Transaction ID).
        </span>
        <FieldError id={`${id}-utr-error`}>{error}</FieldError>
      </div>
      <button type="submit" className="btn btn--gold" disabled={sending}>
        {sending ? 'Sending...' : 'I have paid'}
      </button>
    </form>
  );
}
