import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { PublicAssets } from './public-assets.service';

@Module({ controllers: [MediaController], providers: [MediaService, PublicAssets] })
export class MediaModule {}
