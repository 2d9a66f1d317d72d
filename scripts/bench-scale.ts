// `npm run bench:scale`: every staff list and a family's big gallery at the demo's size and at five years of one busy
// studio (50,000 enquiries, 10,000 bookings, 2,000 gallery photos, 500 client galleries of 300 photos and one of
// 1,000), side by side in one run, with the database's CPU per request (docs/architecture.md §10).
// Each size has its own database (scripts/lib/scale-seed.ts builds both the same way); one embedded S3 server holds
// the few real photos every row shares. Each request: a 3 s warm-up, then BENCH_SECONDS (20) at BENCH_CONNECTIONS
// (10), the galleries' pages asked as the app asks them; the CSV export instead as one download at one connection,
// timed, with the api's memory while it streams. Not part of `npm test`. BENCH_ONLY=regex measures only the matching requests; BENCH_VERBOSE=1 shows the servers;
// BENCH_KEEP=1 keeps the two databases.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
/** BENCH_KEEP=1 leaves both databases in place (their URLs printed) to EXPLAIN a request's queries afterwards. */
const KEEP = !!process.env.BENCH_KEEP;

/** §10's budgets for a row of the ratio table (docs/scaling.md, "Five years of a busy studio"). */
const P99_RATIO_MAX = 1.5;
const RATE_RATIO_MIN = 0.5;
/** A staff list's p99 at five years, at BENCH_CONNECTIONS. */
const STAFF_LIST_P99_MS = 100;
/** A family's first screen of the 1,000-photo gallery, as JSON. */
const FIRST_SCREEN_KB = 50;
/** The export: one download of five years' enquiries at one connection, within this long and this much api memory. */
const EXPORT_SECONDS_MAX = 5;
const EXPORT_RSS_GROWTH_MB = 50;
/**
 * Page sizes the app asks (frontend): the family's first screen as /g/ renders it on a desktop (firstPhotos: 4 rows of
 * 4; a phone's is 8), each page the family's scrolling fetches (PAGE_PHOTOS), the admin detail's (DETAIL_PAGE_PHOTOS).
 */
const FAMILY_FIRST_SCREEN = 16;
const FAMILY_PAGE = 48;
const EXPORT_NAME = 'GET /api/admin/enquiries/export.csv';
const ADMIN_DETAIL_PAGE = 60;

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** A staff list: also p99 < STAFF_LIST_P99_MS at five years. */
  staffList?: boolean;
  /** The answer is a first screen: under FIRST_SCREEN_KB at both sizes. */
  firstScreen?: boolean;
  /** Shown for reference, without a budget (no screen of the app asks it so). */
  info?: boolean;
}

interface Measured {
  reqPerSec: number;
  p99: number;
  /** Bytes of one answer, and gzipped (as the proxy sends JSON). */
  bytes: number;
  gzipBytes: number;
  dbCpuMs: number;
  apiCpuMs: number;
  errors: number;
  /** Answers completed in the run (0: none within BENCH_SECONDS, so no p99 to compare). */
  completed: number;
}

/** CPU seconds of each Postgres backend serving this database (the api's pool), by pid. */
async function dbCpuSeconds(pg: Client, database: string): Promise<Map<number, number>> {
  const pids = (await pg.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])).rows;
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      out.set(pid, cpuSeconds(pid));
    } catch {
      /* the backend ended */
    }
  }
  return out;
}

/** CPU the backends spent between two readings: a backend that ended meanwhile is left out (never a negative sum). */
function dbCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
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
    gzipBytes: gzipSync(body).length,
    dbCpuMs: (dbCpuSpent(db0, db1) * 1000) / n,
    apiCpuMs: ((api1 - api0) * 1000) / n,
    errors: r.errors + r.timeouts + r.non2xx,
    completed: r.requests.total,
  };
}

