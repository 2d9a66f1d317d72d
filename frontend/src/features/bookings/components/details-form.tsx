/** Step 3: who is coming (name, 10-digit mobile, optional email and notes). */
import { BOOKING_NAME_MAX, PHONE_DIGITS } from '@studio/rules/field-rules';
import { useId, type ChangeEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { MobileNumberInput } from '../../../components/form/mobile-number-input';
import { NOTES_MAX, type DetailsErrors, type DetailsValues } from './details-validation';

export function DetailsFields({ values, errors, onChange }: { values: DetailsValues; errors: DetailsErrors; onChange: (field: keyof DetailsValues, value: string) => void }) {
  const id = useId();
  const field = (name: keyof DetailsValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, name === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS) : e.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const err = (name: keyof DetailsValues) => <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;
  return (
    <div className="form" data-testid="details-form">
      <h2 className="book-step__title">Your details</h2>
      <div className="form-row form-row--2">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input {...field('name')} autoComplete="name" required maxLength={BOOKING_NAME_MAX} />
          {err('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Mobile number</label>
          <MobileNumberInput {...field('phone')} placeholder="10-digit mobile number" />
          {err('phone')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>
          Email <span className="book-optional">(optional)</span>
        </label>
        <input {...field('email')} type="email" autoComplete="email" />
        {err('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          Anything we should know? <span className="book-optional">(optional)</span>
        </label>
        <textarea {...field('notes')} rows={3} maxLength={NOTES_MAX} placeholder="Your baby's name, siblings joining, outfits you have in mind" />
        <span className="book-muted book-count">
          {values.notes.length} / {NOTES_MAX}
        </span>
        {err('notes')}
      </div>
    </div>
  );
}
