// `npm run restore -- FILE [--force]`: checks the whole archive against its manifest first (a damaged or truncated
// one is refused before anything is written), refuses a non-empty database or bucket unless --force, creates the
// database when missing, then restores the dump and every object. Same env as `npm start`.
import { resolve } from 'node:path';
import { BackupError, restoreBackup } from './lib/backup-archive';
import { formatBytes, openContext, progressReporter, runCli } from './lib/backup-cli';

runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupError('usage: npm run restore -- FILE [--force]');
  const file = resolve(files[0]);
  const ctx = await openContext();
  const progress = progressReporter();
  const started = Date.now();
  try {
    const summary = await restoreBackup({ file, databaseUrl: ctx.config.databaseUrl, storage: ctx.storage, force, progress: progress.report });
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
