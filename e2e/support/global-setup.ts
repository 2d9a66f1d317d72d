import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildIfNeeded, ROOT } from '../../scripts/lib/build';
import { prepareStack, runProcess, waitForHealthy, type RunningProcess } from '../../scripts/lib/stack';
import { startEnquirySink } from './enquiry-sink';
import { writeState } from './state';
import { CHROMIUM } from './browser';
import { stopE2eStack } from './global-teardown';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** One full stack for the browser tests: built site, api + worker processes, fresh database, demo content. */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium`);
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  buildIfNeeded();

  const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const sink = await startEnquirySink();
  const port = await freePort();
  const admin = { username: 'e2e-admin', password: 'e2e-admin-pass' };
  const db = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/studio');
  db.pathname = `/studio_e2e_${id}`;
  const stack = await prepareStack(
    {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db.toString(),
      QUEUE_PREFIX: `e2e_${id}`,
      DATA_DIR: join(ROOT, 'tmp', `e2e-data-${id}`),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_ACCOUNT_RATE_LIMIT: '1000',
      ENQUIRY_RATE_LIMIT_PER_HOUR: '100000',
      BOOKING_RATE_LIMIT_PER_HOUR: '100000',
      PRIVACY_RATE_LIMIT_PER_HOUR: '100000',
      ENQUIRY_SHEET_URL: `${sink.url}/sheet`,
      THEME_CHECKOUT_URL: `${sink.url}/checkout`,
      ENQUIRY_BACKOFF_MS: '500',
      LOG_LEVEL: 'warn',
    },
    () => undefined,
  );
  const procs: RunningProcess[] = [runProcess('api', stack.env, { quiet: true }), runProcess('worker', stack.env, { quiet: true })];
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = stack.config.dataDir;
  // Whatever happens below, the teardown (or the failure path) can stop and remove what was started.
  (globalThis as Record<string, unknown>).__E2E__ = { procs, sink, s3: stack.s3, databaseUrl: db.toString(), dataDir };
  try {
    await startAndSeed();
  } catch (e) {
    await stopE2eStack();
    throw e;
  }

  async function startAndSeed() {
    await waitForHealthy(baseUrl, 60000, () => procs.some((p) => p.child.exitCode !== null));

    // Demo content, so pages have photos (the seeding script is part of the image pipeline).
    const seedFile = join(ROOT, 'scripts', 'seed-demo.ts');
    if (existsSync(seedFile)) {
      const res = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const { token } = (await res.json()) as { token: string };
      const { seedDemo } = await import(seedFile);
      await seedDemo(baseUrl, token, { quiet: true });
    }
  }

  writeState({ baseUrl, sinkUrl: sink.url, admin, databaseUrl: db.toString(), pids: procs.map((p) => p.child.pid!) });
}
