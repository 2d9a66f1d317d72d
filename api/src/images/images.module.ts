import { Module } from '@nestjs/common';
import { ImageUploadService } from '@studio/core/images/image-upload.service';
import { ImagesController } from './images.controller';
import { ImagesService } from '@studio/core/images/images.service';
import { UploadFormReader } from './upload-form.reader';
import { MediaUrlSigner } from '@studio/core/images/media-url-signer';

/** Uploads (any feature), image status, retry and removal. Queues come from the global QueuesModule. */
@Module({
  controllers: [ImagesController],
  providers: [ImageUploadService, ImagesService, UploadFormReader, MediaUrlSigner],
  exports: [ImageUploadService, ImagesService, UploadFormReader],
})
export class ImagesModule {}
