import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QUEUES } from '@studio/worker/jobs/jobs.contract';

/** The queues the api produces to (connection and prefix come from CoreModule). */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.images }, { name: QUEUES.enquiries })],
  exports: [BullModule],
})
export class QueuesModule {}
