import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { CoreModule } from '@studio/core/nest/core.module';
import { EnquiriesWorkerModule } from './enquiries/enquiries-worker.module';
import { ImagesWorkerModule } from './images/images-worker.module';
import { QUEUES } from './jobs/jobs.contract';
import { WorkerObservabilityModule } from './observability/observability.module';

/** The worker process: processors for each queue. Feature modules are listed here, one line each. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config),
        BullModule.registerQueue({ name: QUEUES.images }, { name: QUEUES.enquiries }),
        WorkerObservabilityModule,
        EnquiriesWorkerModule,
        ImagesWorkerModule,
      ],
    };
  }
}
