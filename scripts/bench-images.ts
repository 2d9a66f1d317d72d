// `npm run bench:images` (issue 3 item 6, ARCHITECTURE §10). One run, one input, three measurements:
//   (a) the bare sharp pipeline written well: one shrink-on-load decode to the largest width into a raw buffer,
//       every output encoded in parallel from it (same outputs and encoder settings as the worker);
//   (b) the worker's VariantService on the same input;
//   (c) the full path: uploads through the running api (multipart), the queue and a separate worker process,
//       until every row is ready; plus the worker's peak RSS for batches of 20 and 100.
// The CPU is shared, so figures are medians over interleaved runs; budgets are printed beside each figure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import sharp from 'sharp';
import { ENCODING, PLACEHOLDER_WIDTH, targetWidths, variantPlan, type PlannedOutput } from '../core/src/images/variant-spec';
import { dropDatabase } from '../core/src/database/migrate';
import type { AppConfig } from '../core/src/config/app-config';
import { VariantService } from '../worker/src/images/variant.service';
import { benchPhoto } from './lib/sample-images';
import { cpuSeconds, peakRssMb } from './lib/proc-stats';
import { buildIfNeeded } from './lib/build';
import { startEmbeddedS3 } from './lib/embedded-s3';
import { prepareStack, runProcess, stopProcess, waitForHealthy, type RunningProcess } from './lib/stack';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ID = '00000000-0000-4000-8000-000000000000';

// ---------- (a) the reference: bare sharp, written well ----------
sharp.cache(false);
sharp.concurrency(1);

async function bare(input: Buffer): Promise<number> {
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const widths = targetWidths(width);
  const { data, info } = await sharp(input, { autoOrient: true, failOn: 'error' })
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const one = (p: PlannedOutput) => {
    let img = sharp(data, { raw });
    if (p.width !== raw.width) img = img.resize({ width: p.width });
    return (p.format === 'webp' ? img.webp(ENCODING.webp) : img.jpeg(ENCODING.jpeg)).toBuffer();
  };
  const outs = await Promise.all([
    sharp(data, { raw })
      .resize({ width: PLACEHOLDER_WIDTH })
      .blur(ENCODING.placeholder.blurSigma)
      .webp({ quality: ENCODING.placeholder.quality, effort: ENCODING.placeholder.effort })
      .toBuffer(),
    ...variantPlan(ID, width).map(one),
  ]);
  return outs.reduce((n, b) => n + b.length, 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

/** Photos per minute with `inFlight` images processed at once. */
async function throughput(fn: () => Promise<unknown>, inFlight: number, total: number): Promise<number> {
  let next = 0;
  const t = Date.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < total) await fn();
    }),
  );
  return (total / (Date.now() - t)) * 60_000;
}

// ---------- (c) the full path ----------
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Same pixels, different bytes (a JPEG comment after SOI): the gallery refuses exact duplicates. */
const unique = (jpeg: Buffer, n: number) => {
  const text = Buffer.from(`bench ${n} ${randomBytes(6).toString('hex')}`);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, text, jpeg.subarray(2)]);
};

const selfCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function fullPath(input: Buffer, batches: number[]) {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-images-'));
  const id = randomBytes(4).toString('hex');
  const port = await freePort();
  const admin = { username: 'bench-admin', password: `pw-${id}-bench` };
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/studio_bench_${id}`,
    QUEUE_PREFIX: `bench_${id}`,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  };
  // The object store in its own process, so its CPU is counted apart from this process (the uploading client).
  const s3 = await startS3Child(join(dataDir, 's3'));
  env.S3_ENDPOINT = s3.endpoint;
  const stack = await prepareStack(env, () => undefined);
  const base = `http://127.0.0.1:${port}`;
  const procs: RunningProcess[] = [];
  const results: Array<{ batch: number; photosPerMin: number; peakRssMb: number; cpuPerPhoto: number; cpuSplit: string }> = [];
  try {
    const api = runProcess('api', stack.env, { quiet: !process.env.BENCH_VERBOSE });
    procs.push(api);
    await waitForHealthy(base, 60_000, () => api.child.exitCode !== null);
    const login = await (await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json();
    const token = login.token as string;
    const auth = { authorization: `Bearer ${token}` };
    let n = 0;
    for (const batch of batches) {
      // A fresh worker per batch, so its memory high-water mark belongs to that batch alone.
      const worker = runProcess('worker', stack.env, { quiet: !process.env.BENCH_VERBOSE });
      procs.push(worker);
      await new Promise((r) => setTimeout(r, 3000)); // let it connect and idle
      // Bodies made before the clock starts: the client's own work is not the pipeline's.
      const bodies = Array.from({ length: batch }, () => new Blob([new Uint8Array(unique(input, n++))], { type: 'image/jpeg' }));
      const started = Date.now();
      // api + worker + object store: the whole path's CPU (this process only uploads and polls).
      const cpuAt = () => [cpuSeconds(api.child.pid!), cpuSeconds(worker.child.pid!), cpuSeconds(s3.proc.child.pid!)];
      const cpuStart = cpuAt();
      const ids: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < batch) {
            const file = bodies[next++];
            const fd = new FormData();
            fd.append('title', 'Bench');
            fd.append('description', 'bench');
            fd.append('image', file, 'bench.jpg');
            const res = await fetch(`${base}/api/gallery/add`, { method: 'POST', headers: auth, body: fd });
            const body = await res.json();
            if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
            ids.push(body.images[0].image.id);
          }
        }),
      );
      for (;;) {
        const pending: string[] = [];
        for (let i = 0; i < ids.length; i += 100) {
          const res = await (await fetch(`${base}/api/images/status?ids=${ids.slice(i, i + 100).join(',')}`, { headers: auth })).json();
          for (const item of res.items) {
            if (item.status === 'failed') throw new Error(`image failed: ${item.error}`);
            if (item.status !== 'ready') pending.push(item.id);
          }
        }
        if (!pending.length) break;
        if (worker.child.exitCode !== null) throw new Error('worker exited');
        await new Promise((r) => setTimeout(r, 200));
      }
      const elapsed = Date.now() - started;
      results.push({ batch, photosPerMin: (batch / elapsed) * 60_000, peakRssMb: peakRssMb(worker.child.pid!), cpuPerPhoto: 0, cpuSplit: '' });
      const spent = cpuAt().map((v, i) => (v - cpuStart[i]) / batch);
      results[results.length - 1].cpuPerPhoto = spent.reduce((a, b) => a + b, 0);
      results[results.length - 1].cpuSplit = `api ${spent[0].toFixed(2)} + worker ${spent[1].toFixed(2)} + S3 ${spent[2].toFixed(2)}`;
      await stopProcess(worker);
    }
  } finally {
    for (const p of procs) await stopProcess(p);
    await stopProcess(s3.proc);
    await dropDatabase(env.DATABASE_URL!).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** The embedded S3 server as a child process (this same script with --s3-child); resolves with its endpoint. */
function startS3Child(directory: string): Promise<{ endpoint: string; proc: RunningProcess }> {
  const child = spawn(process.execPath, [...process.execArgv, __filename, '--s3-child', directory], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => {
      const endpoint = String(d).trim();
      if (!endpoint.startsWith('http')) return reject(new Error(`S3 child said: ${endpoint}`));
      resolve({ endpoint, proc: { name: 'api', child, exited } });
    });
    child.once('exit', (code) => reject(new Error(`S3 child exited (${code})`)));
  });
}

