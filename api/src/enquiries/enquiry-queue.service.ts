import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ensureJob } from '@studio/core/queue/ensure-job';
import { JOBS, QUEUES, enquiryForwardOptions, type EnquiryForwardPayload } from '@studio/worker/jobs/jobs.contract';

/** With Redis down ioredis would queue the command forever; the row is already stored, so give up quickly. */
const ENQUEUE_TIMEOUT_MS = 2000;

/** The api's side of the `enquiries` queue. Failures are logged, never thrown: the worker's reconciler catches up. */
@Injectable()
export class EnquiryQueue {
  private readonly logger = new Logger('EnquiryQueue');

  constructor(
    @InjectQueue(QUEUES.enquiries) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Enqueues (or, for a retry, replaces the finished job of) `enquiries:forward` for this enquiry. */
  async enqueueForward(enquiryId: string, requestId?: string): Promise<boolean> {
    const data: EnquiryForwardPayload = { enquiryId, ...(requestId ? { requestId } : {}) };
    const opts = enquiryForwardOptions(enquiryId, this.config.enquiryJobAttempts, this.config.enquiryBackoffMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ensureJob(this.queue, JOBS.enquiriesForward, data, opts),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS))),
      ]);
      return true;
    } catch (e) {
      this.logger.warn(`enquiry ${enquiryId} stored but not enqueued (${(e as Error).message}); the reconciler will enqueue it`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
