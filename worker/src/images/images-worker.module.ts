import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@studio/core/jobs/jobs.contract';
import { ImageProcessingService } from './image-processing.service';
import { ImagesProcessor } from './images.processor';
import { PublicContentNotifier } from './public-content.notifier';
import { VariantService } from './variant.service';
import { ShareImageService } from './share-image.service';

/** Image variants: the `images` processor (its reconcile source is listed by ReconcilerModule). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.images })],
  providers: [VariantService, ImageProcessingService, ImagesProcessor, PublicContentNotifier, ShareImageService],
})
export class ImagesWorkerModule {}
