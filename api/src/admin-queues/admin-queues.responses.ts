import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { QUEUES, type QueueName } from '@studio/core/jobs/jobs.contract';
import type { QueueSummary } from './admin-queues.service';

@ApiSchema({ name: 'QueueCounts' })
export class QueueCountsResponse {
  @ApiProperty() active!: number;
  @ApiProperty() waiting!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
}

@ApiSchema({ name: 'QueueSummary' })
export class QueueSummaryResponse implements QueueSummary {
  @ApiProperty({ enum: Object.values(QUEUES) }) name!: QueueName;
  @ApiProperty() paused!: boolean;
  @ApiProperty({ type: QueueCountsResponse }) counts!: QueueCountsResponse;
}

@ApiSchema({ name: 'QueueList' })
export class QueueListResponse {
  @ApiProperty({ type: [QueueSummaryResponse] }) queues!: QueueSummaryResponse[];
}

@ApiSchema({ name: 'QueueChanged' })
export class QueueChangedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ type: QueueSummaryResponse }) queue!: QueueSummaryResponse;
}

@ApiSchema({ name: 'QueueCleaned' })
export class QueueCleanedResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty() removed!: number;
}

/** What 'run missing' / 'reprocess all' did (the worker's reconciler report). */
@ApiSchema({ name: 'QueueReconciled' })
export class QueueReconciledResponse {
  @ApiProperty({ enum: [false] }) error!: false;
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'rows looked at' }) rows!: number;
  @ApiProperty({ description: 'jobs added (or finished ones replaced)' }) enqueued!: number;
  @ApiProperty({ description: 'rows whose job was still waiting or running' }) alive!: number;
}
