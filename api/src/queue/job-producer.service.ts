import { Injectable, Logger } from '@nestjs/common';
import { addJob, discardJob, ensureJob } from '@studio/core/queue/ensure-job';
import type { AnyJobSpec, QueueName } from '@studio/worker/jobs/jobs.contract';
import { QueuesDirectory } from './queues-directory.service';

/** With Redis down ioredis would queue a command forever; a caller whose row is already stored gives up after this. */
const ENQUEUE_DEADLINE_MS = 2000;

/**
 * The api's one producer: every job the api enqueues is built by a builder of the job contract
 * (worker/src/jobs/jobs.contract.ts) and handed to this class. The request id is added to payloads by the
 * queues themselves (observability/job-request-id.service.ts).
 */
@Injectable()
export class JobProducer {
  private readonly logger = new Logger('JobProducer');

  constructor(private readonly queues: QueuesDirectory) {}

  /** Adds the job (an existing job with the same id, live or finished, makes this a no-op, as BullMQ does). */
  async add(job: AnyJobSpec): Promise<void> {
    await addJob(this.queues.get(job.queue), job);
  }

  /** Makes sure the job will run: a live one is kept, a finished one (e.g. failed, now retried) replaced. */
  async ensure(job: AnyJobSpec): Promise<'alive' | 'added'> {
    return ensureJob(this.queues.get(job.queue), job);
  }

  /**
   * `ensure` for a job whose row is already stored: gives up after ENQUEUE_DEADLINE_MS and logs instead of
   * throwing, since the worker's reconciler enqueues every waiting row whose job is missing. True if enqueued.
   */
  async ensureOrLeaveToReconciler(job: AnyJobSpec): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.ensure(job),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ENQUEUE_DEADLINE_MS} ms`)), ENQUEUE_DEADLINE_MS))),
      ]);
      return true;
    } catch (e) {
      this.logger.warn(`${job.name} ${job.opts.jobId} stored but not enqueued (${(e as Error).message}); the reconciler will enqueue it`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets the job of a row being deleted (an active one finds no row and stops on its own). */
  discard(queue: QueueName, jobId: string): Promise<void> {
    return discardJob(this.queues.get(queue), jobId);
  }
}
