import { Module } from '@nestjs/common';
import { GalleryModule } from '../gallery/gallery.module';
import { ThemesModule } from '../themes/themes.module';
import { MediaAdminController } from './media-admin.controller';
import { MediaAdminService } from './media-admin.service';

@Module({
  imports: [GalleryModule, ThemesModule],
  controllers: [MediaAdminController],
  providers: [MediaAdminService],
})
export class MediaAdminModule {}
