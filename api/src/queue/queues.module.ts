import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QUEUES } from '@studio/worker/jobs/jobs.contract';
import { JobProducer } from './job-producer.service';
import { QueuesDirectory } from './queues-directory.service';

/** The queues the api produces to (connection and prefix come from CoreModule) and its one producer. */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.images }, { name: QUEUES.enquiries }, { name: QUEUES.archives }, { name: QUEUES.bookings })],
  providers: [QueuesDirectory, JobProducer],
  exports: [BullModule, QueuesDirectory, JobProducer],
})
export class QueuesModule {}
