import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { WorkerModule } from './worker.module';
import { nestLogLevels } from '@studio/core/config/log-levels';
import { createNestLogger } from '@studio/core/observability/nest-logger';

/** The worker as `npm start` runs it (a Nest application context: no HTTP server). Tests call this too. */
export async function createWorkerApp(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: nestLogLevels(config.logLevel),
  });
  app.useLogger(createNestLogger(config));
  // On SIGTERM/SIGINT Nest closes the BullMQ workers, which wait for in-flight jobs to finish.
  app.enableShutdownHooks();
  await app.init();
  return app;
}
