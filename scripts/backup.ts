// `npm run backup -- FILE`: one archive of the database (pg_dump, custom format) and every object of the bucket,
// with a manifest (key, size, sha256). Same env as `npm start`. Written to FILE.partial, renamed when complete.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BackupError, writeBackup } from './lib/backup-archive';
import { formatBytes, openContext, progressReporter, runCli } from './lib/backup-cli';

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0].startsWith('-')) throw new BackupError('usage: npm run backup -- FILE   (e.g. backups/studio-2026-11-28.tar)');
  const file = resolve(args[0]);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose a new name (a backup never overwrites one)`);
  mkdirSync(dirname(file), { recursive: true });
  const ctx = await openContext();
  const partial = `${file}.partial`;
  const progress = progressReporter();
  const started = Date.now();
  try {
    const summary = await writeBackup({ databaseUrl: ctx.config.databaseUrl, storage: ctx.storage, out: createWriteStream(partial, { flags: 'wx' }), progress: progress.report });
    renameSync(partial, file);
    progress.end();
    console.error(
      `Backed up the database (${formatBytes(summary.databaseBytes)}) and ${summary.objects} objects (${formatBytes(summary.bytes)}) to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (e) {
    progress.end();
    rmSync(partial, { force: true });
    throw e;
  } finally {
    await ctx.close();
  }
});
