import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../nest/tokens';
import { addJob, discardJob, ensureJob } from './ensure-job';
import { queuedJob } from './job-options';
import type { AnyJobRequest, QueueName } from './jobs.contract';
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
 * The one producer of both processes: every job is built by a builder of the job contract (jobs.contract.ts)
 * and handed to this class, which resolves its options from its name and the config (job-options.ts). Every
 * call is bounded (ENQUEUE_DEADLINE_MS, docs/architecture.md §8), so a dead Redis never hangs a request. The
 * api adds the request id to payloads in its queues (api/src/observability/job-request-id.service.ts).
 */
@Injectable()
export class JobProducer {
  private readonly logger = new Logger('JobProducer');

  constructor(
    private readonly queues: QueuesDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Adds the job (an existing job with the same id, live or finished, makes this a no-op, as BullMQ does). */
  async add(job: AnyJobRequest): Promise<void> {
    await withDeadline(addJob(this.queues.get(job.queue), queuedJob(job, this.config)), `${job.name} ${job.jobId}`);
  }

  /** Makes sure the job will run: a live one is kept, a finished one (e.g. failed, now retried) replaced. */
  async ensure(job: AnyJobRequest): Promise<'alive' | 'added'> {
    return withDeadline(ensureJob(this.queues.get(job.queue), queuedJob(job, this.config)), `${job.name} ${job.jobId}`);
  }

  /**
   * `ensure` for a job whose row is already stored: gives up after ENQUEUE_DEADLINE_MS and logs instead of
   * throwing, since the worker's reconciler enqueues every waiting row whose job is missing. True if enqueued.
   */
  ensureOrLeaveToReconciler(job: AnyJobRequest): Promise<boolean> {
    return this.orLeaveToReconciler(job, () => this.ensure(job));
  }

  /**
   * The same for a row this request has just created: its id is new, so no earlier job can hold it and a plain
   * add (one round trip to Redis, not three) is enough.
   */
  addOrLeaveToReconciler(job: AnyJobRequest): Promise<boolean> {
    return this.orLeaveToReconciler(job, () => this.add(job));
  }

  private async orLeaveToReconciler(job: AnyJobRequest, send: () => Promise<unknown>): Promise<boolean> {
    try {
      await send();
      return true;
    } catch (e) {
      this.logger.warn(`${job.name} ${job.jobId} stored but not enqueued (${(e as Error).message}); the reconciler will enqueue it`);
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
