import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { JOBS, QUEUES, type ArchivesJob } from '@studio/core/jobs/jobs.contract';
import { ArchiveBuildService, type ArchiveOutcome } from './archive-build.service';

/** ZIPs are network-bound (storage in, storage out): two at once keep a worker responsive. */
const CONCURRENCY = 2;

@Processor(QUEUES.archives, { concurrency: CONCURRENCY })
export class ArchivesProcessor extends WorkerHost {
  private readonly logger = new Logger('ArchivesProcessor');

  constructor(private readonly archives: ArchiveBuildService) {
    super();
  }

  async process(job: Job<ArchivesJob['data'], ArchiveOutcome, ArchivesJob['name']>): Promise<ArchiveOutcome> {
    const archiveId = job.data?.archiveId;
    if (typeof archiveId !== 'string' || !/^[0-9a-f-]{36}$/.test(archiveId)) throw new UnrecoverableError(`${job.name} needs an archiveId`);
    const name = job.name;
    switch (name) {
      case JOBS.archivesBuild:
        return this.archives.build(archiveId, { attemptsMade: job.attemptsMade, attempts: job.opts.attempts ?? 1 });
      case JOBS.archivesRemove:
        return this.archives.remove(archiveId);
      default: {
        const unknown: never = name;
        throw new UnrecoverableError(`unknown job ${String(unknown)} on queue ${QUEUES.archives}`);
      }
    }
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`archives worker: ${error.message}`);
  }
}
