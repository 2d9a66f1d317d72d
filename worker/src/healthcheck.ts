// The worker container's healthcheck (`node worker/dist/healthcheck.js`): exit 0 only when this configuration
// reaches both Redis (its queues) and Postgres (its rows). The worker serves no HTTP, so this asks the stores.
import { loadConfig } from '@studio/core/config/app-config';
import { Redis } from 'ioredis';
import { Client } from 'pg';

const TIMEOUT_MS = 3000;

async function check(): Promise<void> {
  const config = loadConfig();
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined); // surfaced by connect()'s rejection below
  const pg = new Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS });
  try {
    await Promise.all([redis.connect().then(() => redis.ping()), pg.connect().then(() => pg.query('select 1'))]);
  } finally {
    redis.disconnect();
    await pg.end().catch(() => undefined);
  }
}

check().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`worker unhealthy: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
