// The job contract between api (producer) and worker (consumer). No imports: both sides compile against this file alone.
// Payloads carry ids and object keys, never bytes. Job id = entity id, so enqueueing twice never makes two jobs.

export const QUEUES = {
  images: 'images',
  enquiries: 'enquiries',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  /** Turn an uploaded original into web variants. */
  imagesProcess: 'images:process',
  /** Deliver a stored enquiry to the studio's spreadsheet / checkout endpoint. */
  enquiriesForward: 'enquiries:forward',
} as const;

export interface ImageProcessPayload {
  assetId: string;
  originalKey: string;
  requestId?: string;
}

export interface EnquiryForwardPayload {
  enquiryId: string;
  requestId?: string;
}

export type ImagesJob = { name: typeof JOBS.imagesProcess; data: ImageProcessPayload };
export type EnquiriesJob = { name: typeof JOBS.enquiriesForward; data: EnquiryForwardPayload };
export type AnyJob = ImagesJob | EnquiriesJob;

/** Job ids: the entity id (BullMQ ids may not contain ':' so they are used as given, uuids). */
export const jobId = (entityId: string) => entityId;

/** Enqueue options per job (retry policy lives here so api and reconciler agree). */
export const JOB_DEFAULTS = {
  images: { backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // 12 tries from 30 s doubling cover well over an hour (30 s × (2^11 − 1) ≈ 17 h at most; capped by attempts).
  enquiries: { backoff: { type: 'exponential', delay: 30000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
} as const;

/** Options of an `enquiries:forward` job, so the api (new, retry) and the worker's reconciler enqueue alike. */
export const enquiryForwardOptions = (enquiryId: string, attempts: number, backoffMs: number) => ({
  ...JOB_DEFAULTS.enquiries,
  jobId: jobId(enquiryId),
  attempts,
  backoff: { ...JOB_DEFAULTS.enquiries.backoff, delay: backoffMs },
});
