import { Module } from '@nestjs/common';
import { ArchiveBuildService } from './archive-build.service';
import { ArchivesProcessor } from './archives.processor';
import { WorkerArchivesRepository } from './archives.repository';

/** Client gallery ZIPs: the `archives` processor (build, and removal a day later). */
@Module({
  providers: [WorkerArchivesRepository, ArchiveBuildService, ArchivesProcessor],
})
export class ArchivesWorkerModule {}
