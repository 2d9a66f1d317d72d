// The job contract between api (producer) and worker (consumer). No imports: both sides compile against this file alone.
// Payloads carry ids and object keys, never bytes. Job id = entity id, so enqueueing twice never makes two jobs.
// A new job: a payload type, a name in JOBS, a builder below; producers call the builder, never `queue.add` by hand.

export const QUEUES = {
  images: 'images',
  enquiries: 'enquiries',
  archives: 'archives',
  bookings: 'bookings',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  /** Turn an uploaded original into web variants. */
  imagesProcess: 'images:process',
  /** Make the 1200x630 link-preview picture of a ready photo a public page shares (Open Graph). */
  imagesShare: 'images:share',
  /** Deliver a stored enquiry to the studio's spreadsheet / checkout endpoint. */
  enquiriesForward: 'enquiries:forward',
  /** Stream a client gallery's photos into a ZIP in object storage (ARCHITECTURE §12). */
  archivesBuild: 'archives:build',
  /** Remove a ZIP (its objects and row) a day after it was asked for. */
  archivesRemove: 'archives:remove',
  /** A held booking whose advance did not come in time becomes expired and frees its slot (docs/architecture.md §13). */
  bookingsExpireHold: 'bookings:expire-hold',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface ImageProcessPayload {
  assetId: string;
  originalKey: string;
  requestId?: string;
}

export interface ImageSharePayload {
  assetId: string;
  requestId?: string;
}

export interface EnquiryForwardPayload {
  enquiryId: string;
  requestId?: string;
}

export interface ArchiveJobPayload {
  archiveId: string;
  requestId?: string;
}

export interface BookingHoldPayload {
  bookingId: string;
  requestId?: string;
}

export type ImagesJob = { name: typeof JOBS.imagesProcess; data: ImageProcessPayload } | { name: typeof JOBS.imagesShare; data: ImageSharePayload };
export type EnquiriesJob = { name: typeof JOBS.enquiriesForward; data: EnquiryForwardPayload };
export type ArchivesJob = { name: typeof JOBS.archivesBuild | typeof JOBS.archivesRemove; data: ArchiveJobPayload };
export type BookingsJob = { name: typeof JOBS.bookingsExpireHold; data: BookingHoldPayload };
export type AnyJob = ImagesJob | EnquiriesJob | ArchivesJob | BookingsJob;

/** Job ids: the entity id (BullMQ ids may not contain ':' so they are used as given, uuids). */
export const jobId = (entityId: string) => entityId;

/** Enqueue options per queue (retry policy lives here so api and reconciler agree). */
export const JOB_DEFAULTS = {
  images: { backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: { age: 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // 12 tries from 30 s doubling cover well over an hour (30 s × (2^11 − 1) ≈ 17 h at most; capped by attempts).
  enquiries: { backoff: { type: 'exponential', delay: 30000 }, removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
  // 5 tries from 5 s: a store hiccup is ridden out; a killed worker's build is picked up again as stalled.
  archives: { attempts: 5, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: { age: 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
  // A database hiccup at the hold's end is retried; the reconciler re-adds a lost one.
  bookings: { attempts: 8, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
} as const;

/** How long a built ZIP is kept. */
export const ARCHIVE_TTL_MS = 24 * 3600 * 1000;

/** The options every job of ours carries (a subset of BullMQ's JobsOptions, spelled out so this file needs no import). */
export interface JobOptions {
  jobId: string;
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
  removeOnComplete: { age: number; count?: number };
  removeOnFail: { age: number; count?: number };
}

/** A job ready to be put on its queue: what every builder returns and every producer takes. */
export interface JobSpec<Q extends QueueName = QueueName, J extends AnyJob = AnyJob> {
  queue: Q;
  name: J['name'];
  data: J['data'];
  opts: JobOptions;
}
export type ImagesJobSpec = JobSpec<typeof QUEUES.images, ImagesJob>;
export type EnquiriesJobSpec = JobSpec<typeof QUEUES.enquiries, EnquiriesJob>;
export type ArchivesJobSpec = JobSpec<typeof QUEUES.archives, ArchivesJob> & { opts: JobOptions & { delay?: number } };
export type BookingsJobSpec = JobSpec<typeof QUEUES.bookings, BookingsJob> & { opts: JobOptions & { delay?: number } };
export type AnyJobSpec = ImagesJobSpec | EnquiriesJobSpec | ArchivesJobSpec | BookingsJobSpec;

/** Retry policy that comes from configuration (IMAGE_JOB_ATTEMPTS, ENQUIRY_JOB_ATTEMPTS, ENQUIRY_BACKOFF_MS). */
export interface RetryPolicy {
  attempts: number;
  backoffMs?: number;
}

const withRequestId = <T extends object>(data: T, requestId?: string): T => (requestId ? { ...data, requestId } : data);

/** `images:process` for an uploaded original (upload, retry, reconciler, 'run missing', 'reprocess all'). */
export function imageProcessJob(asset: { assetId: string; originalKey: string; requestId?: string }, policy: RetryPolicy): ImagesJobSpec {
  const d = JOB_DEFAULTS.images;
  return {
    queue: QUEUES.images,
    name: JOBS.imagesProcess,
    data: withRequestId({ assetId: asset.assetId, originalKey: asset.originalKey }, asset.requestId),
    opts: {
      jobId: jobId(asset.assetId),
      attempts: policy.attempts,
      backoff: { type: d.backoff.type, delay: policy.backoffMs ?? d.backoff.delay },
      removeOnComplete: { ...d.removeOnComplete },
      removeOnFail: { ...d.removeOnFail },
    },
  };
}

/** `images:share` for a ready photo a public page shares; its id is the asset's plus `-share` (the asset's own is `images:process`'s). */
export function imageShareJob(asset: { assetId: string; requestId?: string }): ImagesJobSpec {
  const d = JOB_DEFAULTS.images;
  return {
    queue: QUEUES.images,
    name: JOBS.imagesShare,
    data: withRequestId({ assetId: asset.assetId }, asset.requestId),
    opts: { jobId: jobId(`${asset.assetId}-share`), attempts: 3, backoff: { ...d.backoff }, removeOnComplete: { ...d.removeOnComplete }, removeOnFail: { ...d.removeOnFail } },
  };
}

/** `enquiries:forward` for a stored enquiry (new, inbox retry, reconciler, 'run missing'). */
export function enquiryForwardJob(enquiry: { enquiryId: string; requestId?: string }, policy: RetryPolicy): EnquiriesJobSpec {
  const d = JOB_DEFAULTS.enquiries;
  return {
    queue: QUEUES.enquiries,
    name: JOBS.enquiriesForward,
    data: withRequestId({ enquiryId: enquiry.enquiryId }, enquiry.requestId),
    opts: {
      jobId: jobId(enquiry.enquiryId),
      attempts: policy.attempts,
      backoff: { type: d.backoff.type, delay: policy.backoffMs ?? d.backoff.delay },
      removeOnComplete: { ...d.removeOnComplete },
      removeOnFail: { ...d.removeOnFail },
    },
  };
}

/** `archives:build` for an archive a family asked for (job id = archive id). */
export function archiveBuildJob(archive: { archiveId: string; requestId?: string }): ArchivesJobSpec {
  const d = JOB_DEFAULTS.archives;
  return {
    queue: QUEUES.archives,
    name: JOBS.archivesBuild,
    data: withRequestId({ archiveId: archive.archiveId }, archive.requestId),
    opts: { jobId: jobId(archive.archiveId), attempts: d.attempts, backoff: { ...d.backoff }, removeOnComplete: { ...d.removeOnComplete }, removeOnFail: { ...d.removeOnFail } },
  };
}

/** `archives:remove`, delayed until the archive expires; its id is the archive's plus `-remove` (the build job holds the archive's own). */
export function archiveRemoveJob(archive: { archiveId: string }, delayMs: number): ArchivesJobSpec {
  const d = JOB_DEFAULTS.archives;
  return {
    queue: QUEUES.archives,
    name: JOBS.archivesRemove,
    data: { archiveId: archive.archiveId },
    opts: {
      jobId: jobId(`${archive.archiveId}-remove`),
      attempts: d.attempts,
      backoff: { ...d.backoff },
      removeOnComplete: { ...d.removeOnComplete },
      removeOnFail: { ...d.removeOnFail },
      delay: Math.max(0, Math.round(delayMs)),
    },
  };
}

/** `bookings:expire-hold`, delayed until the hold's end (job id = booking id). */
export function bookingExpireJob(booking: { bookingId: string; requestId?: string }, delayMs: number): BookingsJobSpec {
  const d = JOB_DEFAULTS.bookings;
  return {
    queue: QUEUES.bookings,
    name: JOBS.bookingsExpireHold,
    data: withRequestId({ bookingId: booking.bookingId }, booking.requestId),
    opts: {
      jobId: jobId(booking.bookingId),
      attempts: d.attempts,
      backoff: { ...d.backoff },
      removeOnComplete: { ...d.removeOnComplete },
      removeOnFail: { ...d.removeOnFail },
      delay: Math.max(0, Math.round(delayMs)),
    },
  };
}
