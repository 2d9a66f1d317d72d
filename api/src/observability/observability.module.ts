import { Global, Module } from '@nestjs/common';
import { HttpDrain } from './http-drain.service';
import { JobRequestIdPropagator } from './job-request-id.service';
import { MetricsController } from './metrics.controller';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsService } from './metrics.service';

/** Request ids, JSON request logs, Prometheus metrics (GET /metrics), graceful HTTP drain on shutdown. The HTTP middleware is mounted in app.factory. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, MetricsAccessGuard, JobRequestIdPropagator, HttpDrain],
  exports: [MetricsService],
})
export class ObservabilityModule {}
