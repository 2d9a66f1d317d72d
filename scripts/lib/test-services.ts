// Where `npm test` finds Postgres and Redis (docs/architecture.md §9): throwaway containers (testcontainers) when a Docker
// engine answers, else the configured URLs (DATABASE_URL, REDIS_URL). TEST_SERVICES=env|containers forces one.
// Either way every test file still makes its own database, queue prefix and bucket on top (api/test/harness.ts).
import type { AppConfig } from '../../core/src/config/app-config';

export interface TestServices {
  /** What the test processes get on top of the environment (empty: the configured URLs). */
  env: Record<string, string>;
  /** One line for the log: where the services are. */
  describe: string;
  stop(): Promise<void>;
}

const IMAGES = { postgres: 'postgres:16-alpine', redis: 'redis:7-alpine' };

type Mode = AppConfig['testServices'];

/** Whether to start containers: `containers` always, `auto` only when an engine answers, `env` never. */
export function wantsContainers(mode: Mode, engineAnswers: boolean): boolean {
  if (mode === 'env') return false;
  if (mode === 'containers' && !engineAnswers) {
    throw new Error('TEST_SERVICES=containers, but no Docker engine answers (start one, or use TEST_SERVICES=env)');
  }
  return engineAnswers;
}

/** Asks testcontainers' own runtime detection (DOCKER_HOST, socket, Podman, Colima…) whether an engine is there. */
async function engineAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export async function provideTestServices(config: AppConfig): Promise<TestServices> {
  const fromEnv: TestServices = { env: {}, describe: 'the configured Postgres and Redis', stop: async () => undefined };
  if (config.testServices === 'env') return fromEnv;
  if (!wantsContainers(config.testServices, await engineAnswers())) return fromEnv;

  const [{ PostgreSqlContainer }, { RedisContainer }] = await Promise.all([
    import('@testcontainers/postgresql'),
    import('@testcontainers/redis'),
  ]);
  const [postgres, redis] = await Promise.all([
    new PostgreSqlContainer(IMAGES.postgres).withDatabase('studio').start(),
    new RedisContainer(IMAGES.redis).start(),
  ]);
  return {
    env: { DATABASE_URL: postgres.getConnectionUri(), REDIS_URL: redis.getConnectionUrl() },
    describe: `containers ${IMAGES.postgres} and ${IMAGES.redis} (testcontainers)`,
    stop: async () => {
      await Promise.allSettled([postgres.stop(), redis.stop()]);
    },
  };
}
