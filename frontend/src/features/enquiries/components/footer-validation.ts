/** Footer enquiry validation (spec §5). */
import { EMAIL_PATTERN, PHONE_DIGITS, PHONE_PATTERN } from '@studio/rules/field-rules';
export interface FooterValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
}
export type FooterErrors = Partial<Record<keyof FooterValues, string>>;

export { EMAIL_PATTERN };

export const FOOTER_MESSAGES = {
  name: 'Name is required.',
  phone: 'Valid 10-digit phone number is required.',
  email: 'Valid email address is required.',
  service: 'Please select a service.',
  message: 'Message cannot be empty.',
} as const;

export function validateFooter(v: FooterValues): FooterErrors {
  const e: FooterErrors = {};
  if (!v.name.trim()) e.name = FOOTER_MESSAGES.name;
  if (!PHONE_PATTERN.test(v.phone)) e.phone = FOOTER_MESSAGES.phone;
  if (!EMAIL_PATTERN.test(v.email.trim())) e.email = FOOTER_MESSAGES.email;
  if (!v.service) e.service = FOOTER_MESSAGES.service;
  if (!v.message.trim()) e.message = FOOTER_MESSAGES.message;
  return e;
}

/** Phone input: digits only, at most 10. */
export function normalisePhone(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
