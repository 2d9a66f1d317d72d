import 'reflect-metadata';
import { ConfigError, loadConfig, reachableHost } from '@studio/core/config/app-config';
import { installProcessHandlers } from '@studio/core/observability/process-handlers';
import { createApiApp } from './app.factory';

installProcessHandlers('api');

async function main() {
  const config = loadConfig();
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
  const url = `http://${reachableHost(config.host)}:${config.port}`;
  console.log(`api listening on ${url}`);
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error(`api failed to start: ${(e as Error).message}`);
  process.exit(1);
});
