import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { CoreModule } from '@studio/core/nest/core.module';
import { QueuesModule } from '@studio/core/jobs/queues.module';
import { DomainModule } from '@studio/core/nest/domain.module';
import { ReconcilerModule } from '@studio/core/reconciler/reconciler.module';
import { ArchivesWorkerModule } from './archives/archives-worker.module';
import { BookingsWorkerModule } from './bookings/bookings-worker.module';
import { PrivacyWorkerModule } from './privacy/privacy-worker.module';
import { EnquiriesWorkerModule } from './enquiries/enquiries-worker.module';
import { ImagesWorkerModule } from './images/images-worker.module';
import { WorkerObservabilityModule } from './observability/observability.module';
import { ReconcileScheduler } from './reconciler/reconcile-scheduler.service';

/** The worker process: processors for each queue and the reconciler on its timer. Feature modules are listed here, one line each. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), QueuesModule, DomainModule, WorkerObservabilityModule, EnquiriesWorkerModule, ImagesWorkerModule, ArchivesWorkerModule, BookingsWorkerModule, PrivacyWorkerModule, ReconcilerModule],
      providers: [ReconcileScheduler],
    };
  }
}
