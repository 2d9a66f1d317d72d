import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import { MEDIA_KINDS, type AdminMediaItem, type MediaKind, type StatusCounts } from '../images/admin-media-item';

/** How admins see a gallery image or theme: every status, with the failure reason. */
@ApiSchema({ name: 'AdminMediaItem' })
export class AdminMediaItemResponse implements AdminMediaItem {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ enum: MEDIA_KINDS }) kind!: MediaKind;
  @ApiProperty() title!: string;
  @ApiPropertyOptional({ description: 'gallery only' }) description?: string;
  @ApiPropertyOptional({ description: 'themes only' }) isPremium?: boolean;
  @ApiProperty({ type: ImageRefResponse }) image!: ImageRefResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['studio', 'client'], description: "A featured family photo ('client', shown with their portfolio consent) or the studio's own" }) source!: 'studio' | 'client';
  @ApiProperty({ type: String, nullable: true, description: "The staff member's statement on the studio's own photo" }) sourceStatement!: string | null;
}

@ApiSchema({ name: 'StatusCounts' })
export class StatusCountsResponse implements StatusCounts {
  @ApiProperty() processing!: number;
  @ApiProperty() ready!: number;
  @ApiProperty() failed!: number;
}

@ApiSchema({ name: 'AdminMediaPage' })
export class AdminMediaPageResponse {
  @ApiProperty({ type: [AdminMediaItemResponse] }) items!: AdminMediaItemResponse[];
  @ApiProperty() hasMore!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last page' }) nextCursor!: string | null;
  @ApiProperty({ type: StatusCountsResponse }) counts!: StatusCountsResponse;
}
