import './runtime-tuning';
import 'reflect-metadata';
import { ConfigError, loadConfig } from '@studio/core/config/app-config';
import { installProcessHandlers } from '@studio/core/observability/process-handlers';
import { createWorkerApp } from './worker.factory';

installProcessHandlers('worker');

async function main() {
  const config = loadConfig();
  await createWorkerApp(config);
  console.log(`worker started (queue prefix "${config.queuePrefix}", concurrency ${config.workerConcurrency})`);
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error(`worker failed to start: ${(e as Error).message}`);
  process.exit(1);
});
