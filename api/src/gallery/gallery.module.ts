import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { GalleryController } from './gallery.controller';
import { GalleryRepository } from './gallery.repository';
import { GalleryService } from './gallery.service';

@Module({
  imports: [ImagesModule],
  controllers: [GalleryController],
  providers: [GalleryRepository, GalleryService],
  exports: [GalleryService],
})
export class GalleryModule {}
