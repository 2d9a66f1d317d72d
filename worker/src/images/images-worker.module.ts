import { Module } from '@nestjs/common';
import { ImageProcessingService } from './image-processing.service';
import { ImagesProcessor } from './images.processor';
import { PublicContentNotifier } from './public-content.notifier';
import { VariantService } from './variant.service';
import { ShareImageService } from './share-image.service';

/** Image variants: the `images` processor (its reconcile source is listed by ReconcilerModule). */
@Module({
  providers: [VariantService, ImageProcessingService, ImagesProcessor, PublicContentNotifier, ShareImageService],
})
export class ImagesWorkerModule {}
