/**
 * The booking form's consents (docs/architecture.md §16): an unticked, optional "portfolio" yes and a required "I am
 * the parent or legal guardian". Never pre-ticked; sent as `consents` and `guardian` on POST /api/bookings.
 */
import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { PrivacyNote } from '../../../components/privacy-note/privacy-note';
import './consent-fields.css';

export interface ConsentValues {
  portfolio: boolean;
  guardian: boolean;
}

export const NO_CONSENT: ConsentValues = { portfolio: false, guardian: false };

export const GUARDIAN_REQUIRED = 'Please confirm you are the parent or legal guardian.';

/** The form's check before sending (the server checks again). */
export const consentError = (v: ConsentValues): string | undefined => (v.guardian ? undefined : GUARDIAN_REQUIRED);

/** The part of the booking's body these boxes give. */
export const consentBody = (v: ConsentValues) => ({ consents: { portfolio: v.portfolio }, guardian: v.guardian });

export function ConsentFields({ values, error, onChange }: { values: ConsentValues; error?: string; onChange: (next: ConsentValues) => void }) {
  const id = useId();
  return (
    <fieldset className="consent-fields" data-testid="consent-fields">
      <legend className="consent-fields__legend">Your baby’s photos and your data</legend>
      <label className="consent-check" htmlFor={`${id}-portfolio`}>
        <input
          id={`${id}-portfolio`}
          type="checkbox"
          name="portfolio"
          checked={values.portfolio}
          onChange={(e) => onChange({ ...values, portfolio: e.target.checked })}
          aria-describedby={`${id}-portfolio-hint`}
        />
        <span className="consent-check__label">
          You may show our baby’s photos in your portfolio
          <span className="consent-check__hint" id={`${id}-portfolio-hint`}>
            Optional. Only then may the studio show them on its website and social media. You can take it back any time from your booking page.
          </span>
        </span>
      </label>
      <label className="consent-check" htmlFor={`${id}-guardian`}>
        <input
          id={`${id}-guardian`}
          type="checkbox"
          name="guardian"
          required
          checked={values.guardian}
          onChange={(e) => onChange({ ...values, guardian: e.target.checked })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-guardian-error` : undefined}
        />
        <span className="consent-check__label">I am the parent or legal guardian</span>
      </label>
      <FieldError id={`${id}-guardian-error`}>{error}</FieldError>
      <PrivacyNote>Your details are used for your session only.</PrivacyNote>
    </fieldset>
  );
}
