// `npm run backup -- FILE`: one archive of the database (pg_dump, custom format) and every object of the bucket,
// with a manifest (key, size, sha256); age-encrypted to BACKUP_AGE_RECIPIENT when it is set (the file then starts
// `age-encryption.org/v1`). Same env as `npm start`. Written to FILE.partial, renamed when complete.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError, writeBackup } from './lib/backup-archive';
import { encrypt } from './lib/backup-crypto';
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
    const recipient = ctx.config.backup.ageRecipient;
    const out = createWriteStream(partial, { flags: 'wx' });
    let summary;
    if (recipient) {
      const plain = new PassThrough();
      const written = pipeline(await encrypt(plain, recipient), out);
      written.catch(() => undefined); // awaited below
      summary = await writeBackup({ databaseUrl: ctx.config.databaseUrl, storage: ctx.storage, out: plain, progress: progress.report });
      await written;
    } else {
      summary = await writeBackup({ databaseUrl: ctx.config.databaseUrl, storage: ctx.storage, out, progress: progress.report });
    }
    renameSync(partial, file);
    progress.end();
    console.error(
      `Backed up the database (${formatBytes(summary.databaseBytes)}) and ${summary.objects} objects (${formatBytes(summary.bytes)}) to ${file}${recipient ? ' (age-encrypted)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (e) {
    progress.end();
    rmSync(partial, { force: true });
    throw e;
  } finally {
    await ctx.close();
  }
});
