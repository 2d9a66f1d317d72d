import { Module } from '@nestjs/common';
import { AssetKindsRepository } from './asset-kinds.repository';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { PublicAssets } from './public-assets.service';

@Module({ controllers: [MediaController], providers: [MediaService, PublicAssets, AssetKindsRepository] })
export class MediaModule {}