interface ExportMeasured {
  rows: number;
  seconds: number;
  megabytes: number;
  dbCpuMs: number;
  apiCpuMs: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

/**
 * The CSV export as staff use it: one download at one connection (a warm-up download first), timed to its last byte,
 * with the api's RSS sampled every 20 ms while it streams (the batches must keep memory flat however long the inbox).
 */
async function measureExport(base: string, headers: Record<string, string>, api: RunningProcess, pg: Client, database: string): Promise<ExportMeasured> {
  const url = `${base}/api/admin/enquiries/export.csv`;
  const download = async () => {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  };
  await download();
  const [{ n }] = (await pg.query<{ n: number }>('select count(*)::int as n from enquiries')).rows;
  const rssBefore = rssMb(api.child.pid!);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(api.child.pid!))), 20);
  const db0 = await dbCpuSeconds(pg, database);
  const api0 = cpuSeconds(api.child.pid!);
  const started = performance.now();
  const bytes = await download();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const db1 = await dbCpuSeconds(pg, database);
  const api1 = cpuSeconds(api.child.pid!);
  return { rows: n, seconds, megabytes: bytes / 1e6, dbCpuMs: dbCpuSpent(db0, db1) * 1000, apiCpuMs: (api1 - api0) * 1000, rssBefore, rssPeak, rssAfter: rssMb(api.child.pid!) };
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
  const exports = new Map<string, ExportMeasured>();
  const kinds = new Map<string, Target>();
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
          { name: 'GET /api/admin/client-galleries', path: '/api/admin/client-galleries?limit=50', headers: staff, staffList: true },
          { name: 'GET /api/admin/bookings (no range)', path: '/api/admin/bookings', headers: staff, staffList: true },
          { name: 'GET /api/admin/enquiries?q=<name>', path: '/api/admin/enquiries?q=iyer', headers: staff, staffList: true },
          { name: 'GET /api/admin/enquiries?q=<phone>', path: '/api/admin/enquiries?q=98765', headers: staff, staffList: true },
          { name: 'GET /api/admin/enquiries?q=<e-mail>', path: '/api/admin/enquiries?q=parent4242', headers: staff, staffList: true },
          { name: 'GET /api/admin/enquiries', path: '/api/admin/enquiries', headers: staff, staffList: true },
          // The screens as the app asks them: the first page of the 1,000 photos (the rest follow as one scrolls).
          { name: `GET /api/admin/client-galleries/{id}?first=${ADMIN_DETAIL_PAGE} (1,000 photos)`, path: `/api/admin/client-galleries/${big.id}?first=${ADMIN_DETAIL_PAGE}`, headers: staff, staffList: true },
          { name: `GET /api/client-galleries/{slug}?first=${FAMILY_FIRST_SCREEN} (family's first screen)`, path: `/api/client-galleries/${big.slug}?first=${FAMILY_FIRST_SCREEN}`, headers: family, firstScreen: true },
          { name: `GET /api/client-galleries/{slug}?first=${FAMILY_PAGE} (family's next page)`, path: `/api/client-galleries/${big.slug}?first=${FAMILY_PAGE}`, headers: family },
          { name: 'GET /g/{slug} (server-rendered)', path: `/g/${big.slug}`, headers: { ...family, 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Mobile' } },
          // The whole gallery in one answer (the ZIP's and the selection's reads): no screen asks it, so no budget.
          { name: 'GET /api/client-galleries/{slug} (every photo)', path: `/api/client-galleries/${big.slug}`, headers: family, info: true },
          { name: 'GET /api/admin/media', path: '/api/admin/media', headers: staff, staffList: true },
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
          kinds.set(t.name, t);
          console.log(`${m.reqPerSec.toFixed(1)} req/s, p99 ${m.p99} ms, ${m.dbCpuMs.toFixed(2)} ms db CPU/req, ${m.apiCpuMs.toFixed(2)} ms api CPU/req, ${(m.bytes / 1024).toFixed(1)} kB`);
        }
        if (!ONLY || ONLY.test(EXPORT_NAME)) {
          process.stdout.write(`  ${size.label}: ${EXPORT_NAME} (one download, 1 connection)... `);
          const e = await measureExport(base, staff, api, pg, new URL(env.DATABASE_URL!).pathname.slice(1));
          exports.set(size.label, e);
          console.log(`${e.rows} rows in ${e.seconds.toFixed(2)} s, ${e.megabytes.toFixed(1)} MB`);
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
    for (const size of sizes) {
      if (KEEP) console.log(`Kept the ${size.label} database: ${envFor(size).DATABASE_URL}`);
      else await dropDatabase(envFor(size).DATABASE_URL!).catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  // The ratio table: five years against the demo (§10), each row with the budgets that apply to it.
  const demo = results.get(DEMO_SIZE.label)!;
  const five = results.get(FIVE_YEAR_SIZE.label)!;
  const rows = [...demo.keys()].map((name) => {
    const a = demo.get(name)!;
    const b = five.get(name)!;
    const t = kinds.get(name)!;
    const p99Ratio = b.p99 / Math.max(a.p99, 1);
    const rateRatio = b.reqPerSec / Math.max(a.reqPerSec, 0.001);
    const over: string[] = [];
    if (!t.info && !(a.completed && b.completed)) over.push(`no answer completed within ${SECONDS} s at ${a.completed ? 'five years' : 'the demo size'}: not measured`);
    else if (!t.info) {
      if (p99Ratio > P99_RATIO_MAX) over.push(`p99 ${p99Ratio.toFixed(2)}x > ${P99_RATIO_MAX}x`);
      if (rateRatio < RATE_RATIO_MIN) over.push(`rate ${rateRatio.toFixed(2)}x < ${RATE_RATIO_MIN}x`);
      if (t.staffList && b.p99 >= STAFF_LIST_P99_MS) over.push(`p99 ${b.p99} ms ≥ ${STAFF_LIST_P99_MS} ms`);
      if (t.firstScreen && Math.max(a.bytes, b.bytes) >= FIRST_SCREEN_KB * 1024) over.push(`answer ≥ ${FIRST_SCREEN_KB} kB`);
    }
    const checks = ['ratios', ...(t.staffList ? [`< ${STAFF_LIST_P99_MS} ms`] : []), ...(t.firstScreen ? [`< ${FIRST_SCREEN_KB} kB`] : [])].join(', ');
    const errors = a.errors + b.errors ? `; ${a.errors + b.errors} errors` : '';
    return {
      what: name,
      demo: `${a.reqPerSec.toFixed(1)} req/s, p99 ${a.p99} ms, db ${a.dbCpuMs.toFixed(2)} ms, api ${a.apiCpuMs.toFixed(2)} ms`,
      five: `${b.reqPerSec.toFixed(1)} req/s, p99 ${b.p99} ms, db ${b.dbCpuMs.toFixed(2)} ms, api ${b.apiCpuMs.toFixed(2)} ms`,
      size: `${(a.bytes / 1024).toFixed(1)} / ${(b.bytes / 1024).toFixed(1)} kB (gzip ${(b.gzipBytes / 1024).toFixed(1)})`,
      ratio: `p99 ${p99Ratio.toFixed(2)}x, rate ${rateRatio.toFixed(2)}x`,
      budget: t.info ? `none (for reference)${errors}` : `${over.length ? `OVER: ${over.join('; ')}` : 'within'} (${checks})${errors}`,
    };
  });
  console.log('');
  printTable(
    [
      { key: 'what', title: 'request' },
      { key: 'demo', title: 'demo' },
      { key: 'five', title: 'five years' },
      { key: 'size', title: 'answer demo / five years' },
      { key: 'ratio', title: 'five years / demo' },
      { key: 'budget', title: 'budget' },
    ],
    rows,
  );
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up; db and api: CPU of the api's Postgres backends and of the api process per request.` +
      `\nBudgets (docs/architecture.md §10): ratios = five years' p99 ≤ ${P99_RATIO_MAX}x the demo's and req/s ≥ ${RATE_RATIO_MIN}x; a staff list's p99 < ${STAFF_LIST_P99_MS} ms at five years;` +
      ` a first screen's answer < ${FIRST_SCREEN_KB} kB of JSON at both sizes.`,
  );
  for (const line of memory) console.log(line);

  // The export: one download at one connection, a ceiling rather than a ratio (the demo's 20 rows time only the
  // request's fixed cost, and five years' 50,000 rows are what it is for).
  const exportRows = [...exports.entries()].map(([label, e]) => {
    const over: string[] = [];
    if (label === FIVE_YEAR_SIZE.label) {
      if (e.seconds > EXPORT_SECONDS_MAX) over.push(`${e.seconds.toFixed(2)} s > ${EXPORT_SECONDS_MAX} s`);
      if (e.rssPeak - e.rssBefore > EXPORT_RSS_GROWTH_MB) over.push(`RSS +${(e.rssPeak - e.rssBefore).toFixed(0)} MB > ${EXPORT_RSS_GROWTH_MB} MB`);
    }
    return {
      size: label,
      rows: e.rows.toLocaleString('en'),
      time: `${e.seconds.toFixed(2)} s`,
      rate: `${Math.round(e.rows / e.seconds).toLocaleString('en')} rows/s`,
      per1000: `${((e.seconds * 1000) / Math.max(e.rows, 1)).toFixed(1)} ms`,
      mb: `${e.megabytes.toFixed(2)} MB`,
      cpu: `db ${e.dbCpuMs.toFixed(0)} ms, api ${e.apiCpuMs.toFixed(0)} ms`,
      rss: `${e.rssBefore.toFixed(0)} -> peak ${e.rssPeak.toFixed(0)} -> ${e.rssAfter.toFixed(0)} MB`,
      budget: label === FIVE_YEAR_SIZE.label ? (over.length ? `OVER: ${over.join('; ')}` : 'within') : '-',
    };
  });
  if (exportRows.length) {
    console.log(`\n${EXPORT_NAME}: one download at 1 connection (after a warm-up download)`);
    printTable(
      [
        { key: 'size', title: 'size' },
        { key: 'rows', title: 'rows', right: true },
        { key: 'time', title: 'time', right: true },
        { key: 'rate', title: 'rows/s', right: true },
        { key: 'per1000', title: 'per 1,000 rows', right: true },
        { key: 'mb', title: 'CSV', right: true },
        { key: 'cpu', title: 'CPU' },
        { key: 'rss', title: 'api RSS before -> peak -> after' },
        { key: 'budget', title: `budget (five years: < ${EXPORT_SECONDS_MAX} s, RSS + < ${EXPORT_RSS_GROWTH_MB} MB)` },
      ],
      exportRows,
    );
  }
}

main().catch((e) => {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
