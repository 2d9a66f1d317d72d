import { Injectable } from '@nestjs/common';
import { archiveBuildJob, archiveRemoveJob, jobId, QUEUES } from '@studio/core/jobs/jobs.contract';
import { JobProducer } from '@studio/core/jobs/job-producer.service';

/** Enqueue bound (docs/architecture.md §8): a dead Redis must not hold the request. */
const ENQUEUE_TIMEOUT_MS = 2000;

/** The client galleries' use of the `archives` queue (through the api's one producer). */
@Injectable()
export class ArchiveJobs {
  constructor(private readonly jobs: JobProducer) {}

  async build(archiveId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.jobs.add(archiveBuildJob({ archiveId })),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('The job queue did not answer in time')), ENQUEUE_TIMEOUT_MS))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Forgets an archive's pending jobs (an active build finds no row and stops on its own). */
  async discard(archiveId: string): Promise<void> {
    await this.jobs.discard(QUEUES.archives, jobId(archiveId)).catch(() => undefined);
    await this.jobs.discard(QUEUES.archives, archiveRemoveJob({ archiveId }, 0).jobId).catch(() => undefined);
  }
}
