/** Server-side enquiry rules (spec §5). The frontend forms use the same texts. */
export const ENQUIRY_MESSAGES = {
  name: 'Name is required.',
  phone: 'Valid 10-digit phone number is required.',
  email: 'Valid email address is required.',
  service: 'Please select a service.',
  message: 'Message cannot be empty.',
  address: 'Address is required.',
  themes: 'Please select at least one theme.',
  themeSections: "Each selected theme needs its section, 'Premium' or 'General'.",
  source: 'Source must be footer or contact.',
} as const;

/** The spec's "simple address pattern" and the 10-digit phone: shared with the frontend's forms. */
export { EMAIL_PATTERN, PHONE_PATTERN } from '@studio/core/rules/field-rules';

export const FORM_SOURCES = ['footer', 'contact'] as const;
export type FormSource = (typeof FORM_SOURCES)[number];

/** The footer offers only the Newborn Package; the contact page all three. */
export const SERVICES_BY_SOURCE: Record<FormSource, readonly string[]> = {
  footer: ['newborn'],
  contact: ['newborn', 'baby', 'family'],
};

export const THEME_SECTIONS = ['Premium', 'General'] as const;

/** Length caps: generous for people, small enough that a bot cannot store novels (shared with the frontend's forms). */
export { ENQUIRY_LIMITS as LIMITS } from '@studio/core/rules/field-rules';
