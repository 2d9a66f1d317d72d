import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { QUEUES } from './jobs.contract';
import { JobProducer } from './job-producer.service';
import { QueuesDirectory } from './queues-directory.service';

/** Every queue of the job contract (connection and prefix come from CoreModule) and the one producer; api and worker both import it. */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.images }, { name: QUEUES.enquiries }, { name: QUEUES.archives }, { name: QUEUES.bookings }, { name: QUEUES.privacy })],
  providers: [QueuesDirectory, JobProducer],
  exports: [BullModule, QueuesDirectory, JobProducer],
})
export class QueuesModule {}
