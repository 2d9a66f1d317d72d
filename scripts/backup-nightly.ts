// `npm run backup:nightly [-- --at-utc HH:MM] [--status-file PATH]`: a backup streamed straight into a second S3
// bucket (BACKUP_S3_*; no local disk needed for the archive), then all but the newest BACKUP_KEEP removed there.
// Without --at-utc it runs once (for cron); with it, it stays up and runs every day at that time (compose's
// `backup` service). --status-file is touched after every good backup (and at start): the healthcheck reads its age.
import { utimesSync, writeFileSync } from 'node:fs';
import { StorageService } from '../core/src/storage/storage.service';
import { BackupError, backupToBucket } from './lib/backup-archive';
import { formatBytes, openContext, runCli } from './lib/backup-cli';

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new BackupError(`${name} needs a value`);
  return v;
}

function touch(file: string | undefined) {
  if (!file) return;
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    writeFileSync(file, '');
  }
}

/** Milliseconds until the next HH:MM UTC. */
function msUntil(atUtc: string, now = new Date()): number {
  const [h, m] = atUtc.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

async function once(statusFile?: string) {
  const ctx = await openContext();
  try {
    const target = ctx.config.backup.s3;
    if (!target) throw new BackupError('Set BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET_KEY and BACKUP_S3_BUCKET: the bucket where nightly backups go (not the site\'s own)');
    if (target.endpoint === ctx.config.s3.endpoint && target.bucket === ctx.config.s3.bucket) {
      throw new BackupError('BACKUP_S3_BUCKET is the site\'s own bucket: backups must go somewhere else');
    }
    const started = Date.now();
    const result = await backupToBucket({
      databaseUrl: ctx.config.databaseUrl,
      storage: ctx.storage,
      target: new StorageService({ ...target, idleTimeoutMs: 60_000 }),
      keep: ctx.config.backup.keep,
    });
    console.log(
      `${new Date().toISOString()} backed up ${result.objects} objects (${formatBytes(result.bytes)}) and the database to ${target.bucket}/${result.key} (${formatBytes(result.archiveBytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (result.removed.length) console.log(`removed ${result.removed.length} older backup(s); keeping the newest ${ctx.config.backup.keep}`);
    touch(statusFile);
  } finally {
    await ctx.close();
  }
}

runCli(async () => {
  const args = process.argv.slice(2);
  const at = argValue(args, '--at-utc');
  const statusFile = argValue(args, '--status-file');
  if (at === undefined) return once(statusFile);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) throw new BackupError(`--at-utc must be HH:MM (got "${at}")`);
  touch(statusFile);
  process.on('SIGTERM', () => process.exit(0));
  for (;;) {
    const wait = msUntil(at);
    console.log(`next backup at ${new Date(Date.now() + wait).toISOString()}`);
    await new Promise((r) => setTimeout(r, wait));
    // A failed night is logged and tried again the next night; the stale status file turns the healthcheck red.
    await once(statusFile).catch((e: Error) => console.error(`${new Date().toISOString()} backup failed: ${e instanceof BackupError ? e.message : e.stack}`));
  }
});
