import { EntitySchema } from '@mikro-orm/core';

/** `selection`: a family submitted their favourites from a client gallery (§12). */
export type EnquirySource = 'footer' | 'contact' | 'theme-checkout' | 'selection';
export const ENQUIRY_SOURCES: EnquirySource[] = ['footer', 'contact', 'theme-checkout', 'selection'];

/**
 * Where the enquiry is on its way to the studio's spreadsheet / checkout endpoint.
 * - received: stored, waiting for its (next) delivery try
 * - processing: a worker is sending it right now (claimedAt is the lease)
 * - forwarded: the endpoint accepted it (forwardedAt)
 * - failed: a 4xx, or every try failed (lastError); retryable from the inbox
 * - not_configured: no endpoint URL is set, so it lives in the inbox only; retryable once one is set
 */
export type DeliveryStatus = 'received' | 'processing' | 'forwarded' | 'failed' | 'not_configured';
export const DELIVERY_STATUSES: DeliveryStatus[] = ['received', 'processing', 'forwarded', 'failed', 'not_configured'];
/** Still on its way: the reconciler makes sure such a row has a live job. */
export const WAITING_DELIVERY_STATUSES: DeliveryStatus[] = ['received', 'processing'];

/** The studio's own follow-up, set from the inbox. */
export type StudioStatus = 'new' | 'contacted' | 'booked' | 'closed';
export const STUDIO_STATUSES: StudioStatus[] = ['new', 'contacted', 'booked', 'closed'];

/** A visitor's enquiry from the footer, contact page or theme checkout. Postgres is its source of truth. */
export class Enquiry {
  id!: string;
  source!: EnquirySource;
  name!: string;
  phone!: string;
  email!: string;
  /** footer / contact only */
  service: string | null = null;
  /** footer / contact only */
  message: string | null = null;
  /** theme checkout only */
  address: string | null = null;
  /** theme checkout only: selected titles joined by commas, as forwarded */
  themeIds: string | null = null;
  /** theme checkout only: matching comma-joined 'Premium' / 'General' */
  themeSections: string | null = null;
  deliveryStatus: DeliveryStatus = 'received';
  studioStatus: StudioStatus = 'new';
  /** delivery tries so far (all jobs, retries from the inbox included) */
  attempts = 0;
  lastError: string | null = null;
  claimedAt: Date | null = null;
  forwardedAt: Date | null = null;
  clientIp: string | null = null;
  userAgent: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const EnquirySchema = new EntitySchema<Enquiry>({
  class: Enquiry,
  tableName: 'enquiries',
  properties: {
    id: { type: 'uuid', primary: true },
    source: { type: 'string', length: 16 },
    name: { type: 'string', length: 100 },
    phone: { type: 'string', length: 10 },
    email: { type: 'string', length: 254 },
    service: { type: 'string', length: 16, nullable: true },
    message: { type: 'text', nullable: true },
    address: { type: 'text', nullable: true },
    themeIds: { type: 'text', nullable: true },
    themeSections: { type: 'text', nullable: true },
    deliveryStatus: { type: 'string', length: 16, default: 'received' },
    studioStatus: { type: 'string', length: 16, default: 'new' },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    claimedAt: { type: 'Date', nullable: true },
    forwardedAt: { type: 'Date', nullable: true },
    clientIp: { type: 'string', length: 64, nullable: true },
    userAgent: { type: 'string', length: 255, nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
