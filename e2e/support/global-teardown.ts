import { dropDatabase } from '../../core/src/database/migrate';
import { stopProcess, type RunningProcess } from '../../scripts/lib/stack';
import type { EmbeddedS3 } from '../../scripts/lib/embedded-s3';
import type { Server } from 'node:http';
import { readState } from './state';

export default async function globalTeardown() {
  const started = (globalThis as Record<string, unknown>).__E2E__ as
    | { procs: RunningProcess[]; sink: { server: Server }; s3?: EmbeddedS3 }
    | undefined;
  if (!started) return;
  await Promise.all(started.procs.map((p) => stopProcess(p, 5000)));
  started.sink.server.close();
  await started.s3?.close();
  await dropDatabase(readState().databaseUrl).catch(() => undefined);
}
