import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JOBS, QUEUES, type EnquiriesJob } from '@studio/core/jobs/jobs.contract';
import { EnquiryForwardingService, type ForwardOutcome } from './enquiry-forwarding.service';

/** Forwarding is network-bound, so a few run at once regardless of the image concurrency. */
const CONCURRENCY = 4;

@Processor(QUEUES.enquiries, { concurrency: CONCURRENCY })
export class EnquiriesProcessor extends WorkerHost {
  private readonly logger = new Logger('EnquiriesProcessor');

  constructor(private readonly forwarding: EnquiryForwardingService) {
    super();
  }

  async process(job: Job<EnquiriesJob['data'], ForwardOutcome, EnquiriesJob['name']>): Promise<ForwardOutcome> {
    const name = job.name;
    switch (name) {
      case JOBS.enquiriesForward: {
        const enquiryId = job.data?.enquiryId;
        if (typeof enquiryId !== 'string' || !enquiryId) throw new UnrecoverableError('enquiries:forward needs an enquiryId');
        // attemptsMade counts the tries that already failed.
        return this.forwarding.forward(enquiryId, { lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) });
      }
      default: {
        const unknown: never = name;
        throw new UnrecoverableError(`unknown job ${String(unknown)} on queue ${QUEUES.enquiries}`);
      }
    }
  }

  /** Connection and bookkeeping errors of the BullMQ worker (e.g. a job's keys gone after Redis was flushed); the reconciler recovers the work. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`enquiries worker: ${error.message}`);
  }
}
