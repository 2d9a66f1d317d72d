/**
 * One family as privacy sees it (docs/architecture.md §16): a booking and the client galleries created from it or
 * linked to it (`bookingId`) share one family's consents, rights and erasure. Import-free.
 */
export interface PrivacyFamily {
  bookingId: string | null;
  galleryIds: string[];
}

export const CONSENT_PURPOSES = ['portfolio', 'reviews'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_VIA = ['booking', 'gallery', 'staff'] as const;
export type ConsentVia = (typeof CONSENT_VIA)[number];

export type ConsentChoice = Partial<Record<ConsentPurpose, boolean>>;

/** What parents and staff read: the latest row per purpose (never given: not granted, `at` null). */
export type ConsentState = Record<ConsentPurpose, { granted: boolean; at: string | null }>;

export const PRIVACY_MESSAGES = {
  notAgreed: 'This family has not agreed to portfolio use.',
  noReviews: 'This family has not agreed to show their words as a testimonial.',
  guardian: 'Please confirm you are the parent or legal guardian',
  consentBoolean: (purpose: string) => `${purpose} must be true or false`,
  erasureNotFound: 'Erasure request not found',
  erasureStarted: 'This erasure has already started and can no longer be undone.',
  noErasure: 'There is no scheduled erasure to undo.',
  familyNotFound: 'Booking or client gallery not found',
} as const;
