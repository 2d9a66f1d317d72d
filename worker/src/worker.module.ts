import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { CoreModule } from '@studio/core/nest/core.module';
import { ArchivesWorkerModule } from './archives/archives-worker.module';
import { BookingsWorkerModule } from './bookings/bookings-worker.module';
import { EnquiriesWorkerModule } from './enquiries/enquiries-worker.module';
import { ImagesWorkerModule } from './images/images-worker.module';
import { QUEUES } from './jobs/jobs.contract';
import { WorkerObservabilityModule } from './observability/observability.module';
import { ReconcileScheduler } from './reconciler/reconcile-scheduler.service';
import { ReconcilerModule } from './reconciler/reconciler.module';

/** Every queue of the contract, visible to all modules (ReconcilerModule takes its queues from the app, as in the api). */
const queues = BullModule.registerQueue({ name: QUEUES.images }, { name: QUEUES.enquiries }, { name: QUEUES.archives }, { name: QUEUES.bookings });

@Global()
@Module({ imports: [queues], exports: [queues] })
class WorkerQueuesModule {}

/** The worker process: processors for each queue and the reconciler on its timer. Feature modules are listed here, one line each. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), WorkerQueuesModule, WorkerObservabilityModule, EnquiriesWorkerModule, ImagesWorkerModule, ArchivesWorkerModule, BookingsWorkerModule, ReconcilerModule],
      providers: [ReconcileScheduler],
    };
  }
}
