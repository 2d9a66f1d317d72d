import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig, type AppConfig } from '../../core/src/config/app-config';
import { ensureDatabase, migrate } from '../../core/src/database/migrate';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3';
import { checkPostgres, checkRedis } from './services';
import { ROOT } from './build';

export type Env = Record<string, string | undefined>;

export class StackError extends Error {}

export interface PreparedStack {
  config: AppConfig;
  /** The environment for api and worker children (S3_ENDPOINT filled in when the embedded server runs). */
  env: Env;
  s3?: EmbeddedS3;
}

/** Validates config, checks Postgres and Redis, creates the database, migrates, starts the embedded S3 server if needed. */
export async function prepareStack(env: Env = process.env, log = (line: string) => console.log(line)): Promise<PreparedStack> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) throw new StackError(e.message);
    throw e;
  }
  const problems = (await Promise.all([checkPostgres(config.databaseUrl), checkRedis(config.redisUrl)])).filter(Boolean);
  if (problems.length) throw new StackError(problems.join('\n'));

  if (await ensureDatabase(config.databaseUrl)) log(`Created database ${new URL(config.databaseUrl).pathname.slice(1)}`);
  const applied = await migrate(config.databaseUrl);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);

  const childEnv: Env = { ...env, JWT_SECRET: env.JWT_SECRET ?? config.jwtSecret };
  let s3: EmbeddedS3 | undefined;
  if (!config.s3.endpoint) {
    s3 = await startEmbeddedS3(join(config.dataDir, 's3'), Number(env.EMBEDDED_S3_PORT ?? 0));
    childEnv.S3_ENDPOINT = s3.endpoint;
    config = { ...config, s3: { ...config.s3, endpoint: s3.endpoint } };
    log(`Embedded S3 server on ${s3.endpoint} (data in ${join(config.dataDir, 's3')})`);
  }
  return { config, env: childEnv, s3 };
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** V8 flags of each process, on its command line (also the start scripts, the Dockerfile and compose). */
export const NODE_FLAGS = {
  // A ceiling under 1 GB makes V8 let the old space grow by at most ~1.3-2x its live size between full collections,
  // not 4x: a flood of refused connections (bench:abuse) then grows the api's RSS ~20 MB, not 60-110 MB, for the same
  // refusals a second. The api lives on ~50 MB; 512 MB is ten times that.
  // V8 pinned the api's old generation at 1.1x its live size (GC is fast next to the mutator, so its heap controller
  // picks the minimum factor): under a flood of new connections a mark-compact every ~0.6 s, 3-13 ms pauses plus
  // incremental steps up to 13 ms, which were the large-bodies row's latency tail (bench:abuse, --trace-gc-verbose).
  // Twice the live size: 5 mark-compacts instead of 18 in that run, the visitor's p99 4.7 ms against 4.1/5.0 quiet.
  api: ['--max-old-space-size=512', '--heap-growing-percent=100'],
  // Each photo leaves ~20 MB outside the JS heap that V8 counts against old-space headroom; twice the live heap as
  // headroom cuts mark-compacts from ~1 to ~1/3 per photo (NODE_OPTIONS refuses this one).
  worker: ['--heap-growing-percent=200'],
};

/** Runs a built process (api or worker) with prefixed output and its NODE_FLAGS. */
export function runProcess(name: 'api' | 'worker', env: Env, opts: { quiet?: boolean; onLine?: (line: string) => void } = {}): RunningProcess {
  const child = spawn(process.execPath, [...NODE_FLAGS[name], join(ROOT, name, 'dist', 'main.js')], {
    cwd: ROOT,
    // glibc's per-thread arenas fragment under sharp's threads; two keep the worker's memory flat as a batch grows.
    env: (name === 'worker' ? { MALLOC_ARENA_MAX: '2', ...env } : env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    const rl = createInterface({ input: stream });
    rl.on('line', (line) => {
      opts.onLine?.(line);
      if (!opts.quiet) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, exited };
}

export async function stopProcess(p: RunningProcess, graceMs = 15000) {
  if (p.child.exitCode !== null || p.child.signalCode) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

/** Polls GET /api/health until it answers 200. */
export async function waitForHealthy(baseUrl: string, timeoutMs = 60000, isDead: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (isDead()) throw new StackError('the api exited during start-up (see its output above)');
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new StackError(`the api did not become healthy at ${baseUrl} within ${timeoutMs / 1000}s (${last})`);
}
