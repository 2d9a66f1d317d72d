import { Module } from '@nestjs/common';
import { ArchiveBuildService } from './archive-build.service';
import { ArchivesProcessor } from './archives.processor';

/** Client gallery ZIPs: the `archives` processor (build, and removal a day later). */
@Module({
  providers: [ArchiveBuildService, ArchivesProcessor],
})
export class ArchivesWorkerModule {}
