import { randomBytes, randomInt } from 'node:crypto';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'BK-' and 6 capital letters or digits (no 0/O or 1/I, so it reads aloud over the phone). */
export function newBookingReference(): string {
  let s = 'BK-';
  for (let i = 0; i < 6; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

export const BOOKING_REFERENCE = /^BK-[A-Z0-9]{6}$/;

/** The parents' unguessable manage token: 32 random bytes, base64url (43 characters). */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url');
}

export const MANAGE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Paise as rupees with 2 decimals ('1500.00'). */
export function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The UPI deep link of an advance: `upi://pay?pa&pn&am&cu=INR&tn&tr`, each value URL-encoded. */
export function upiUri(p: { upiId: string; upiName: string; advancePaise: number; reference: string }): string {
  const q = [
    ['pa', p.upiId],
    ['pn', p.upiName],
    ['am', rupees(p.advancePaise)],
    ['cu', 'INR'],
    ['tn', p.reference],
    ['tr', p.reference],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `upi://pay?${q}`;
}
