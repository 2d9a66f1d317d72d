import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';

export class StartTaskDto {
  /** The selfie as a data-URL (the image pipeline checks type, size and pixels). */
  @IsNotEmpty({ message: 'Photo is required' })
  @IsString({ message: 'Photo is required' })
  @ApiProperty({ description: 'data-URL' })
  userPhoto!: string;
}
