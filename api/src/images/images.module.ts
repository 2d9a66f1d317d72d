import { Module } from '@nestjs/common';
import { ImageAssetsRepository } from './image-assets.repository';
import { ImageUploadService } from './image-upload.service';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { UploadFormReader } from './upload-form.reader';

/** Uploads (any feature), image status, retry and removal. Queues come from the global QueuesModule. */
@Module({
  controllers: [ImagesController],
  providers: [ImageAssetsRepository, ImageUploadService, ImagesService, UploadFormReader],
  exports: [ImageUploadService, ImagesService, UploadFormReader],
})
export class ImagesModule {}
