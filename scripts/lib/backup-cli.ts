// What `npm run backup`, `npm run restore` and `npm run backup:nightly` share: the same env as `npm start` (.env read by
// bootstrap.mjs), Postgres checked, the embedded S3 server started when S3_ENDPOINT is unset, progress on a terminal.
import { join } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../../core/src/config/app-config';
import { StorageService } from '../../core/src/storage/storage.service';
import { BackupError, type Progress } from './backup-archive';
import type { EmbeddedS3 } from './embedded-s3';
import { checkPostgres } from './services';

export interface BackupContext {
  config: AppConfig;
  storage: StorageService;
  close(): Promise<void>;
}

export async function openContext(log: (line: string) => void = (l) => console.error(l)): Promise<BackupContext> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) throw new BackupError(e.message);
    throw e;
  }
  const problem = await checkPostgres(config.databaseUrl);
  if (problem) throw new BackupError(problem);
  let s3: EmbeddedS3 | undefined;
  let settings = config.s3 as AppConfig['s3'] & { endpoint: string };
  if (!config.s3.endpoint) {
    // The same server and data as `npm start` (its keys are fixed: S3RVER). Loaded only here: s3rver is a development
    // dependency, absent from the backup image (where S3_ENDPOINT is always set).
    const { startEmbeddedS3 } = await import('./embedded-s3');
    s3 = await startEmbeddedS3(join(config.dataDir, 's3'));
    settings = { ...config.s3, endpoint: s3.endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER' };
    log(`Embedded S3 server on ${s3.endpoint} (data in ${join(config.dataDir, 's3')})`);
  }
  return { config, storage: new StorageService({ ...settings, idleTimeoutMs: 60_000 }), close: async () => s3?.close() };
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(n: number): string {
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${n.toFixed(i ? 1 : 0)} ${units[i]}`;
}

const labels: Record<Progress['phase'], string> = { dump: 'Dumping the database', objects: 'Objects', verify: 'Checking the archive', restore: 'Restoring objects' };

/** One line rewritten in place on a terminal (at most 10 times a second); only phase changes otherwise. */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  let last = 0;
  let phase = '';
  let open = false;
  const report = (p: Progress) => {
    if (!stream.isTTY) {
      if (p.phase !== phase) stream.write(`${labels[p.phase]}...\n`);
      phase = p.phase;
      return;
    }
    const now = Date.now();
    if (p.phase === phase && now - last < 100) return;
    last = now;
    phase = p.phase;
    const count = p.total ? `${p.done}/${p.total}` : `${p.done}`;
    const size = p.totalBytes ? `${formatBytes(p.bytes)} of ${formatBytes(p.totalBytes)}` : formatBytes(p.bytes);
    stream.write(`\r\x1b[K${labels[p.phase]}: ${p.phase === 'dump' ? '' : `${count}, ${size}`}`);
    open = true;
  };
  const end = () => {
    if (open) stream.write('\n');
    open = false;
  };
  return { report, end };
}

/** Runs a CLI body: a BackupError is one clear message and exit 1; anything else its stack. */
export function runCli(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (e: Error) => {
      console.error(e instanceof BackupError ? e.message : e.stack ?? e.message);
      process.exit(1);
    },
  );
}
