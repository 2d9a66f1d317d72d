import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { JOBS, QUEUES, type ImagesJob } from '@studio/core/jobs/jobs.contract';
import { ImageProcessingService, type ProcessOutcome } from './image-processing.service';
import { ShareImageService, type ShareOutcome } from './share-image.service';

/** Started by hand once config is known: the decorator runs before there is a config to read the concurrency from. */
@Processor(QUEUES.images, { autorun: false })
export class ImagesProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('ImagesProcessor');

  constructor(
    private readonly processing: ImageProcessingService,
    private readonly share: ShareImageService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap() {
    this.worker.concurrency = this.config.workerConcurrency;
    this.worker.run().catch((e) => this.logger.error(`images worker stopped: ${(e as Error).message}`));
  }

  async process(job: Job<ImagesJob['data'], ProcessOutcome | ShareOutcome, ImagesJob['name']>): Promise<ProcessOutcome | ShareOutcome> {
    const name = job.name;
    switch (name) {
      case JOBS.imagesProcess:
        return this.processing.process(job.data as Extract<ImagesJob, { name: typeof JOBS.imagesProcess }>['data'], {
          attemptsMade: job.attemptsMade,
          attempts: job.opts.attempts ?? 1,
        });
      case JOBS.imagesShare:
        return this.share.make(job.data);
      default: {
        const unknown: never = name;
        throw new UnrecoverableError(`unknown job ${String(unknown)} on queue ${QUEUES.images}`);
      }
    }
  }

  /** Connection and bookkeeping errors of the BullMQ worker (e.g. a job's keys gone after Redis was flushed); the reconciler recovers the work. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`images worker: ${error.message}`);
  }
}
