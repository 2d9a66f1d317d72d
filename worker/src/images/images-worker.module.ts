import { Module } from '@nestjs/common';
import { WorkerImageAssetsRepository } from './image-assets.repository';
import { ImageProcessingService } from './image-processing.service';
import { ImagesProcessor } from './images.processor';
import { VariantService } from './variant.service';

@Module({
  providers: [VariantService, WorkerImageAssetsRepository, ImageProcessingService, ImagesProcessor],
})
export class ImagesWorkerModule {}
