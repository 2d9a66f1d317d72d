import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { QUEUES, type QueueName } from '@studio/core/jobs/jobs.contract';

export class QueueNameParam {
  // With stopAtFirstError the bottom decorator is checked first.
  @IsIn(Object.values(QUEUES), { message: 'Unknown queue' })
  @IsString({ message: 'Unknown queue' })
  @ApiProperty({ enum: Object.values(QUEUES) })
  name!: QueueName;
}
