import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { dropDatabase } from '../../core/src/database/migrate';
import { stopProcess, type RunningProcess } from '../../scripts/lib/stack';
import type { EmbeddedS3 } from '../../scripts/lib/embedded-s3';

interface Started {
  procs: RunningProcess[];
  sink: { server: Server };
  s3?: EmbeddedS3;
  databaseUrl: string;
  dataDir: string;
}

/** Stops what the global setup started and removes its database and data folder. */
export async function stopE2eStack() {
  const started = (globalThis as Record<string, unknown>).__E2E__ as Started | undefined;
  if (!started) return;
  (globalThis as Record<string, unknown>).__E2E__ = undefined;
  await Promise.all(started.procs.map((p) => stopProcess(p, 5000)));
  started.sink.server.close();
  await started.s3?.close();
  await dropDatabase(started.databaseUrl).catch(() => undefined);
  rmSync(started.dataDir, { recursive: true, force: true });
}

export default async function globalTeardown() {
  await stopE2eStack();
}
