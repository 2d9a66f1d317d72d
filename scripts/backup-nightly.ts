// `npm run backup:nightly [-- --at-utc HH:MM] [--status-file PATH] [--accept-fewer]`: a backup streamed straight into
// a second S3 bucket (BACKUP_S3_*; no local disk needed for the archive), age-encrypted to BACKUP_AGE_RECIPIENT, then
// rotation there: the newest BACKUP_KEEP and BACKUP_KEEP_MONTHLY monthly copies stay. Without --at-utc it runs once
// (for cron); with it, it stays up and runs every day at that time (compose's `backup` service). After every good
// run --status-file gets its time (the healthcheck, `health`, reads it: a restart does not reset it) and
// BACKUP_PING_URL is called; a failed run calls BACKUP_PING_URL/fail. SIGTERM aborts a running upload cleanly.
import { StorageService } from '../core/src/storage/storage.service';
import { BackupError, backupToBucket, type NightlyResult } from './lib/backup-archive';
import { formatBytes, openContext, runCli } from './lib/backup-cli';
import { ping, writeStatus } from './lib/backup-status';

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (!v || v.startsWith('--')) throw new BackupError(`${name} needs a value`);
  return v;
}

/** Milliseconds until the next HH:MM UTC. */
function msUntil(atUtc: string, now = new Date()): number {
  const [h, m] = atUtc.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

const stamp = () => new Date().toISOString();

async function once(opts: { statusFile?: string; signal: AbortSignal; acceptFewer: boolean }): Promise<void> {
  const ctx = await openContext();
  const { backup } = ctx.config;
  try {
    const target = backup.s3;
    if (!target) throw new BackupError('Set BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET_KEY and BACKUP_S3_BUCKET: the bucket where nightly backups go (not the site\'s own)');
    if (target.endpoint === ctx.config.s3.endpoint && target.bucket === ctx.config.s3.bucket) {
      throw new BackupError('BACKUP_S3_BUCKET is the site\'s own bucket: backups must go somewhere else');
    }
    if (!backup.ageRecipient) console.warn(`${stamp()} BACKUP_AGE_RECIPIENT is unset: this backup leaves the server unencrypted (npm run backup:keygen)`);
    const started = Date.now();
    let result: NightlyResult;
    try {
      result = await backupToBucket({
        databaseUrl: ctx.config.databaseUrl,
        storage: ctx.storage,
        target: new StorageService({ ...target, idleTimeoutMs: 60_000 }),
        keep: backup.keep,
        keepMonthly: backup.keepMonthly,
        recipient: backup.ageRecipient,
        signal: opts.signal,
        acceptFewer: opts.acceptFewer,
      });
    } catch (e) {
      const message = e instanceof BackupError ? e.message : (e as Error).stack ?? String(e);
      await ping(backup.pingUrl, false, `backup failed: ${message}`);
      throw e;
    }
    const line = `backed up ${result.objects} objects (${formatBytes(result.bytes)}) and the database to ${target.bucket}/${result.key} (${formatBytes(result.archiveBytes)}${result.encrypted ? ', age-encrypted' : ', NOT encrypted'}, ${((Date.now() - started) / 1000).toFixed(1)} s)`;
    console.log(`${stamp()} ${line}`);
    if (result.rotationRefused) {
      // The archive is stored, but something is wrong with the site's bucket: not a good night (health and ping).
      console.error(`${stamp()} kept every older backup: ${result.rotationRefused}`);
      await ping(backup.pingUrl, false, `${line}\nkept every older backup: ${result.rotationRefused}`);
      throw new BackupError(`not counted as a good backup: ${result.rotationRefused}`);
    }
    if (result.removed.length) console.log(`${stamp()} removed ${result.removed.length} older backup(s); keeping the newest ${backup.keep} and ${backup.keepMonthly} monthly`);
    if (opts.statusFile) writeStatus(opts.statusFile, { lastSuccess: new Date().toISOString(), key: result.key, objects: result.objects });
    await ping(backup.pingUrl, true, line);
  } finally {
    await ctx.close();
  }
}

runCli(async () => {
  const args = process.argv.slice(2);
  const at = argValue(args, '--at-utc');
  const statusFile = argValue(args, '--status-file');
  const acceptFewer = args.includes('--accept-fewer');
  if (at !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(at)) throw new BackupError(`--at-utc must be HH:MM (got "${at}")`);
  // SIGTERM (docker stop, an update) aborts a running upload: the multipart upload is aborted and nothing half
  // written stays in the bucket or counts as a backup; then the process ends.
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let sleeping: NodeJS.Timeout | undefined;
  const stop = () => {
    console.error(`${stamp()} SIGTERM: ${running ? 'aborting the running backup' : 'stopping'}`);
    controller.abort(new BackupError('stopped by SIGTERM'));
    if (sleeping) clearTimeout(sleeping);
    if (!running) process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  if (at === undefined) {
    running = once({ statusFile, signal: controller.signal, acceptFewer });
    return running;
  }
  for (let first = true; !controller.signal.aborted; first = false) {
    const wait = msUntil(at);
    console.log(`${stamp()} next backup at ${new Date(Date.now() + wait).toISOString()}`);
    await new Promise<void>((r) => (sleeping = setTimeout(r, wait)));
    sleeping = undefined;
    if (controller.signal.aborted) break;
    // A failed night is logged, pinged and tried again the next night; the status file ages and health turns red.
    running = once({ statusFile, signal: controller.signal, acceptFewer: first && acceptFewer });
    await running.catch((e: Error) => console.error(`${stamp()} backup failed: ${e instanceof BackupError ? e.message : e.stack}`));
    running = undefined;
  }
});
