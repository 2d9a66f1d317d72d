// `npm run bench:scale`: every staff list and a family's big gallery at the demo's size and at five years of one busy
// studio (50,000 enquiries, 10,000 bookings, 2,000 gallery photos, 500 client galleries of 300 photos and one of
// 1,000), side by side in one run, with the database's CPU per request (docs/architecture.md §10).
// Each size has its own database (scripts/lib/scale-seed.ts builds both the same way); one embedded S3 server holds
// the few real photos every row shares. Each request: a 3 s warm-up, then BENCH_SECONDS (20) at BENCH_CONNECTIONS
// (10). Not part of `npm test`. BENCH_ONLY=regex measures only the matching requests; BENCH_VERBOSE=1 shows the servers.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { dropDatabase } from '../core/src/database/migrate';
import { buildIfNeeded } from './lib/build';
import { cpuSeconds } from './lib/proc-stats';
import { prepareStack, runProcess, stopProcess, waitForHealthy, type Env, type RunningProcess } from './lib/stack';
import { autocannon, freePort, printTable, serveS3ChildIfAsked, sleep, startS3Child, type AutocannonResult } from './lib/bench-kit';
import { seedClientGallery } from './lib/client-gallery-seed';
import { DEMO_SIZE, FIVE_YEAR_SIZE, growToSize, type ScaleSize, type ScaleTemplates } from './lib/scale-seed';
import { cameraJpeg, PALETTES } from './lib/sample-images';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const VERBOSE = !!process.env.BENCH_VERBOSE;
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Measured {
  reqPerSec: number;
  p99: number;
  /** Bytes of one answer. */
  bytes: number;
  dbCpuMs: number;
  apiCpuMs: number;
  errors: number;
}

