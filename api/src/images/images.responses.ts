import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import type { ImageStatusItem } from '@studio/core/images/images.service';

@ApiSchema({ name: 'ImageStatusItem' })
export class ImageStatusItemResponse implements ImageStatusItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['processing', 'ready', 'failed'] }) status!: ImageStatusItem['status'];
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: ImageRefResponse }) image!: ImageRefResponse;
}

@ApiSchema({ name: 'ImageStatusList' })
export class ImageStatusListResponse {
  @ApiProperty({ type: [ImageStatusItemResponse], description: 'Unknown ids are left out' }) items!: ImageStatusItemResponse[];
}
