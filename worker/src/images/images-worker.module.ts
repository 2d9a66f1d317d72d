import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../jobs/jobs.contract';
import { ReconcilerModule } from '../reconciler/reconciler.module';
import { WorkerImageAssetsRepository } from './image-assets.repository';
import { ImageProcessingService } from './image-processing.service';
import { ImageReconcileSource } from './image-reconcile.source';
import { ImagesProcessor } from './images.processor';
import { VariantService } from './variant.service';

/** Image variants: the `images` processor and the reconciler source for images still processing. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.images }), ReconcilerModule],
  providers: [VariantService, WorkerImageAssetsRepository, ImageProcessingService, ImagesProcessor, ImageReconcileSource],
})
export class ImagesWorkerModule {}
