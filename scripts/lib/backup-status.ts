// The nightly backup's health (docs/architecture.md §15): the time of the last good backup, written to a file that
// outlives the container (compose's `backupstate` volume), and a healthchecks-style ping after every run.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/** Health turns bad when the last good backup is older than this (a night missed, with two hours of slack). */
export const HEALTHY_FOR_MS = 26 * 3600 * 1000;

export interface BackupStatus {
  lastSuccess: string;
  key?: string;
  objects?: number;
}

/** Written whole (a temporary file renamed over it), so a crash mid-write never leaves a half status. */
export function writeStatus(file: string, status: BackupStatus): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Whether the last good backup is recent enough, and a line saying so. No file: no good backup yet. */
export function backupHealth(file: string, now = Date.now()): { healthy: boolean; message: string } {
  let status: BackupStatus;
  try {
    status = JSON.parse(readFileSync(file, 'utf8')) as BackupStatus;
  } catch {
    return { healthy: false, message: `no good backup recorded yet (${file})` };
  }
  const at = Date.parse(status.lastSuccess);
  if (!Number.isFinite(at)) return { healthy: false, message: `${file} holds no time of a good backup` };
  const hours = (now - at) / 3600e3;
  const healthy = now - at < HEALTHY_FOR_MS;
  return { healthy, message: `last good backup ${status.key ?? ''} ${hours.toFixed(1)} hours ago${healthy ? '' : ': older than 26 hours'}`.replace('  ', ' ') };
}

/**
 * Calls BACKUP_PING_URL (healthchecks.io style): the URL itself after a good run, `URL/fail` after a failed one, with
 * the run's line as the body. A ping that fails is logged, never fails the backup.
 */
export async function ping(url: string | undefined, ok: boolean, body: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!url) return;
  const target = ok ? url : `${url.replace(/\/+$/, '')}/fail`;
  try {
    const res = await fetchImpl(target, { method: 'POST', body: body.slice(0, 10_000), signal: AbortSignal.timeout(10_000) });
    if (!res.ok) console.error(`BACKUP_PING_URL answered ${res.status}`);
  } catch (e) {
    console.error(`BACKUP_PING_URL could not be reached: ${(e as Error).message}`);
  }
}
