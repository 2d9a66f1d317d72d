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
}

@ApiSchema({ name: 'ThemeAdded' })
export class ThemeAddedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: AdminMediaItemResponse }) theme!: AdminMediaItemResponse;
}
