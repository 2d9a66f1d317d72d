import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobObserver } from './job-observer.service';

/** Job logs (with the api's request id) and job metrics for every processor of the worker. */
@Module({ imports: [DiscoveryModule], providers: [JobObserver] })
export class WorkerObservabilityModule {}
