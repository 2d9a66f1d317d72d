// The job contract between the producers (api and worker, through core's JobProducer) and the worker's processors.
// Payloads carry ids and object keys, never bytes. Job id = entity id, so enqueueing twice never makes two jobs.
// A new job: a payload type, a name in JOBS, a builder below and a case in job-options.ts (its retry policy);
// producers call the builder and hand the result to JobProducer, never `queue.add` by hand.

export const QUEUES = {
  images: 'images',
  enquiries: 'enquiries',
  archives: 'archives',
  bookings: 'bookings',
  privacy: 'privacy',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOBS = {
  /** Turn an uploaded original into web variants. */
  imagesProcess: 'images:process',
  /** Make the 1200x630 link-preview picture of a ready photo a public page shares (Open Graph). */
  imagesShare: 'images:share',
  /** Deliver a stored enquiry to the studio's spreadsheet / checkout endpoint. */
  enquiriesForward: 'enquiries:forward',
  /** Stream a client gallery's photos into a ZIP in object storage (docs/architecture.md, client galleries). */
  archivesBuild: 'archives:build',
  /** Remove a ZIP (its objects and row) a day after it was asked for. */
  archivesRemove: 'archives:remove',
  /** A held booking whose advance did not come in time becomes expired and frees its slot (docs/architecture.md §13). */
  bookingsExpireHold: 'bookings:expire-hold',
  /** A held booking's Razorpay Payment Link, made outside the request (docs/architecture.md §13: no request waits on Razorpay). */
  bookingsPaymentLink: 'bookings:payment-link',
  privacyErase: 'privacy:erase',
  privacyRetention: 'privacy:retention',
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
export type BookingsJob = { name: typeof JOBS.bookingsExpireHold | typeof JOBS.bookingsPaymentLink; data: BookingHoldPayload };
/** docs/architecture.md §16: a family's erasure (job id = erasure id, delayed until its runsAt). */
export interface PrivacyErasePayload {
  erasureId: string;
  requestId?: string;
}
/** The daily retention run (job id = the studio date it runs for). */
export interface PrivacyRetentionPayload {
  day: string;
}
export type PrivacyJob = { name: typeof JOBS.privacyErase; data: PrivacyErasePayload } | { name: typeof JOBS.privacyRetention; data: PrivacyRetentionPayload };
export type AnyJob = ImagesJob | EnquiriesJob | ArchivesJob | BookingsJob | PrivacyJob;

/** Job ids: the entity id (BullMQ ids may not contain ':' so they are used as given, uuids). */
export const jobId = (entityId: string) => entityId;

/** How long a built ZIP is kept. */
export const ARCHIVE_TTL_MS = 24 * 3600 * 1000;

/**
 * A job as a builder makes it: which queue, which job, its payload, its id and (for delayed jobs) when it runs.
 * Retries and retention are not here: JobProducer resolves them from the job's name and the config
 * (job-options.ts), so every producer of a job enqueues it with the same options.
 */
export interface JobRequest<Q extends QueueName = QueueName, J extends AnyJob = AnyJob> {
  queue: Q;
  name: J['name'];
  data: J['data'];
  jobId: string;
  /** Milliseconds before the job may run (delayed jobs). */
  delay?: number;
}
export type ImagesJobRequest = JobRequest<typeof QUEUES.images, ImagesJob>;
export type EnquiriesJobRequest = JobRequest<typeof QUEUES.enquiries, EnquiriesJob>;
export type ArchivesJobRequest = JobRequest<typeof QUEUES.archives, ArchivesJob>;
export type BookingsJobRequest = JobRequest<typeof QUEUES.bookings, BookingsJob>;
export type PrivacyJobRequest = JobRequest<typeof QUEUES.privacy, PrivacyJob>;
export type AnyJobRequest = ImagesJobRequest | EnquiriesJobRequest | ArchivesJobRequest | BookingsJobRequest | PrivacyJobRequest;

const withRequestId = <T extends object>(data: T, requestId?: string): T => (requestId ? { ...data, requestId } : data);

/** `images:process` for an uploaded original (upload, retry, reconciler, 'run missing', 'reprocess all'). */
export function imageProcessJob(asset: { assetId: string; originalKey: string; requestId?: string }): ImagesJobRequest {
  return {
    queue: QUEUES.images,
    name: JOBS.imagesProcess,
    data: withRequestId({ assetId: asset.assetId, originalKey: asset.originalKey }, asset.requestId),
    jobId: jobId(asset.assetId),
  };
}

/** `images:share` for a ready photo a public page shares; its id is the asset's plus `-share` (the asset's own is `images:process`'s). */
export function imageShareJob(asset: { assetId: string; requestId?: string }): ImagesJobRequest {
  return { queue: QUEUES.images, name: JOBS.imagesShare, data: withRequestId({ assetId: asset.assetId }, asset.requestId), jobId: jobId(`${asset.assetId}-share`) };
}

/** `enquiries:forward` for a stored enquiry (new, inbox retry, reconciler, 'run missing'). */
export function enquiryForwardJob(enquiry: { enquiryId: string; requestId?: string }): EnquiriesJobRequest {
  return { queue: QUEUES.enquiries, name: JOBS.enquiriesForward, data: withRequestId({ enquiryId: enquiry.enquiryId }, enquiry.requestId), jobId: jobId(enquiry.enquiryId) };
}

/** `archives:build` for an archive a family asked for (job id = archive id). */
export function archiveBuildJob(archive: { archiveId: string; requestId?: string }): ArchivesJobRequest {
  return { queue: QUEUES.archives, name: JOBS.archivesBuild, data: withRequestId({ archiveId: archive.archiveId }, archive.requestId), jobId: jobId(archive.archiveId) };
}

/** `archives:remove`, delayed until the archive expires; its id is the archive's plus `-remove` (the build job holds the archive's own). */
export function archiveRemoveJob(archive: { archiveId: string }, delayMs: number): ArchivesJobRequest {
  return {
    queue: QUEUES.archives,
    name: JOBS.archivesRemove,
    data: { archiveId: archive.archiveId },
    jobId: jobId(`${archive.archiveId}-remove`),
    delay: Math.max(0, Math.round(delayMs)),
  };
}

/** `bookings:expire-hold`, delayed until the hold's end (job id = booking id). */
export function bookingExpireJob(booking: { bookingId: string; requestId?: string }, delayMs: number): BookingsJobRequest {
  return {
    queue: QUEUES.bookings,
    name: JOBS.bookingsExpireHold,
    data: withRequestId({ bookingId: booking.bookingId }, booking.requestId),
    jobId: jobId(booking.bookingId),
    delay: Math.max(0, Math.round(delayMs)),
  };
}

/** `bookings:payment-link`: the held booking's Razorpay Payment Link (job id = booking id + '-payment-link'). */
export function bookingPaymentLinkJob(booking: { bookingId: string; requestId?: string }): BookingsJobRequest {
  return {
    queue: QUEUES.bookings,
    name: JOBS.bookingsPaymentLink,
    data: withRequestId({ bookingId: booking.bookingId }, booking.requestId),
    jobId: jobId(`${booking.bookingId}-payment-link`),
  };
}

export function privacyEraseJob(erasure: { erasureId: string; requestId?: string }, delayMs: number): PrivacyJobRequest {
  return {
    queue: QUEUES.privacy,
    name: JOBS.privacyErase,
    data: withRequestId({ erasureId: erasure.erasureId }, erasure.requestId),
    jobId: jobId(erasure.erasureId),
    delay: Math.max(0, Math.round(delayMs)),
  };
}

export function privacyRetentionJob(day: string): PrivacyJobRequest {
  return { queue: QUEUES.privacy, name: JOBS.privacyRetention, data: { day }, jobId: jobId(`retention-${day}`) };
}