/** CPU seconds of the Postgres backends serving this database (the api's pool: long-lived connections). */
async function dbCpuSeconds(pg: Client, database: string): Promise<number> {
  const pids = (await pg.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows;
  let total = 0;
  for (const { pid } of pids) {
    try {
      total += cpuSeconds(pid);
    } catch {
      /* the backend ended */
    }
  }
  return total;
}

async function measure(t: Target, base: string, api: RunningProcess, pg: Client, database: string): Promise<Measured> {
  const url = `${base}${t.path}`;
  const probe = await fetch(url, { headers: t.headers });
  const body = Buffer.from(await probe.arrayBuffer());
  if (probe.status !== 200) throw new Error(`${t.name}: ${probe.status} ${body.toString().slice(0, 300)}`);
  await autocannon({ url, headers: t.headers, connections: CONNECTIONS, duration: Math.min(3, SECONDS) });
  const db0 = await dbCpuSeconds(pg, database);
  const api0 = cpuSeconds(api.child.pid!);
  const r: AutocannonResult = await autocannon({ url, headers: t.headers, connections: CONNECTIONS, duration: SECONDS });
  const db1 = await dbCpuSeconds(pg, database);
  const api1 = cpuSeconds(api.child.pid!);
  const n = Math.max(1, r.requests.total);
  return {
    reqPerSec: r.requests.average,
    p99: r.latency.p99,
    bytes: body.length,
    dbCpuMs: ((db1 - db0) * 1000) / n,
    apiCpuMs: ((api1 - api0) * 1000) / n,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

const json = async <T>(res: Response | Promise<Response>): Promise<T> => {
  const r = await res;
  const text = await r.text();
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
};

/** Makes the template rows through the real api (and a worker for the two photos), then grows them by SQL. */
async function buildDataSet(env: Env, size: ScaleSize, admin: { username: string; password: string }) {
  const stack = await prepareStack(env, () => undefined);
  const base = `http://127.0.0.1:${env.PORT}`;
  const api = runProcess('api', stack.env, { quiet: !VERBOSE });
  const worker = runProcess('worker', stack.env, { quiet: !VERBOSE });
  try {
    await waitForHealthy(base, 60_000, () => api.child.exitCode !== null);
    const { token } = await json<{ token: string }>(fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) }));
    const auth = { authorization: `Bearer ${token}` };

    // A public gallery photo, processed by the worker.
    const fd = new FormData();
    fd.append('title', 'Template');
    const jpeg = await cameraJpeg({ width: 1600, height: 1067, palette: PALETTES.warm, seed: 7 });
    fd.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'template.jpg');
    const added = await json<{ images: { image: { id: string } }[] }>(fetch(`${base}/api/gallery/add`, { method: 'POST', headers: auth, body: fd }));
    const galleryAssetId = added.images[0].image.id;

    // The big client gallery with one real photo (the seeder waits until it is ready).
    const big = await seedClientGallery({ baseUrl: base, token, photos: 1, title: 'Baby Aarav · Newborn', log: () => undefined });
    for (;;) {
      const status = await json<{ items: { status: string }[] }>(fetch(`${base}/api/images/status?ids=${galleryAssetId}`, { headers: auth }));
      if (status.items[0]?.status === 'ready') break;
      if (status.items[0]?.status === 'failed') throw new Error('the template photo failed');
      await sleep(250);
    }

    // A booking far enough ahead that no copy overlaps it, and an enquiry.
    const { items: packages } = await json<{ items: { id: string; kind: string }[] }>(fetch(`${base}/api/booking/packages`));
    const family = packages.find((p) => p.kind !== 'newborn')!;
    const from = new Date(Date.now() + 70 * 86400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 80 * 86400_000).toISOString().slice(0, 10);
    const availability = await json<{ days: { date: string; slots: { start: string; available: boolean }[] }[] }>(
      fetch(`${base}/api/booking/availability?packageId=${family.id}&from=${from}&to=${to}`),
    );
    const day = availability.days.find((d) => d.slots.some((s) => s.available))!;
    const booked = await json<{ booking: { reference: string } }>(
      fetch(`${base}/api/admin/bookings`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ packageId: family.id, date: day.date, start: day.slots.find((s) => s.available)!.start, name: 'Template Parent', phone: '9000000001', email: 'template@example.com' }),
      }),
    );
    const enquiry = await json<{ id: string }>(
      fetch(`${base}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'contact', name: 'Template Parent', phone: '9000000002', email: 'enquiry@example.com', service: 'newborn', message: 'Hello', website: '' }),
      }),
    );

    const pg = new Client({ connectionString: stack.env.DATABASE_URL });
    await pg.connect();
    const ids = await pg.query<{ booking: string; photo: string }>(
      `select (select id from bookings where reference = $1) as booking, (select id from client_gallery_photos where gallery_id = $2 limit 1) as photo`,
      [booked.booking.reference, big.id],
    );
    await pg.end();
    const templates: ScaleTemplates = { galleryAssetId, clientPhotoId: ids.rows[0].photo, bigGalleryId: big.id, bookingId: ids.rows[0].booking, enquiryId: enquiry.id };
    const counts = await growToSize(stack.env.DATABASE_URL!, templates, size);
    return { templates, big, packageId: family.id, counts };
  } finally {
    await stopProcess(worker);
    await stopProcess(api);
  }
}

async function main() {
  if (await serveS3ChildIfAsked()) return;
  buildIfNeeded();
  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const admin = { username: 'bench-admin', password: `pw-${id}-bench` };
  const { endpoint: s3Endpoint, child: s3Child } = await startS3Child(__filename, join(dataDir, 's3'));
  const port = await freePort();
  const envFor = (size: ScaleSize): Env => ({
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/studio_bench_scale_${size === DEMO_SIZE ? 'demo' : 'five'}_${id}`,
    QUEUE_PREFIX: `bench_scale_${id}`,
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3Endpoint,
    JWT_SECRET: 'b'.repeat(64),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ENQUIRY_RATE_LIMIT_PER_HOUR: '10000000',
    BOOKING_RATE_LIMIT_PER_HOUR: '10000000',
    LOG_LEVEL: 'warn',
  });
  const sizes = [DEMO_SIZE, FIVE_YEAR_SIZE];
  const results = new Map<string, Map<string, Measured>>();
  const memory: string[] = [];
  const children: ChildProcess[] = [s3Child];
  try {
    for (const size of sizes) {
      const env = envFor(size);
      const started = Date.now();
      process.stdout.write(`Building the ${size.label} data set... `);
      const { big, packageId, counts } = await buildDataSet(env, size, admin);
      console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);

      const base = `http://127.0.0.1:${port}`;
      const api = runProcess('api', env, { quiet: !VERBOSE });
      const pg = new Client({ connectionString: env.DATABASE_URL });
      await pg.connect();
      try {
        await waitForHealthy(base, 60_000, () => api.child.exitCode !== null);
        const { token } = await json<{ token: string }>(fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) }));
        const staff = { authorization: `Bearer ${token}` };
        const unlocked = await fetch(`${base}/api/client-galleries/${big.slug}/unlock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin: big.pin }) });
        if (unlocked.status !== 200) throw new Error(`unlock: ${unlocked.status}`);
        const family = { cookie: unlocked.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
        const today = new Date().toISOString().slice(0, 10);
        const inMonth = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
        const targets: Target[] = [
          { name: 'GET /api/admin/client-galleries', path: '/api/admin/client-galleries', headers: staff },
          { name: 'GET /api/admin/bookings (no range)', path: '/api/admin/bookings', headers: staff },
          { name: 'GET /api/admin/enquiries?q=<name>', path: '/api/admin/enquiries?q=iyer', headers: staff },
          { name: 'GET /api/admin/enquiries?q=<phone>', path: '/api/admin/enquiries?q=98765', headers: staff },
          { name: 'GET /api/admin/enquiries?q=<e-mail>', path: '/api/admin/enquiries?q=parent4242', headers: staff },
          { name: 'GET /api/admin/enquiries', path: '/api/admin/enquiries', headers: staff },
          { name: 'GET /api/admin/enquiries/export.csv', path: '/api/admin/enquiries/export.csv', headers: staff },
          { name: 'GET /api/admin/client-galleries/{id} (1,000 photos)', path: `/api/admin/client-galleries/${big.id}`, headers: staff },
          { name: "GET /api/client-galleries/{slug} (family's view)", path: `/api/client-galleries/${big.slug}`, headers: family },
          { name: 'GET /g/{slug} (server-rendered)', path: `/g/${big.slug}`, headers: { ...family, 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' } },
          { name: 'GET /api/admin/media', path: '/api/admin/media', headers: staff },
          { name: 'GET /api/gallery/all', path: '/api/gallery/all' },
          { name: 'GET / (server-rendered)', path: '/', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' } },
          { name: 'GET /api/booking/availability (30 days)', path: `/api/booking/availability?packageId=${packageId}&from=${today}&to=${inMonth}` },
        ].filter((t) => !ONLY || ONLY.test(t.name));
        const rssBefore = rssMb(api.child.pid!);
        const measured = new Map<string, Measured>();
        for (const t of targets) {
          process.stdout.write(`  ${size.label}: ${t.name}... `);
          const m = await measure(t, base, api, pg, new URL(env.DATABASE_URL!).pathname.slice(1));
          measured.set(t.name, m);
          console.log(`${m.reqPerSec.toFixed(1)} req/s, p99 ${m.p99} ms, ${m.dbCpuMs.toFixed(2)} ms db CPU/req, ${(m.bytes / 1024).toFixed(1)} kB`);
        }
        results.set(size.label, measured);
        memory.push(`${size.label}: api RSS ${rssBefore.toFixed(0)} MB before, ${rssMb(api.child.pid!).toFixed(0)} MB after`);
      } finally {
        await pg.end();
        await stopProcess(api);
      }
    }
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    for (const size of sizes) await dropDatabase(envFor(size).DATABASE_URL!).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  // The ratio table: five years against the demo (§10: p99 within 1.5x, req/s at least half).
  const demo = results.get(DEMO_SIZE.label)!;
  const five = results.get(FIVE_YEAR_SIZE.label)!;
  const rows = [...demo.keys()].map((name) => {
    const a = demo.get(name)!;
    const b = five.get(name)!;
    const p99Ratio = b.p99 / Math.max(a.p99, 1);
    const rateRatio = b.reqPerSec / Math.max(a.reqPerSec, 0.001);
    const ok = p99Ratio <= 1.5 && rateRatio >= 0.5;
    return {
      what: name,
      demo: `${a.reqPerSec.toFixed(1)} req/s, p99 ${a.p99} ms, db ${a.dbCpuMs.toFixed(2)} ms`,
      five: `${b.reqPerSec.toFixed(1)} req/s, p99 ${b.p99} ms, db ${b.dbCpuMs.toFixed(2)} ms`,
      size: `${(a.bytes / 1024).toFixed(1)} / ${(b.bytes / 1024).toFixed(1)} kB`,
      ratio: `p99 ${p99Ratio.toFixed(2)}x, rate ${rateRatio.toFixed(2)}x`,
      budget: `${ok ? 'within' : 'OVER'}${a.errors + b.errors ? `; ${a.errors + b.errors} errors` : ''}`,
    };
  });
  console.log('');
  printTable(
    [
      { key: 'what', title: 'request' },
      { key: 'demo', title: 'demo' },
      { key: 'five', title: 'five years' },
      { key: 'size', title: 'answer' },
      { key: 'ratio', title: 'five years / demo' },
      { key: 'budget', title: 'budget (p99 ≤ 1.5x, req/s ≥ 0.5x)' },
    ],
    rows,
  );
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up; db: CPU of the api's Postgres backends per request.`);
  for (const line of memory) console.log(line);
}

main().catch((e) => {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
