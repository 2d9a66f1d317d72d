import { Injectable, Logger } from '@nestjs/common';
import { addJob, discardJob, ensureJob } from '@studio/core/queue/ensure-job';
import type { AnyJobSpec, QueueName } from '@studio/worker/jobs/jobs.contract';
import { QueuesDirectory } from './queues-directory.service';

/** With Redis down ioredis would queue a command forever: no request waits longer than this for the queue. */
export const ENQUEUE_DEADLINE_MS = 2000;

/** Redis did not answer within ENQUEUE_DEADLINE_MS (the command may still go through when it comes back). */
export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

function withDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  work.catch(() => undefined); // a late failure after the deadline is already reported
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnavailableError(`${what}: the queue did not answer within ${ENQUEUE_DEADLINE_MS} ms`)), ENQUEUE_DEADLINE_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The api's one producer: every job the api enqueues is built by a builder of the job contract
 * (worker/src/jobs/jobs.contract.ts) and handed to this class. Every call is bounded (ENQUEUE_DEADLINE_MS,
 * ARCHITECTURE §8), so a dead Redis never hangs a request. The request id is added to payloads by the
 * queues themselves (observability/job-request-id.service.ts).
 */
@Injectable()
export class JobProducer {
  private readonly logger = new Logger('JobProducer');

  constructor(private readonly queues: QueuesDirectory) {}

  /** Adds the job (an existing job with the same id, live or finished, makes this a no-op, as BullMQ does). */
  async add(job: AnyJobSpec): Promise<void> {
    await withDeadline(addJob(this.queues.get(job.queue), job), `${job.name} ${job.opts.jobId}`);
  }

  /** Makes sure the job will run: a live one is kept, a finished one (e.g. failed, now retried) replaced. */
  async ensure(job: AnyJobSpec): Promise<'alive' | 'added'> {
    return withDeadline(ensureJob(this.queues.get(job.queue), job), `${job.name} ${job.opts.jobId}`);
  }

  /**
   * `ensure` for a job whose row is already stored: gives up after ENQUEUE_DEADLINE_MS and logs instead of
   * throwing, since the worker's reconciler enqueues every waiting row whose job is missing. True if enqueued.
   */
  async ensureOrLeaveToReconciler(job: AnyJobSpec): Promise<boolean> {
    try {
      await this.ensure(job);
      return true;
    } catch (e) {
      this.logger.warn(`${job.name} ${job.opts.jobId} stored but not enqueued (${(e as Error).message}); the reconciler will enqueue it`);
      return false;
    }
  }

  /**
   * Forgets the job of a row being deleted (an active one finds no row and stops on its own). With Redis away
   * the row is deleted anyway: a job left behind finds no row and ends.
   */
  async discard(queue: QueueName, jobId: string): Promise<void> {
    await withDeadline(discardJob(this.queues.get(queue), jobId), `discard ${queue} ${jobId}`).catch((e: Error) =>
      this.logger.warn(`${queue} job ${jobId} not removed (${e.message}); it will find no row and end`),
    );
  }
}
