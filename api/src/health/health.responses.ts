import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { Check, Component, HealthReport } from './health.service';

const CHECK = ['up', 'down'];
const COMPONENTS: Component[] = ['database', 'redis', 'storage'];

@ApiSchema({ name: 'HealthChecks' })
export class HealthChecksResponse {
  @ApiProperty({ enum: CHECK }) database!: Check;
  @ApiProperty({ enum: CHECK }) redis!: Check;
  @ApiProperty({ enum: CHECK }) storage!: Check;
}

@ApiSchema({ name: 'HealthLive' })
export class HealthLiveResponse {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

/** 200 when every store answers, else 503; admins and this host also get the checks (503: `error`, `statusCode`, `message` naming the stores down). */
@ApiSchema({ name: 'HealthReport' })
export class HealthReportResponse implements Partial<HealthReport> {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiPropertyOptional({ type: HealthChecksResponse, description: 'admins and loopback only' }) checks?: HealthChecksResponse;
  @ApiPropertyOptional({ enum: COMPONENTS, isArray: true }) down?: Component[];
  @ApiPropertyOptional({ description: '503 only' }) error?: boolean;
  @ApiPropertyOptional({ description: '503 only' }) statusCode?: number;
  @ApiPropertyOptional({ description: '503 only' }) message?: string;
}
