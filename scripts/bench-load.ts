// `npm run bench:load` (issue 8 item 4, docs/architecture.md §10): load figures for this machine, printed as one table.
//   1. a bare Nest hello-world and GET /api/gallery/all (10 items of 10,000 ready rows), 50 connections, 20 s each,
//      measured in the same run (hello-world before and after the gallery) so the neighbours' load falls on both;
//      then the public pages' server-rendered HTML (/, /gallery, /theme, as a phone asks for them: mobile
//      User-Agent, br/gzip, first visit) beside the gallery API measured again, so both bracket the pages;
//   2. POST /api/enquiries at 50 connections, then every 201 checked against the rows stored;
//   (bookings) 50 parents racing for 10 slots, and availability for 62 days with 1,000 bookings (scripts/lib/bench-bookings.ts);
//   3. a batch of camera-size JPEGs through the api (multipart, 4 uploads at a time, as the admin page sends them)
//      with 1, 2 and 4 worker processes: photos per minute until every row is ready, and the workers' peak RSS.
// Not part of `npm test`. Knobs: BENCH_SECONDS (20), BENCH_CONNECTIONS (50), BENCH_IMAGES (200), BENCH_WORKERS
// ("1,2,4"), BENCH_PARTS ("http,pages,enquiries,bookings,images"; pages needs http), BENCH_BOOKING_ROUNDS (10), BENCH_API_NODE_ARGS, BENCH_VERBOSE=1 to see the servers' output.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { dropDatabase } from '../core/src/database/migrate';
import { benchPhoto } from './lib/sample-images';
import { cpuSeconds, peakRssMb } from './lib/proc-stats';
import { buildIfNeeded, ROOT } from './lib/build';
import { NODE_FLAGS, prepareStack, runProcess, stopProcess, waitForHealthy, type RunningProcess } from './lib/stack';
import { autocannon, freePort, printTable, sleep, startS3Child, serveS3ChildIfAsked, type AutocannonResult as CannonResult } from './lib/bench-kit';
import { benchBookings } from './lib/bench-bookings';

interface AutocannonResult extends CannonResult {
  /** Server CPU time per answered request (when the server process was given). */
  cpuMsPerRequest?: number;
  /** 2xx answers of the warm-up run before it (not in the figures, but their side effects count). */
  warm2xx?: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
const GALLERY_ROWS = 10_000;
const VERBOSE = !!process.env.BENCH_VERBOSE;
const PARTS = new Set((process.env.BENCH_PARTS ?? 'http,pages,enquiries,bookings,images').split(','));


/** Same pixels, different bytes (a JPEG comment after SOI): the gallery refuses exact duplicates. */
const unique = (jpeg: Buffer, tag: string) => {
  const text = Buffer.from(`bench ${tag} ${randomBytes(6).toString('hex')}`);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, text, jpeg.subarray(2)]);
};

/** 10,000 ready gallery rows written directly (no images needed to list them): ten variants each, like real ones. */
async function seedGallery(databaseUrl: string) {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const variant = (w: number, h: number, f: string, name: string, bytes: number) =>
      `jsonb_build_object('width', ${w}, 'height', ${h}, 'format', '${f}', 'key', 'variants/' || id || '/${name}', 'bytes', ${bytes})`;
    const variants = [
      [160, 107, 'thumb'],
      [320, 213, '320'],
      [640, 427, '640'],
      [1280, 853, '1280'],
      [1920, 1280, '1920'],
    ].flatMap(([w, h, n]) => [variant(+w, +h, 'webp', `${n}.webp`, +w * 40), variant(+w, +h, 'jpeg', `${n}.jpg`, +w * 60)]);
    const placeholder = `data:image/webp;base64,${randomBytes(180).toString('base64')}`;
    await pg.query(`
      with ids as (
        select gen_random_uuid() as id, i, now() - make_interval(secs => i) as at from generate_series(1, ${GALLERY_ROWS}) as i
      ), assets as (
        insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash, width, height, placeholder, variants, created_at, updated_at, ready_at)
        select id, 'gallery', 'ready', 'originals/' || id, 'image/jpeg', 6000000, md5(id::text) || md5(i::text), 1920, 1280, '${placeholder}',
               jsonb_build_array(${variants.join(', ')}), at, at, at
          from ids
        returning id, created_at
      )
      insert into gallery_images (id, title, description, image_asset_id, created_at)
      select gen_random_uuid(), (array['Newborn', 'Baby', 'Family', 'Maternity', 'Cake Smash'])[1 + (extract(epoch from created_at)::bigint % 5)],
             'Bench photo', id, created_at
        from assets`);
    // Twelve ready themes, for the /theme page.
    await pg.query(`
      with ids as (
        select gen_random_uuid() as id, i, now() - make_interval(secs => i) as at from generate_series(1, 12) as i
      ), assets as (
        insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash, width, height, placeholder, variants, created_at, updated_at, ready_at)
        select id, 'theme', 'ready', 'originals/' || id, 'image/jpeg', 6000000, md5('theme' || id::text), 1920, 1280, '${placeholder}',
               jsonb_build_array(${variants.join(', ')}), at, at, at
          from ids
        returning id, created_at
      )
      insert into themes (id, title, is_premium, image_asset_id, created_at)
      select gen_random_uuid(), 'Theme ' || row_number() over (), false, id, created_at from assets`);
    await pg.query('analyze image_assets; analyze gallery_images; analyze themes');
  } finally {
    await pg.end();
  }
}

