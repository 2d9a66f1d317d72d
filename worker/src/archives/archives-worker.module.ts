import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../jobs/jobs.contract';
import { ArchiveBuildService } from './archive-build.service';
import { ArchivesProcessor } from './archives.processor';
import { WorkerArchivesRepository } from './archives.repository';

/** Client gallery ZIPs: the `archives` processor (build, and removal a day later). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.archives })],
  providers: [WorkerArchivesRepository, ArchiveBuildService, ArchivesProcessor],
})
export class ArchivesWorkerModule {}
