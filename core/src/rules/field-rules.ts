/**
 * Field rules the api's DTOs and the frontend's forms share, where the api's description makes them the same: one
 * place, so a change here changes both. No imports (the frontend bundles this file through its `@studio/rules` alias:
 * it must stay free of Node and server code). Messages stay where they are said (DTOs, forms): only the rules live here.
 */

/** An Indian mobile number: 10 digits. */
export const PHONE_DIGITS = 10;
export const PHONE_PATTERN = /^\d{10}$/;

/** A UPI payment's reference (UTR): 12 digits. */
export const UTR_DIGITS = 12;
export const UTR_PATTERN = /^\d{12}$/;

/** The spec's "simple address pattern" for e-mail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A client gallery's PIN: 4 digits. */
export const PIN_PATTERN = /^\d{4}$/;

/** Free text on a booking (the parents' notes, staff notes), a package's description, a testimonial's quote. */
export const NOTES_MAX = 1000;

/** Staff passwords. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** Enquiry fields: generous for people, small enough that a bot cannot store novels. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, message: 2000, address: 500, themeTitle: 120, themes: 50 } as const;

/** A booking's name (the parent's, or the family's when staff book) and a package's name. */
export const BOOKING_NAME_MAX = 80;

/** Titles of gallery images, themes and client galleries. */
export const TITLE_MAX = 120;