function spawnQuiet(file: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  // stdout (the JSON request log at info level) goes to /dev/null: written, as in production, but not read by
  // this process, which is busy generating load on the same two cores.
  return spawn(process.execPath, [...nodeArgs, file], { cwd: ROOT, env, stdio: ['ignore', VERBOSE ? 'inherit' : 'ignore', 'inherit'] });
}

async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(t);
}

/**
 * Load from autocannon; with `server`, also that process's CPU per answered request, a figure the shared host's
 * changing speed moves far less than req/s.
 */
async function cannon(title: string, opts: Record<string, unknown>, server?: ChildProcess): Promise<AutocannonResult> {
  process.stdout.write(`  ${title}... `);
  // A short warm-up first (JIT, connection pools), not counted.
  const warm = await autocannon({ ...opts, connections: CONNECTIONS, duration: Math.min(3, SECONDS) });
  const cpuBefore = server?.pid ? cpuSeconds(server.pid) : 0;
  const r: AutocannonResult = await autocannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
  if (server?.pid) r.cpuMsPerRequest = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / r.requests.total;
  r.warm2xx = warm['2xx'];
  console.log(`${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms${r.cpuMsPerRequest ? `, ${r.cpuMsPerRequest.toFixed(3)} ms CPU/request` : ''}`);
  return r;
}

type Row = Record<'what' | 'rate' | 'p50' | 'p99' | 'note', string>;

const COLUMNS = [
  { key: 'what', title: 'measurement' },
  { key: 'rate', title: 'rate', right: true },
  { key: 'p50', title: 'p50', right: true },
  { key: 'p99', title: 'p99', right: true },
  { key: 'note', title: 'notes / budget' },
] as const;

