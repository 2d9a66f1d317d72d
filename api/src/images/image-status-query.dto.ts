import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsUUID } from 'class-validator';

export const MAX_STATUS_IDS = 100;

/** `?ids=a,b,c`: the images an upload screen is waiting for. */
export class ImageStatusQueryDto {
  @Transform(({ value }) => (typeof value === 'string' ? [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))] : value))
  @IsArray({ message: 'ids must be a comma-separated list of image ids' })
  @ArrayNotEmpty({ message: 'ids must name at least one image' })
  @ArrayMaxSize(MAX_STATUS_IDS, { message: `At most ${MAX_STATUS_IDS} ids at a time` })
  @IsUUID('all', { each: true, message: 'ids must be image ids' })
  @ApiProperty({ type: String, description: 'Comma-separated image ids (at most 100)' })
  ids!: string[];
}
