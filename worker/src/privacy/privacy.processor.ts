import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JOBS, QUEUES, type PrivacyJob } from '@studio/core/jobs/jobs.contract';
import { ErasureRunner, type ErasureOutcome } from './erasure-runner.service';
import { RetentionRunner, type RetentionOutcome } from './retention-runner.service';

/** The `privacy` queue (docs/architecture.md §16): a family's erasure when it is due, and the daily retention run. */
@Processor(QUEUES.privacy, { concurrency: 1 })
export class PrivacyProcessor extends WorkerHost {
  private readonly logger = new Logger('PrivacyProcessor');

  constructor(
    private readonly erasure: ErasureRunner,
    private readonly retention: RetentionRunner,
  ) {
    super();
  }

  async process(job: Job<PrivacyJob['data'], ErasureOutcome | RetentionOutcome, PrivacyJob['name']>): Promise<ErasureOutcome | RetentionOutcome> {
    const name = job.name;
    switch (name) {
      case JOBS.privacyErase: {
        const id = (job.data as { erasureId?: unknown })?.erasureId;
        if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) throw new UnrecoverableError(`${job.name} needs an erasureId`);
        return this.erasure.run(id);
      }
      case JOBS.privacyRetention:
        return this.retention.run();
      default: {
        const unknown: never = name;
        throw new UnrecoverableError(`unknown job ${String(unknown)} on queue ${QUEUES.privacy}`);
      }
    }
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`privacy worker: ${error.message}`);
  }
}