async function main() {
  if (await serveS3ChildIfAsked()) return;
  buildIfNeeded();

  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const port = await freePort();
  const admin = { username: 'bench-admin', password: `pw-${id}-bench` };
  const s3 = await startS3Child(__filename, join(dataDir, 's3'));
  const env = {
    ...process.env,
    NODE_ENV: 'development', // production would demand a real S3 endpoint; the embedded one serves here
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/studio_bench_load_${id}`,
    QUEUE_PREFIX: `bench_load_${id}`,
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.endpoint,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // Every enquiry of the run must be accepted: the hourly limit per client is a bot brake, not what is measured.
    ENQUIRY_RATE_LIMIT_PER_HOUR: '10000000',
    BOOKING_RATE_LIMIT_PER_HOUR: '10000000',
    LOG_LEVEL: 'info',
  };
  const stack = await prepareStack(env, () => undefined).catch(async (e) => {
    await stopChild(s3.child);
    throw e;
  });
  const base = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  const children: ChildProcess[] = [];
  const procs: RunningProcess[] = [];
  console.log(`machine: ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB; ${CONNECTIONS} connections, ${SECONDS} s per run (after a 3 s warm-up)`);
  try {
    await seedGallery(stack.env.DATABASE_URL!);
    // BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to see where the api's time goes.
    const apiArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // With the flags `npm start` and the Docker image give it (NODE_FLAGS), so the figures are the ones it runs with.
    const api = spawnQuiet(join(ROOT, 'api', 'dist', 'main.js'), stack.env, [...NODE_FLAGS.api, ...apiArgs]);
    children.push(api);
    await waitForHealthy(base, 60_000, () => api.exitCode !== null);

    // ---- 1. hello-world vs gallery, same run ----
    if (PARTS.has('http')) {
      const helloPort = await freePort();
      const hello = spawnQuiet(join(ROOT, 'scripts', 'lib', 'hello-nest.mjs'), { ...process.env, PORT: String(helloPort) });
      children.push(hello);
      await waitForUrl(`http://127.0.0.1:${helloPort}/hello`);
      // Bracketed: hello-world before and after the gallery run, compared with their mean, so a drift in the shared
      // host's speed during the run (seen: hello-world alone from 4,000 to 5,400 req/s between runs) falls on both.
      const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
      const before = await cannon('bare Nest hello-world', { url: helloUrl }, hello);
      const galleryUrl = `${base}/api/gallery/all?page=1&limit=10`;
      const probe = await (await fetch(galleryUrl)).json();
      if (probe.images?.length !== 10) throw new Error(`gallery answered ${JSON.stringify(probe).slice(0, 200)}`);
      const g = await cannon(`GET /api/gallery/all (${GALLERY_ROWS} rows)`, { url: galleryUrl }, api);
      if (g.non2xx || g.errors) throw new Error(`gallery: ${g.non2xx} non-2xx, ${g.errors} errors`);
      const after = await cannon('bare Nest hello-world again', { url: helloUrl }, hello);
      await stopChild(hello);

      // Public pages as a phone on its first visit asks for them (no splash cookie yet), each checked first.
      const phone = {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      };
      const pageRuns: Array<{ path: string; r: AutocannonResult }> = [];
      for (const path of PARTS.has('pages') ? ['/', '/gallery', '/theme'] : []) {
        const res = await fetch(`${base}${path}`, { headers: phone });
        const html = await res.text();
        if (res.status !== 200 || !html.includes('id="studio-boot"')) throw new Error(`${path}: ${res.status}, server-rendered: ${html.includes('id="studio-boot"')}`);
        const r = await cannon(`GET ${path} (HTML)`, { url: `${base}${path}`, headers: phone }, api);
        if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        pageRuns.push({ path, r });
      }
      const g2 = pageRuns.length ? await cannon('GET /api/gallery/all again', { url: galleryUrl }, api) : g;
      const galleryRate = (g.requests.average + g2.requests.average) / 2;
      const helloRate = (before.requests.average + after.requests.average) / 2;
      const share = g.requests.average / helloRate;
      rows.push({
        what: 'bare Nest hello-world',
        rate: `${helloRate.toFixed(0)} req/s`,
        p50: `${before.latency.p50} ms`,
        p99: `${Math.max(before.latency.p99, after.latency.p99)} ms`,
        note: `baseline, same run: mean of ${before.requests.average.toFixed(0)} before and ${after.requests.average.toFixed(0)} after; ${(((before.cpuMsPerRequest ?? 0) + (after.cpuMsPerRequest ?? 0)) / 2).toFixed(3)} ms CPU/request`,
      });
      rows.push({
        what: `GET /api/gallery/all, 10 of ${GALLERY_ROWS}`,
        rate: `${g.requests.average.toFixed(0)} req/s`,
        p50: `${g.latency.p50} ms`,
        p99: `${g.latency.p99} ms`,
        note: `${(share * 100).toFixed(0)}% of hello (>= 50% ${share >= 0.5 ? 'OK' : 'UNDER'}); p99 < 50 ms ${g.latency.p99 < 50 ? 'OK' : 'OVER'}; ${g.cpuMsPerRequest?.toFixed(3)} ms CPU/request; after the pages: ${g2.requests.average.toFixed(0)} req/s`,
      });
      // CPU per request moves far less with the shared host's load than req/s does: the same comparison by CPU.
      const galleryCpu = ((g.cpuMsPerRequest ?? 0) + (g2.cpuMsPerRequest ?? 0)) / 2;
      for (const { path, r } of pageRuns) {
        const pageShare = r.requests.average / galleryRate;
        const cpuShare = r.cpuMsPerRequest ? galleryCpu / r.cpuMsPerRequest : 0;
        rows.push({
          what: `public page GET ${path} (HTML, br)`,
          rate: `${r.requests.average.toFixed(0)} req/s`,
          p50: `${r.latency.p50} ms`,
          p99: `${r.latency.p99} ms`,
          note: `${(pageShare * 100).toFixed(0)}% of the gallery API's ${galleryRate.toFixed(0)} (>= 50% ${pageShare >= 0.5 ? 'OK' : 'UNDER'}); p99 < 50 ms ${r.latency.p99 < 50 ? 'OK' : 'OVER'}; ${r.cpuMsPerRequest?.toFixed(3)} ms CPU/request (${(cpuShare * 100).toFixed(0)}% of the API's rate by CPU)`,
        });
      }
    }

    // ---- 2. enquiries: every 201 stored ----
    if (PARTS.has('enquiries')) {
      // The id of every 201 is collected and looked up afterwards: an answer the client got must be a stored row.
      const acceptedIds: string[] = [];
      const e = await cannon('POST /api/enquiries', {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/enquiries',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              source: 'contact',
              name: 'Bench Visitor',
              phone: '9876543210',
              email: 'bench@example.com',
              service: 'newborn',
              message: 'Looking for a newborn session next month.',
              website: '',
            }),
            onResponse: (status: number, body: string) => {
              if (status === 201) acceptedIds.push(JSON.parse(body).id);
            },
          },
        ],
      });
      const pg = new Client({ connectionString: stack.env.DATABASE_URL });
      await pg.connect();
      const found = Number((await pg.query('select count(*) from enquiries where id = any($1::uuid[])', [acceptedIds])).rows[0].count);
      await pg.end();
      const accepted = `${found} of ${acceptedIds.length} answers 201 found stored (${found === acceptedIds.length ? 'every one' : 'LOST SOME'})${e.non2xx ? `; ${e.non2xx} non-2xx` : ''}`;
      rows.push({
        what: 'POST /api/enquiries',
        rate: `${e.requests.average.toFixed(0)} req/s`,
        p50: `${e.latency.p50} ms`,
        p99: `${e.latency.p99} ms`,
        note: accepted,
      });
    }

    // ---- bookings (§13): the race for slots, availability with 1,000 bookings ----
    if (PARTS.has('bookings')) {
      rows.push(...(await benchBookings({ base, databaseUrl: stack.env.DATABASE_URL!, timezone: stack.env.STUDIO_TIMEZONE ?? 'Asia/Kolkata', cannon: (t, o) => cannon(t, o, api), apiCpuSeconds: () => cpuSeconds(api.pid!) })));
    }

    // ---- 3. photos through the api with 1, 2, 4 workers ----
    if (PARTS.has('images')) {
      const login = await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json();
      const auth = { authorization: `Bearer ${login.token as string}` };
      const { jpeg, source } = await benchPhoto({ width: 6000, height: 4000 });
      console.log(`  photos: ${IMAGES} x 6000x4000 JPEG, ${(jpeg.length / 1e6).toFixed(1)} MB each (${source})`);
      for (const n of WORKER_COUNTS) {
        const workers = Array.from({ length: n }, () => runProcess('worker', { ...stack.env, LOG_LEVEL: 'warn' }, { quiet: !VERBOSE }));
        procs.push(...workers);
        await sleep(3000); // connect and idle
        process.stdout.write(`  ${IMAGES} photos, ${n} worker process${n > 1 ? 'es' : ''}... `);
        const started = Date.now();
        const ids: string[] = [];
        let next = 0;
        let uploadedAt = 0;
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (next < IMAGES) {
              const i = next++;
              const fd = new FormData();
              fd.append('title', 'Bench');
              fd.append('image', new Blob([new Uint8Array(unique(jpeg, `${n}-${i}`))], { type: 'image/jpeg' }), `bench-${i}.jpg`);
              const res = await fetch(`${base}/api/gallery/add`, { method: 'POST', headers: auth, body: fd });
              const body = await res.json();
              if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
              ids.push(body.images[0].image.id);
            }
            uploadedAt = Date.now();
          }),
        );
        for (;;) {
          let pending = 0;
          for (let i = 0; i < ids.length; i += 100) {
            const res = await (await fetch(`${base}/api/images/status?ids=${ids.slice(i, i + 100).join(',')}`, { headers: auth })).json();
            for (const item of res.items) {
              if (item.status === 'failed') throw new Error(`image failed: ${item.error}`);
              if (item.status !== 'ready') pending++;
            }
          }
          if (!pending) break;
          if (workers.some((w) => w.child.exitCode !== null)) throw new Error('a worker exited');
          await sleep(250);
        }
        const elapsed = Date.now() - started;
        const perMin = (IMAGES / elapsed) * 60_000;
        const peaks = workers.map((w) => peakRssMb(w.child.pid!));
        console.log(`${perMin.toFixed(1)} photos/min`);
        rows.push({
          what: `${IMAGES} photos via api, ${n} worker${n > 1 ? 's' : ''}`,
          rate: `${perMin.toFixed(1)} /min`,
          p50: '',
          p99: '',
          note: `uploads took ${((uploadedAt - started) / 1000).toFixed(1)} s; worker peak RSS ${peaks.map((p) => p.toFixed(0)).join(' + ')} MB`,
        });
        for (const w of workers) await stopProcess(w);
      }
    }
  } finally {
    for (const p of procs) await stopProcess(p);
    for (const c of children) await stopChild(c);
    await stopChild(s3.child);
    await dropDatabase(env.DATABASE_URL).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('');
  printTable([...COLUMNS], rows);
}

main().catch((e) => {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
