// `node core/dist/database/migrate-cli.js`: create the database if missing and apply migrations (used by the containers).
import { ConfigError, loadConfig } from '../config/app-config';
import { ensureDatabase, migrate } from './migrate';

async function main() {
  const config = loadConfig();
  if (await ensureDatabase(config.databaseUrl)) console.log('created database');
  const applied = await migrate(config.databaseUrl);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : `migration failed: ${(e as Error).message}`);
  process.exit(1);
});