async function main() {
  if (process.argv[2] === '--s3-child') {
    const s3 = await startEmbeddedS3(process.argv[3]);
    process.stdout.write(`${s3.endpoint}\n`);
    process.on('SIGTERM', () => void s3.close().then(() => process.exit(0)));
    return;
  }
  // By default a portrait camera photo: pixels stored landscape, EXIF orientation 6, so both pipelines auto-orient.
  // Portrait output is 1920x2880 (2.25x the pixels of landscape's 1920x1280) and its JPEG cannot shrink on load,
  // so it takes about twice as long; BENCH_ORIENTATION=1 measures the landscape case.
  const orientation = Number(process.env.BENCH_ORIENTATION ?? 6);
  const { jpeg: input, source } = await benchPhoto({ width: 6000, height: 4000, orientation });
  const meta = await sharp(input).metadata();
  console.log(`input: ${meta.width}x${meta.height} JPEG q90, ${(input.length / 1e6).toFixed(1)} MB, EXIF orientation ${meta.orientation} (${source})`);
  console.log(`machine: ${cpus().length} cores; UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '(default 4)'}; outputs: ${variantPlan(ID, meta.width).length} + placeholder`);

  if (process.env.BENCH_ONLY_FULL) {
    // Debugging the full path alone.
    console.log(await fullPath(input, (process.env.BENCH_BATCHES ?? '20').split(',').map(Number)));
    return;
  }
  const service = new VariantService({ maxImagePixels: 100_000_000 } as AppConfig);
  await bare(input); // warm-up: first calls load codecs
  await service.render(ID, input);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Interleaved, so the neighbours' load falls on both alike.
    a.push(await timeIt(() => bare(input)));
    b.push(await timeIt(() => service.render(ID, input)));
  }
  const aMs = median(a);
  const bMs = median(b);
  const cpu0 = selfCpuSeconds();
  const aPerMin = await throughput(() => bare(input), 2, 8);
  const aCpuPerPhoto = (selfCpuSeconds() - cpu0) / 8;
  const ratio = bMs / aMs;
  console.log(`(a) bare sharp, written well: ${aMs.toFixed(0)} ms/image (median of ${ROUNDS}: ${a.map((x) => x.toFixed(0)).join(', ')}); two in flight: ${aPerMin.toFixed(1)} photos/min`);
  console.log(`(b) VariantService:           ${bMs.toFixed(0)} ms/image (median of ${ROUNDS}: ${b.map((x) => x.toFixed(0)).join(', ')}); (b)/(a) = ${ratio.toFixed(2)} (budget <= 1.15) ${ratio <= 1.15 ? 'OK' : 'OVER'}`);

  const full = await fullPath(input, [20, 100]);
  const c = full[0];
  const share = c.photosPerMin / aPerMin;
  console.log(`(c) 20 uploads via the api until ready: ${c.photosPerMin.toFixed(1)} photos/min vs (a) two in flight ${aPerMin.toFixed(1)} = ${(share * 100).toFixed(1)}% (budget >= 85%) ${share >= 0.85 ? 'OK' : 'UNDER'}`);
  const [r20, r100] = full;
  const grow = r100.peakRssMb / r20.peakRssMb;
  console.log(`    100 uploads: ${r100.photosPerMin.toFixed(1)} photos/min`);
  // Wall-clock figures move with the neighbours' load; CPU seconds per photo hardly do, so this says whether
  // the full path itself costs more than the bare pipeline (storage, hashing, queue), whatever else runs.
  console.log(
    `    CPU per photo: (a) ${aCpuPerPhoto.toFixed(2)} s; (c) api + worker + S3 ${c.cpuPerPhoto.toFixed(2)} s (20: ${c.cpuSplit}), ${r100.cpuPerPhoto.toFixed(2)} s (100) = ${((aCpuPerPhoto / c.cpuPerPhoto) * 100).toFixed(0)}% efficiency`,
  );
  console.log(`    machine load average during the run: ${loadavg().map((x) => x.toFixed(1)).join(', ')} on ${cpus().length} cores`);
  console.log(`worker peak RSS: batch of 20 ${r20.peakRssMb.toFixed(0)} MB, batch of 100 ${r100.peakRssMb.toFixed(0)} MB = ${grow.toFixed(2)}x (budget <= 1.2) ${grow <= 1.2 ? 'OK' : 'OVER'}`);
}

main().catch((e) => {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exit(1);
});
