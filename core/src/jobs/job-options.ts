import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { JOBS, type AnyJobRequest } from './jobs.contract';

/** What BullMQ is given for one job: its id always, the rest resolved here. */
export type ResolvedJobOptions = JobsOptions & { jobId: string };

/** A job with its options resolved: what goes to `queue.add`. */
export interface QueuedJob {
  name: string;
  data: unknown;
  opts: ResolvedJobOptions;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Retention per queue: finished jobs are kept a while for the dashboard, then dropped by BullMQ. */
const RETENTION = {
  images: { removeOnComplete: { age: HOUR, count: 1000 }, removeOnFail: { age: 7 * DAY } },
  enquiries: { removeOnComplete: { age: DAY }, removeOnFail: { age: 30 * DAY } },
  archives: { removeOnComplete: { age: HOUR }, removeOnFail: { age: 7 * DAY } },
  bookings: { removeOnComplete: { age: HOUR }, removeOnFail: { age: 7 * DAY } },
  privacy: { removeOnComplete: { age: 7 * DAY }, removeOnFail: { age: 30 * DAY } },
} as const;

/**
 * The one place where a job's retries, back-off and retention are decided: from its name and the config
 * (IMAGE_JOB_ATTEMPTS, ENQUIRY_JOB_ATTEMPTS, ENQUIRY_BACKOFF_MS). Every producer (JobProducer, the reconciler)
 * resolves through here, so a job enqueued by an upload and by the reconciler carries the same options.
 * The switch is exhaustive: a new job name does not compile until it has a policy.
 */
export function jobOptions(job: AnyJobRequest, config: AppConfig): ResolvedJobOptions {
  const base = { jobId: job.jobId, ...(job.delay !== undefined ? { delay: job.delay } : {}) };
  switch (job.name) {
    case JOBS.imagesProcess:
      return { ...base, attempts: config.imageJobAttempts, backoff: { type: 'exponential', delay: 2000 }, ...copy(RETENTION.images) };
    case JOBS.imagesShare:
      return { ...base, attempts: 3, backoff: { type: 'exponential', delay: 2000 }, ...copy(RETENTION.images) };
    case JOBS.enquiriesForward:
      // 12 tries from 30 s doubling: 30 s x (2^11 - 1), about 17 h at most.
      return { ...base, attempts: config.enquiryJobAttempts, backoff: { type: 'exponential', delay: config.enquiryBackoffMs }, ...copy(RETENTION.enquiries) };
    case JOBS.archivesBuild:
    case JOBS.archivesRemove:
      // 5 tries from 5 s: a store hiccup is ridden out; a killed worker's build is picked up again as stalled.
      return { ...base, attempts: 5, backoff: { type: 'exponential', delay: 5000 }, ...copy(RETENTION.archives) };
    case JOBS.bookingsExpireHold:
      // A database hiccup at the hold's end is retried; the reconciler re-adds a lost one.
      return { ...base, attempts: 8, backoff: { type: 'exponential', delay: 1000 }, ...copy(RETENTION.bookings) };
    case JOBS.bookingsPaymentLink:
      // A link is only useful while the hold lasts: a few quick tries, then the parents pay by UPI as without Razorpay.
      return { ...base, attempts: 4, backoff: { type: 'exponential', delay: 1000 }, ...copy(RETENTION.bookings) };
    case JOBS.privacyErase:
    case JOBS.privacyRetention:
      // Idempotent: a store or database hiccup is retried from the start (what is gone stays gone).
      return { ...base, attempts: 10, backoff: { type: 'exponential', delay: 5000 }, ...copy(RETENTION.privacy) };
    default:
      return unknownJob(job);
  }
}

/** The job ready for `queue.add`. */
export function queuedJob(job: AnyJobRequest, config: AppConfig): QueuedJob {
  return { name: job.name, data: job.data, opts: jobOptions(job, config) };
}

/** Fresh objects, so a caller (or BullMQ) changing one cannot change the table. */
function copy<T extends { removeOnComplete: object; removeOnFail: object }>(r: T): T {
  return { ...r, removeOnComplete: { ...r.removeOnComplete }, removeOnFail: { ...r.removeOnFail } };
}

function unknownJob(job: never): never {
  throw new Error(`no job options for ${(job as { name: string }).name}`);
}
