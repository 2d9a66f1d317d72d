import { Module } from '@nestjs/common';
import { ImageAssetsRepository } from './image-assets.repository';
import { ImageUploadService } from './image-upload.service';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { UploadFormReader } from './upload-form.reader';
import { MediaUrlSigner } from '../media/media-url-signer';

/** Uploads (any feature), image status, retry and removal. Queues come from the global QueuesModule. */
@Module({
  controllers: [ImagesController],
  providers: [ImageAssetsRepository, ImageUploadService, ImagesService, UploadFormReader, MediaUrlSigner],
  exports: [ImageUploadService, ImagesService, UploadFormReader],
})
export class ImagesModule {}
