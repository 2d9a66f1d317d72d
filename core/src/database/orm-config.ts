import { defineConfig } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { ALL_ENTITIES } from '../entities/all-entities';
import { currentEntityManager } from './unit-of-work';

/**
 * ORM options for a database URL. Schema changes only through committed migrations (no sync): `migrate()` adds the
 * Migrator extension itself, so the api and worker do not load it (umzug and its CLI toolkit, ~1.1 MB of source).
 */
export function ormConfig(databaseUrl: string, opts: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ALL_ENTITIES,
    discovery: { warnWhenNoEntities: true },
    debug: opts.debug ?? false,
    allowGlobalContext: false,
    context: currentEntityManager,
    forceUtcTimezone: true,
    pool: { min: 0, max: opts.poolMax ?? 10 },
    migrations: {
      path: join(__dirname, '..', 'migrations'),
      pathTs: join(__dirname, '..', 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}
