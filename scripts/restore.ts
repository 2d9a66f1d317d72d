// `npm run restore -- FILE [--identity KEYFILE] [--force]`: checks the whole archive against its manifest first (a
// damaged, truncated, altered or wrongly keyed one is refused, saying which, before anything is written), refuses a
// non-empty database or bucket unless --force, creates the database when missing, then restores the dump and every
// object. An age-encrypted archive (`.tar.age`) is read with its identity: --identity KEYFILE, or
// BACKUP_AGE_IDENTITY_FILE. Same env as `npm start`; in compose: `docker compose run --rm backup restore FILE ...`.
import { resolve } from 'node:path';
import { BackupError, restoreBackup } from './lib/backup-archive';
import { formatBytes, openContext, progressReporter, runCli } from './lib/backup-cli';
import { readIdentities } from './lib/backup-crypto';

const usage = 'usage: npm run restore -- FILE [--identity KEYFILE] [--force]';

runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const at = args.indexOf('--identity');
  const keyArg = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!keyArg || keyArg.startsWith('-'))) throw new BackupError(`--identity needs the identity file. ${usage}`);
  const files = args.filter((a, i) => a !== '--force' && (at < 0 || (i !== at && i !== at + 1)));
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupError(usage);
  const file = resolve(files[0]);
  const ctx = await openContext();
  const keyFile = keyArg ?? ctx.config.backup.ageIdentityFile;
  const progress = progressReporter();
  const started = Date.now();
  try {
    const identities = keyFile ? await readIdentities(resolve(keyFile)) : undefined;
    const summary = await restoreBackup({ file, identities, databaseUrl: ctx.config.databaseUrl, storage: ctx.storage, force, progress: progress.report });
    progress.end();
    const db = new URL(ctx.config.databaseUrl).pathname.slice(1);
    console.error(
      `Restored ${file} into database "${db}"${summary.createdDatabase ? ' (created)' : ''} and bucket "${ctx.storage.bucket}": ${summary.objects} objects (${formatBytes(summary.bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    progress.end();
    await ctx.close();
  }
});
