import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ImageRefResponse } from '../common/api-responses';
import { PropViewResponse } from '../props/props.responses';

@ApiSchema({ name: 'TaskToday' })
export class TaskTodayResponse {
  @ApiProperty() hasPhotoToday!: boolean;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) userPhoto!: ImageRefResponse | null;
  @ApiProperty({ description: 'How many props the task has today, photographed or not ("3 of 8 props left today")' }) propsToday!: number;
}

@ApiSchema({ name: 'TaskStarted' })
export class TaskStartedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'yyyy-mm-dd' }) day!: string;
  @ApiProperty({ type: ImageRefResponse, nullable: true }) userPhoto!: ImageRefResponse | null;
  @ApiProperty({ type: [PropViewResponse], description: 'Props still without a photo today' }) properties!: PropViewResponse[];
  @ApiProperty({ description: 'How many props the task has today, photographed or not' }) propsToday!: number;
}

@ApiSchema({ name: 'PropPhotoSaved' })
export class PropPhotoSavedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'yyyy-mm-dd' }) day!: string;
  @ApiProperty({ format: 'uuid' }) propertyId!: string;
  @ApiProperty({ description: 'How many props still need a photo today' }) remaining!: number;
}
