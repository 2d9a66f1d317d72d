/** The parents' details on the booking form, checked before sending (the server checks them again). */
import { BOOKING_NAME_MAX, EMAIL_PATTERN, NOTES_MAX, PHONE_PATTERN } from '@studio/rules/field-rules';
export interface DetailsValues {
  name: string;
  phone: string;
  email: string;
  notes: string;
}
export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

export { NOTES_MAX };

export function validateDetails(v: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!v.name.trim()) errors.name = 'Please tell us your name.';
  else if (v.name.trim().length > BOOKING_NAME_MAX) errors.name = `Please keep the name to ${BOOKING_NAME_MAX} characters.`;
  if (!PHONE_PATTERN.test(v.phone)) errors.phone = 'Please enter your 10-digit mobile number.';
  if (v.email.trim() && !EMAIL_PATTERN.test(v.email.trim())) errors.email = 'Please enter a valid email address, or leave it empty.';
  if (v.notes.length > NOTES_MAX) errors.notes = `Please keep the notes under ${NOTES_MAX.toLocaleString('en-IN')} characters.`;
  return errors;
}

export const hasErrors = (e: DetailsErrors) => Object.values(e).some(Boolean);
