import { Module } from '@nestjs/common';
import { AssetKindsRepository } from './asset-kinds.repository';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaUrlSigner } from '@studio/core/images/media-url-signer';
import { PublicAssets } from './public-assets.service';

@Module({ controllers: [MediaController], providers: [MediaService, PublicAssets, AssetKindsRepository, MediaUrlSigner] })
export class MediaModule {}
