import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import { AdminMediaItemResponse } from '../media-admin/media-admin.responses';

@ApiSchema({ name: 'Theme' })
export class ThemeResponse {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() isPremium!: boolean;
  @ApiProperty({ type: ImageRefResponse }) image!: ImageRefResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['studio'], description: "Where the photo came from (docs/architecture.md §16): a theme is always the studio's own" }) source!: 'studio';
  @ApiProperty({ type: String, nullable: true, description: "The staff member's statement that the studio may show it" }) sourceStatement!: string | null;
}

@ApiSchema({ name: 'ThemeAdded' })
export class ThemeAddedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: AdminMediaItemResponse }) theme!: AdminMediaItemResponse;
}
