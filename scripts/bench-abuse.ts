/**
 * `npm run bench:abuse` (not part of `npm test`): what one person with a script can do to the api.
 * Starts its own api (own database, queue prefix, embedded S3), then for each abuse runs it for BENCH_SECONDS
 * (default 10) with BENCH_CONNECTIONS (default 20) connections while a normal visitor asks for a gallery page
 * every 20 ms, and prints one table: requests sent, status counts, the api's RSS before and after, and the
 * p99 of the normal gallery request during the abuse (and with no abuse, before and after all of it, as references).
 * The host is shared: latency figures are noisy, compare rows of one run rather than runs. The abuse is sent at nice
 * BENCH_ABUSER_NICE (default 19), below the api and the visitor: an attacker's script does not run on the server.
 * BENCH_ONLY (comma list of words, e.g. `large`) runs only the abuses whose description contains one of them;
 * BENCH_ROUNDS (1) runs them all that many times over, to tell bounded memory from growth per flood.
 * Memory after each row is also split as the api's own /metrics reports it (prom-client, after a 2 s pause):
 * V8 heap used and external memory (Buffers/ArrayBuffers outside the heap), to tell garbage from buffers.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, getPriority, setPriority, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import Redis from 'ioredis';
import { dropDatabase } from '../core/src/database/migrate';
import { autocannon, freePort, printTable, sleep } from './lib/bench-kit';
import { galleryAbuses } from './lib/bench-gallery-abuse';
import { floodLargeBodies, type FloodOptions } from './lib/raw-flood';
import { cpuSeconds } from './lib/proc-stats';
import { prepareStack, runProcess, stopProcess, waitForHealthy } from './lib/stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// The abuse is sent from this process; on a real server the attacker's script runs elsewhere. At this priority it takes
// only the CPU the api, its services and the visitor leave (BENCH_ABUSER_NICE=0 makes them all compete, as before).
const ABUSER_NICE = Number(process.env.BENCH_ABUSER_NICE ?? 19);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
// Rounds of every abuse: a second round that adds no memory shows the growth is bounded, not per flood.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));

/** Bytes the process has read through read() calls, sockets included. */
function readBytes(pid: number): number {
  return Number(/^rchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? NaN);
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

/** The api's own Prometheus metrics (loopback needs no token). Reading them restarts its event-loop delay histogram. */
const scrape = (base: string) => fetch(`${base}/metrics`).then((r) => r.text()).catch(() => '');
const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

/** V8 heap used and external memory (MB), from a scrape. */
function heapSplit(text: string): string {
  const mb = (name: string) => String(Math.round(metric(text, name) / 2 ** 20));
  return `${mb('nodejs_heap_size_used_bytes')} / ${mb('nodejs_external_memory_bytes')}`;
}

/**
 * The api's event-loop delay (p99 / max, ms) since the scrape before: how late the api itself was, apart from what the
 * host's other work (the abuser's own copying, the visitor's scheduling) adds to the visitor's figures. The histogram
 * times a 10 ms tick (prom-client's default), so the quickest tick is taken off: what is left is the lateness.
 */
function loopDelay(text: string): string {
  const tick = metric(text, 'nodejs_eventloop_lag_min_seconds');
  const ms = (name: string) => ((metric(text, name) - tick) * 1000).toFixed(1);
  return `${ms('nodejs_eventloop_lag_p99_seconds')} / ${ms('nodejs_eventloop_lag_max_seconds')}`;
}

const randomIp = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;
const randomHex = (n: number) => randomBytes(n).toString('hex');

/** What one abuse did, whichever tool sent it. */
interface Outcome {
  sent: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Body bytes the client got written before its answer came, per answered request (raw floods only). */
  meanBodyWritten?: number;
}

interface Abuse {
  what: string;
  /** Say how much the api read per request (/proc/<pid>/io), to show a refused body is not read whole. */
  showReads?: boolean;
  /** Set-up made before the row's clock and memory reading. */
  prepare?(): Promise<void>;
  run(connections: number, durationMs: number): Promise<Outcome>;
}

/** An abuse autocannon can send: its requests are small, so holding one per connection costs nothing. */
const cannon = (what: string, opts: Record<string, unknown>): Abuse => ({
  what,
  async run(connections, durationMs) {
    const r = await autocannon({ ...opts, connections, duration: durationMs / 1000, timeout: 10 });
    const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
    return { sent: r.requests.sent, statuses, errors: r.errors, timeouts: r.timeouts };
  },
});

function abuses(base: string): Abuse[] {
  const { hostname, port } = new URL(base);
  // A fresh object for each use: autocannon writes its Content-Length into the headers object it is given, which
  // (shared) made round 2's raw large bodies go out with two Content-Length headers, and Node answer them 400.
  const json = () => ({ 'content-type': 'application/json' });
  const bomb = gzipSync(Buffer.from(JSON.stringify({ source: 'footer', name: 'x', message: ' '.repeat(40 * 1024 * 1024) })));
  const enquiry = JSON.stringify({ source: 'footer', name: 'Flood', phone: '9876543210', email: 'flood@example.com', service: 'newborn', message: 'hi' });
  // 5 MB bodies streamed over raw sockets from one 64 kB chunk: autocannon would hold a whole body per request.
  const large: Omit<FloodOptions, 'connections' | 'durationMs'> = {
    host: hostname,
    port: Number(port),
    bodyBytes: 5 * 1024 * 1024,
    chunk: Buffer.alloc(64 * 1024, 'a'),
    requests: ['/api/login', '/api/enquiries', '/api/props'].map((path) => ({ method: 'POST', path, headers: json() })),
  };
  return [
    {
      what: 'large bodies (5 MB JSON to /api/login, /api/enquiries, /api/props)',
      showReads: true,
      run: (connections, durationMs) => floodLargeBodies({ ...large, connections, durationMs }),
    },
    cannon(`gzip bombs (${Math.round(bomb.length / 1024)} kB -> 40 MB, /api/enquiries)`, {
      url: base,
      method: 'POST',
      headers: { ...json(), 'content-encoding': 'gzip' },
      body: bomb,
    }),
    cannon('random asset paths (GET /assets/<random>.js, br)', {
      url: base,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [{ method: 'GET', setupRequest: (r: Record<string, unknown>) => ({ ...r, path: `/assets/${randomHex(16)}.js` }) }],
    }),
    cannon('login spraying (random users from one address; one user from random addresses)', {
      url: base,
      requests: [
        {
          method: 'POST',
          setupRequest: (r: Record<string, unknown>) => {
            const targeted = Math.random() < 0.5;
            return {
              ...r,
              path: '/api/login',
              headers: targeted ? { ...json(), 'x-forwarded-for': randomIp() } : json(),
              body: JSON.stringify({ username: targeted ? 'bench-admin' : `user-${randomHex(4)}`, password: randomHex(6) }),
            };
          },
        },
      ],
    }),
    cannon('enquiry flooding (valid enquiries from one address)', { url: `${base}/api/enquiries`, method: 'POST', headers: json(), body: enquiry }),
  ];
}

/**
 * A normal visitor in its own process (so the load generator's busy event loop is not in its figures), started once
 * before the bench lowers its own priority: told "start" on stdin it asks for a gallery page every 20 ms (500 samples in
 * 10 s: at 50 ms, 200 samples made p99 their second worst, and it swung 3-16 ms between quiet rows), told
 * "stop" it prints the latencies (ms) since "start" as one JSON line.
 */
const VISITOR = `
const url = process.argv[1]; let lat = []; let failures = 0; let running = false;
const loop = async () => {
  while (running) {
    const t = performance.now();
    try { const r = await fetch(url, { signal: AbortSignal.timeout(10000) }); await r.arrayBuffer(); if (r.ok) lat.push(performance.now() - t); else failures++; }
    catch { failures++; }
    await new Promise((r) => setTimeout(r, 20));
  }
  process.stdout.write(JSON.stringify({ lat, failures }) + '\\n');
};
require('node:readline').createInterface({ input: process.stdin }).on('line', (cmd) => {
  if (cmd === 'start') { lat = []; failures = 0; running = true; loop(); }
  if (cmd === 'stop') running = false;
  if (cmd === 'exit') process.exit(0);
});`;

interface VisitorFigures {
  n: number;
  failures: number;
  p50: number;
  p99: number;
}

function normalVisitor(base: string) {
  const child = spawn(process.execPath, ['-e', VISITOR, `${base}/api/gallery/all?page=1&limit=10`], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  return {
    start: () => child.stdin.write('start\n'),
    async stop(): Promise<VisitorFigures> {
      const line = new Promise<string>((resolve) => lines.once('line', resolve));
      child.stdin.write('stop\n');
      const { lat, failures } = JSON.parse(await line) as { lat: number[]; failures: number };
      const sorted = lat.sort((x, y) => x - y);
      const p = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);
      return { n: sorted.length, failures, p50: p(0.5), p99: p(0.99) };
    },
    exit: () => child.stdin.write('exit\n'),
  };
}

/** The local Redis server's pid (its CPU per request is part of what a refusal costs), if it runs on this host. */
async function localRedisPid(redisUrl: string): Promise<number | undefined> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    const pid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
    return Number.isFinite(pid) && existsSync(`/proc/${pid}/stat`) ? pid : undefined;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

type Row = Record<'what' | 'sent' | 'statuses' | 'rss' | 'heap' | 'cpu' | 'p99' | 'loop', string>;

const COLUMNS = [
  { key: 'what', title: 'abuse' },
  { key: 'sent', title: 'requests', right: true },
  { key: 'statuses', title: 'status counts' },
  { key: 'rss', title: 'api RSS before -> after (MB)' },
  { key: 'heap', title: 'heap used / external after (MB)' },
  { key: 'cpu', title: 'CPU µs per request: api / Redis', right: true },
  { key: 'p99', title: 'gallery p99 (p50) during', right: true },
  { key: 'loop', title: 'api event loop late p99 / max (ms)', right: true },
] as const;

async function main() {

  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/studio_bench_abuse_${id}`,
    QUEUE_PREFIX: `bench_abuse_${id}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'bench-admin',
    ADMIN_PASSWORD: `pw-${id}-bench`,
    LOG_LEVEL: 'warn',
    // The production defaults: the limits are part of what is measured.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10',
    LOGIN_ACCOUNT_RATE_LIMIT: '10',
    ENQUIRY_RATE_LIMIT_PER_HOUR: '20',
  };
  const stack = await prepareStack(env, () => undefined);
  const api = runProcess('api', stack.env, { quiet: true });
  const base = `http://127.0.0.1:${port}`;
  const pid = api.child.pid!;
  const redisPid = await localRedisPid(stack.config.redisUrl);
  const rows: Row[] = [];
  let visitor: ReturnType<typeof normalVisitor> | undefined;
  console.log(`machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB (shared: latency is noisy); ${CONNECTIONS} connections, ${SECONDS} s per abuse, sent at nice ${Math.max(getPriority(), ABUSER_NICE)} (api and visitor at ${getPriority()})`);
  try {
    await waitForHealthy(base, 60_000, () => api.child.exitCode !== null);
    // Warm up (JIT, pools), then the baseline: the normal visitor alone.
    for (let i = 0; i < 50; i++) await (await fetch(`${base}/api/gallery/all?page=1&limit=10`)).arrayBuffer();
    // Started before this process lowers its priority: the api and the visitor keep the priority they started with.
    visitor = normalVisitor(base);
    setPriority(Math.max(getPriority(), ABUSER_NICE));
    const quietRow = async (what: string): Promise<Row> => {
      const rssQuiet = rssMb(pid);
      await scrape(base);
      visitor!.start();
      await sleep(SECONDS * 1000);
      const q = await visitor!.stop();
      const metrics = await scrape(base);
      return { what, sent: '-', statuses: '-', rss: `${rssQuiet} -> ${rssMb(pid)}`, heap: heapSplit(metrics), cpu: '-', p99: `${q.p99.toFixed(1)} ms (${q.p50.toFixed(1)})`, loop: loopDelay(metrics) };
    };
    rows.push(await quietRow('none (baseline)'));

    const gallery = await galleryAbuses({ base, admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }, env: stack.env });
    const chosen = [...abuses(base), ...(gallery as Abuse[])].filter((a) => !ONLY.length || ONLY.some((w) => a.what.toLowerCase().includes(w)));
    const rounds = Array.from({ length: ROUNDS }, (_, i) => chosen.map((a) => (i ? { ...a, what: `${a.what}, round ${i + 1}` } : a)));
    for (const abuse of rounds.flat()) {
      process.stdout.write(`  ${abuse.what}... `);
      await abuse.prepare?.();
      const before = rssMb(pid);
      await scrape(base);
      visitor.start();
      const readBefore = readBytes(pid);
      const cpuBefore = [cpuSeconds(pid), redisPid ? cpuSeconds(redisPid) : NaN];
      const r = await abuse.run(CONNECTIONS, SECONDS * 1000);
      const v = await visitor.stop();
      const loop = loopDelay(await scrape(base));
      const [apiCpu, redisCpu] = [cpuSeconds(pid) - cpuBefore[0], redisPid ? cpuSeconds(redisPid) - cpuBefore[1] : NaN];
      const perRequest = (seconds: number) => (Number.isFinite(seconds) ? String(Math.round((seconds * 1e6) / Math.max(1, r.sent))) : '?');
      await sleep(2000); // let the collector run before reading memory
      const after = rssMb(pid);
      const heap = heapSplit(await scrape(base));
      const statuses = Object.entries(r.statuses)
        .map(([code, count]) => `${code}: ${count}`)
        .join(', ');
      const wrote = r.meanBodyWritten === undefined ? '' : ` (client wrote ${Math.round(r.meanBodyWritten / 1024)} kB)`;
      const reads = abuse.showReads ? `api read ${Math.round((readBytes(pid) - readBefore) / r.sent / 1024)} kB per request${wrote}` : '';
      const extra = [r.errors ? `${r.errors} conn. errors` : '', r.timeouts ? `${r.timeouts} timeouts` : '', reads].filter(Boolean).join(', ');
      const alive = api.child.exitCode === null;
      rows.push({
        what: abuse.what,
        sent: String(r.sent),
        statuses: [statuses || 'none', extra].filter(Boolean).join('; '),
        rss: `${before} -> ${after}${alive ? '' : ' (api EXITED)'}`,
        heap,
        cpu: `${perRequest(apiCpu)} / ${perRequest(redisCpu)}`,
        p99: `${v.p99.toFixed(1)} ms (${v.p50.toFixed(1)})${v.failures ? `, ${v.failures} failed` : ''}`,
        loop,
      });
      console.log(`${r.sent} sent`);
      if (!alive) break;
    }
    // The quiet visitor again, after all of it: a second reference in the same run for how far each row moved.
    if (api.child.exitCode === null) rows.push(await quietRow('none (after the abuse)'));
    const health = await fetch(`${base}/api/health/ready`).then((res) => res.status).catch(() => 'no answer');
    console.log('');
    printTable([...COLUMNS], rows);
    console.log(`\napi still ready after all of it: GET /api/health/ready -> ${health}`);
  } finally {
    visitor?.exit();
    await stopProcess(api);
    await stack.s3?.close();
    await dropDatabase(stack.config.databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
