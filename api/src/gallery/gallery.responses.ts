import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import { AdminMediaItemResponse } from '../media-admin/media-admin.responses';

@ApiSchema({ name: 'GalleryImage' })
export class GalleryImageResponse {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: ImageRefResponse }) image!: ImageRefResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['studio', 'client'], description: "Where it came from: a featured client photo (the family's portfolio consent) or the studio's own" })
  source!: 'studio' | 'client';
  @ApiProperty({ type: String, nullable: true, description: "The studio's statement on its own photo (e.g. no child's face, a paper release on file)" })
  sourceStatement!: string | null;
}

@ApiSchema({ name: 'GalleryPagination' })
export class GalleryPaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() hasMore!: boolean;
}

@ApiSchema({ name: 'GalleryPage' })
export class GalleryPageResponse {
  @ApiProperty({ type: [GalleryImageResponse], description: 'Ready images only, newest first' }) images!: GalleryImageResponse[];
  @ApiProperty({ type: [String], description: "'All', then the distinct titles of ready images, alphabetically" }) categories!: string[];
  @ApiProperty({ type: GalleryPaginationResponse }) pagination!: GalleryPaginationResponse;
}

@ApiSchema({ name: 'ExistingHashes' })
export class ExistingHashesResponse {
  @ApiProperty({ type: [String], description: 'The given hashes already in the gallery (any status but failed)' }) existing!: string[];
}

@ApiSchema({ name: 'GalleryAdded' })
export class GalleryAddedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [AdminMediaItemResponse] }) images!: AdminMediaItemResponse[];
}
