import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@studio/core/jobs/jobs.contract';
import { ArchiveBuildService } from './archive-build.service';
import { ArchivesProcessor } from './archives.processor';

/** Client gallery ZIPs: the `archives` processor (build, and removal a day later). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.archives })],
  providers: [ArchiveBuildService, ArchivesProcessor],
})
export class ArchivesWorkerModule {}
