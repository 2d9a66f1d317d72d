import sharp from 'sharp';
import { request as httpRequest } from 'node:http';
import { Queue } from 'bullmq';
import { redisConnection } from '@studio/core/queue/redis-connection';
import { variantPlan } from '@studio/core/images/variant-spec';
import { queuedJob } from '@studio/core/jobs/job-options';
import { QUEUES, imageProcessJob } from '@studio/core/jobs/jobs.contract';
import { cameraJpeg, heicHeader, pngHeader, sha256 } from '../../scripts/lib/sample-images';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

const HEIC_MESSAGE = 'HEIC photos are not supported yet. Please export the photo as JPEG and try again.';
const dataUrl = (buf: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${buf.toString('base64')}`;

let seed = 1;
/** A small camera-like JPEG; each call differs (so hashes differ). */
const photo = (o: { width?: number; height?: number; orientation?: number; gps?: boolean } = {}) =>
  cameraJpeg({ width: o.width ?? 240, height: o.height ?? 160, seed: seed++, orientation: o.orientation, gps: o.gps, grain: 6, quality: 85 });

function form(files: Buffer[], fields: Record<string, string> = {}, name = 'image'): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  files.forEach((f, i) => fd.append(name, new Blob([new Uint8Array(f)], { type: 'application/octet-stream' }), `photo-${i}.jpg`));
  return fd;
}

describe('image pipeline (HTTP, real Postgres/Redis/S3 and worker)', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);

  const addGallery = (body: unknown, token = stack.adminToken) => stack.http('/api/gallery/add', { method: 'POST', token, json: body });
  const addGalleryForm = (fd: FormData, token = stack.adminToken) => stack.http('/api/gallery/add', { method: 'POST', token, body: fd });

  async function waitSettled(ids: string[], timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await stack.http(`/api/images/status?ids=${ids.join(',')}`, { token: stack.adminToken });
      expect(res.status).toBe(200);
      const items = res.body.items as Array<{ id: string; status: string; error: string | null }>;
      if (items.length === ids.length && items.every((i) => i.status !== 'processing')) return items;
      if (Date.now() > deadline) throw new Error(`images still processing: ${JSON.stringify(items)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { MAX_UPLOAD_MB: '1', IMAGE_JOB_ATTEMPTS: '3' } });
  });
  afterAll(() => stack?.close());

  describe('refusals (before anything is stored)', () => {
    const assetCount = async () => Number((await sql('select count(*) as n from image_assets'))[0].n);
    let before = 0;
    beforeEach(async () => {
      before = await assetCount();
    });
    afterEach(async () => {
      expect(await assetCount()).toBe(before);
      expect(await stack.storage.listKeys('originals/')).toHaveLength(before);
    });

    it('415 for a file that is not an image, whatever its declared type', async () => {
      const res = await addGallery({ title: 'T', description: 'D', image: dataUrl(Buffer.from('%PDF-1.7 this is not a photo at all, just text'), 'image/png') });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: true, statusCode: 415, message: 'Please upload a JPEG, PNG, WebP or GIF image.' });
      const multi = await addGalleryForm(form([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(5))]));
      expect(multi.status).toBe(415);
    });

    it('415 with advice for HEIC (iPhone) photos, JSON or multipart', async () => {
      const res = await addGallery({ title: 'T', description: 'D', image: dataUrl(heicHeader(), 'image/jpeg') });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(HEIC_MESSAGE);
      const multi = await addGalleryForm(form([heicHeader()]));
      expect(multi.status).toBe(415);
      expect(multi.body.message).toBe(HEIC_MESSAGE);
    });

    it('400 for invalid fields before any file byte is read (a bad title costs no upload), and for fields after a file', async () => {
      const part = (name: string, value: string) => Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const fileHead = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
      // The file never ends: only an answer given before reading it lets this request finish.
      const res = await rawPost(stack.baseUrl, '/api/themes/add', stack.adminToken, {
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        chunks: [part('title', 'x'.repeat(121)), fileHead, await photo()],
        keepOpen: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ title: 'Title must be at most 120 characters' });
      const missing = await rawPost(stack.baseUrl, '/api/themes/add', stack.adminToken, {
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        chunks: [part('isPremium', 'on'), fileHead, await photo()],
        keepOpen: true,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ title: 'Please enter a title' });
      const late = form([await photo()]);
      late.append('title', 'After the file');
      const after = await addGalleryForm(late);
      expect(after.status).toBe(400);
      expect(after.body.message).toBe('Send the form fields before the files');
    });

    it('400 for a header claiming more than 100 megapixels (decompression bomb)', async () => {
      const res = await addGallery({ title: 'T', description: 'D', image: dataUrl(pngHeader(20000, 20000), 'image/png') });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/20000x20000 pixels/);
      const multi = await addGalleryForm(form([pngHeader(20000, 20000)]));
      expect(multi.status).toBe(400);
    });

    it.each([
      ['not a data URL', 'hello'],
      ['no base64 marker', 'data:image/png,abcd'],
      ['bad base64', 'data:image/jpeg;base64,@@@###'],
      ['empty payload', 'data:image/jpeg;base64,'],
    ])('400 for a malformed data-URL (%s)', async (_why, image) => {
      const res = await addGallery({ title: 'T', description: 'D', image });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, statusCode: 400 });
    });

    it('400 for malformed JSON', async () => {
      const res = await stack.http('/api/gallery/add', {
        method: 'POST',
        token: stack.adminToken,
        headers: { 'content-type': 'application/json' },
        body: '{"title": "x", ',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: true, statusCode: 400, message: 'Malformed JSON in request body' });
    });

    it('413 for a data-URL over MAX_UPLOAD_MB', async () => {
      const big = Buffer.concat([await photo(), Buffer.alloc(1.2 * 1024 * 1024, 1)]);
      const res = await addGallery({ title: 'T', description: 'D', image: dataUrl(big) });
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/larger than 1 MB/);
    });

    it('413 from Content-Length alone, before the body is read', async () => {
      const res = await rawPost(stack.baseUrl, '/api/themes/add', stack.adminToken, {
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ', 'content-length': String(50 * 1024 * 1024) },
        chunks: [Buffer.from('--XyZ\r\n')],
        keepOpen: true,
      });
      expect(res.status).toBe(413);
      expect(res.sent).toBeLessThan(1024);
    });

    it('413 mid-stream when a file passes the limit (no Content-Length), and nothing is kept', async () => {
      const head = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
      const jpeg = await photo();
      const filler = Buffer.alloc(64 * 1024, 0x55);
      const chunks = [head, jpeg, ...Array.from({ length: 64 }, () => filler)]; // ~4 MB in all
      const res = await rawPost(stack.baseUrl, '/api/gallery/add', stack.adminToken, {
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ', 'transfer-encoding': 'chunked' },
        chunks,
        delayMs: 5,
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/larger than 1 MB/);
      expect(res.sent).toBeLessThan(chunks.reduce((n, c) => n + c.length, 0));
    });
  });

  it('stores a multipart upload that arrives slowly, in many chunks', async () => {
    // Parser events then fire from later socket reads: the upload must still write through the request's context.
    const jpeg = await photo({ width: 900, height: 600 });
    const parts: Buffer[] = [
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nSlow\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="image"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'),
    ];
    for (let i = 0; i < jpeg.length; i += 16 * 1024) parts.push(jpeg.subarray(i, i + 16 * 1024));
    parts.push(Buffer.from('\r\n--XyZ--\r\n'));
    const res = await rawPost(stack.baseUrl, '/api/gallery/add', stack.adminToken, {
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ', 'transfer-encoding': 'chunked' },
      chunks: parts,
      delayMs: 15,
    });
    expect([res.status, res.body?.message]).toEqual([201, 'Gallery image added successfully!']);
    expect(res.body.images[0]).toMatchObject({ title: 'Slow' });
    const [row] = await sql('select bytes, content_hash from image_assets where id = ?', [res.body.images[0].image.id]);
    expect(row).toEqual({ bytes: jpeg.length, content_hash: sha256(jpeg) });
  });

  describe('processing', () => {
    it('turns a portrait phone photo (EXIF orientation 6, GPS) into portrait variants with no metadata, never upscaled', async () => {
      // Stored 600x400 landscape pixels, displayed 400x600 portrait.
      const original = await photo({ width: 600, height: 400, orientation: 6, gps: true });
      const meta = await sharp(original).metadata();
      expect(meta.orientation).toBe(6);
      expect(meta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPS IFD pointer present in the upload

      const res = await addGalleryForm(form([original], { title: 'Newborn', description: 'Sleepy', contentHash: sha256(original) }));
      expect(res.status).toBe(201);
      const item = res.body.images[0];
      expect(item).toMatchObject({ kind: 'gallery', title: 'Newborn', description: 'Sleepy', image: { status: 'processing' } });
      const [done] = await waitSettled([item.image.id]);
      expect(done).toMatchObject({ status: 'ready', error: null, image: { width: 400, height: 600 } });

      const [row] = await sql('select width, height, variants, placeholder, content_hash, bytes from image_assets where id = ?', [item.image.id]);
      expect(row).toMatchObject({ width: 400, height: 600, content_hash: sha256(original), bytes: original.length });
      expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
      const variants = row.variants as Array<{ width: number; height: number; format: string; key: string }>;
      // 320 and the original's own 400 in both formats, 370 in WebP only; thumbnails at 160.
      expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(['160.jpeg', '160.webp', '320.jpeg', '320.webp', '370.webp', '400.jpeg', '400.webp']);
      for (const v of variants) {
        expect(v.width).toBeLessThanOrEqual(400);
        const media = await fetch(`${stack.baseUrl}/media/${v.key}`);
        expect(media.status).toBe(200);
        expect(media.headers.get('content-type')).toBe(v.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
        const bytes = Buffer.from(await media.arrayBuffer());
        const m = await sharp(bytes).metadata();
        expect(m.format).toBe(v.format);
        expect([m.width, m.height]).toEqual([v.width, v.height]);
        expect(m.height).toBeGreaterThan(m.width); // portrait
        expect(m.exif).toBeUndefined();
        expect(m.orientation).toBeUndefined();
        expect(bytes.includes(Buffer.from('StudioCam'))).toBe(false);
        expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      }
    });

    it('marks a truncated file failed with a reason after one try (no pointless retries)', async () => {
      const whole = await photo({ width: 800, height: 600 });
      const truncated = whole.subarray(0, Math.floor(whole.length * 0.6));
      const res = await addGallery({ title: 'Broken', description: 'cut short', image: dataUrl(truncated) });
      expect(res.status).toBe(201);
      const id = res.body.images[0].image.id;
      const [done] = await waitSettled([id]);
      expect(done.status).toBe('failed');
      expect(done.error).toMatch(/truncated|damaged/i);
      const [row] = await sql('select attempts from image_assets where id = ?', [id]);
      expect(row.attempts).toBe(1);
      expect(await stack.storage.listKeys(`variants/${id}/`)).toEqual([]);
    });

    it('a job run again (worker crash, reconciler) leaves exactly one set of variants', async () => {
      const res = await addGallery({ title: 'Rerun', description: 'twice', image: dataUrl(await photo({ width: 1400, height: 900 })) });
      const id = res.body.images[0].image.id;
      await waitSettled([id]);
      const keysBefore = await stack.storage.listKeys(`variants/${id}/`);
      const [rowBefore] = await sql('select variants from image_assets where id = ?', [id]);
      expect(keysBefore).toHaveLength(variantPlan(id, 1400).length); // every width up to 1400 in WebP, JPEG's, two thumbnails

      // As after a crash mid-job: the row still says processing, a stray object from the dead run, the job gone.
      await sql(`update image_assets set status = 'processing' where id = ?`, [id]);
      await stack.storage.put(`variants/${id}/999.webp`, Buffer.from('partial'), 'image/webp');
      const queue = new Queue(QUEUES.images, { connection: redisConnection(stack.config.redisUrl), prefix: stack.config.queuePrefix });
      try {
        await (await queue.getJob(id))?.remove();
        const job = queuedJob(imageProcessJob({ assetId: id, originalKey: `originals/${id}` }), stack.config);
        await queue.add(job.name, job.data, job.opts);
        // Enqueueing the same id again while it waits makes no second job.
        await queue.add(job.name, job.data, job.opts);
        const [done] = await waitSettled([id]);
        expect(done.status).toBe('ready');
      } finally {
        await queue.close();
      }
      expect(await stack.storage.listKeys(`variants/${id}/`)).toEqual(keysBefore);
      const [rowAfter] = await sql('select variants, attempts from image_assets where id = ?', [id]);
      expect(rowAfter.variants).toEqual(rowBefore.variants);
    });
  });

  it('an upload whose job was lost (Redis flushed while the worker was down) is still processed', async () => {
    await stack.stopWorker();
    const res = await addGallery({ title: 'Lost', description: 'job flushed', image: dataUrl(await photo()) });
    expect(res.status).toBe(201);
    expect(await stack.flushQueues()).toBeGreaterThan(0);
    await stack.startWorker(); // the reconciler finds the row still processing, with no job
    const [done] = await waitSettled([res.body.images[0].image.id]);
    expect(done.status).toBe('ready');
  });

  describe('gallery listing', () => {
    let ids: Record<string, string> = {};
    beforeAll(async () => {
      await sql('delete from gallery_images');
      await sql('delete from image_assets');
      ids = {};
      // Oldest first: Family, Baby, Baby, Diwali (ready), then one failed and one stuck in processing.
      for (const [key, title] of [['f1', 'Family'], ['b1', 'Baby'], ['b2', 'Baby'], ['d1', 'Diwali']]) {
        const res = await addGallery({ title, description: `${title} photo`, image: dataUrl(await photo()) });
        expect(res.status).toBe(201);
        ids[key] = res.body.images[0]._id;
        await waitSettled([res.body.images[0].image.id]);
      }
      const bad = await addGallery({ title: 'Broken', description: 'x', image: dataUrl((await photo()).subarray(0, 400)) });
      await waitSettled([bad.body.images[0].image.id]);
      await stack.stopWorker();
      const waiting = await addGallery({ title: 'Waiting', description: 'x', image: dataUrl(await photo()) });
      ids.w = waiting.body.images[0]._id;
    });
    afterAll(() => stack.startWorker());

    it('shows only ready images, newest first, with image references and categories from ready titles', async () => {
      const res = await stack.http('/api/gallery/all');
      expect(res.status).toBe(200);
      expect(res.body.images.map((i: { _id: string }) => i._id)).toEqual([ids.d1, ids.b2, ids.b1, ids.f1]);
      expect(res.body.categories).toEqual(['All', 'Baby', 'Diwali', 'Family']);
      expect(res.body.pagination).toEqual({ page: 1, limit: 10, hasMore: false });
      const first = res.body.images[0];
      expect(first).toMatchObject({ title: 'Diwali', description: 'Diwali photo', image: { status: 'ready', width: 240, height: 160 } });
      expect(first.image.webp).toMatch(/^\/media\/variants\/.+\/240\.webp$/);
      expect(first.image.jpeg).toMatch(/\/240\.jpg$/);
      expect(first.image.srcset.webp).toContain('160w');
      expect(JSON.stringify(res.body)).not.toContain('"error"');
    });

    it('pages with hasMore and filters by category', async () => {
      const p1 = await stack.http('/api/gallery/all?page=1&limit=3');
      expect(p1.body.images).toHaveLength(3);
      expect(p1.body.pagination).toEqual({ page: 1, limit: 3, hasMore: true });
      const p2 = await stack.http('/api/gallery/all?page=2&limit=3');
      expect(p2.body.images.map((i: { _id: string }) => i._id)).toEqual([ids.f1]);
      expect(p2.body.pagination.hasMore).toBe(false);
      const baby = await stack.http('/api/gallery/all?category=Baby&limit=1');
      expect(baby.body.images.map((i: { _id: string }) => i._id)).toEqual([ids.b2]);
      expect(baby.body.pagination.hasMore).toBe(true);
      const all = await stack.http('/api/gallery/all?category=All&limit=1');
      expect(all.body.images[0]._id).toBe(ids.d1);
      expect((await stack.http('/api/gallery/all?category=Nope')).body.images).toEqual([]);
    });

    it('refuses bad paging with 400', async () => {
      for (const q of ['limit=51', 'limit=0', 'page=0', 'page=abc', 'sort=x']) {
        const res = await stack.http(`/api/gallery/all?${q}`);
        expect([q, res.status]).toEqual([q, 400]);
      }
    });

    it('admins see every status with counts and reasons', async () => {
      const res = await stack.http('/api/admin/media?kind=gallery&limit=2', { token: stack.adminToken });
      expect(res.status).toBe(200);
      expect(res.body.counts).toEqual({ processing: 1, ready: 4, failed: 1 });
      expect(res.body.items).toHaveLength(2);
      expect(res.body.hasMore).toBe(true);
      expect(res.body.items[0]).toMatchObject({ _id: ids.w, kind: 'gallery', title: 'Waiting', image: { status: 'processing', error: null } });
      const failed = await stack.http('/api/admin/media?kind=gallery&status=failed', { token: stack.adminToken });
      expect(failed.body.items).toHaveLength(1);
      expect(failed.body.items[0].image.error).toMatch(/truncated|damaged/i);
    });
  });
});

/** A hand-driven HTTP request: sends chunks (optionally slowly) and reports the answer and how much was sent by then. */
function rawPost(
  baseUrl: string,
  path: string,
  token: string,
  opts: { headers: Record<string, string>; chunks: Buffer[]; delayMs?: number; keepOpen?: boolean },
): Promise<{ status: number; body: any; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers: { ...opts.headers, authorization: `Bearer ${token}` } }, (res) => {
      answered = true;
      const sentAtAnswer = sent;
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined, sent: sentAtAnswer });
      });
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    (async () => {
      for (const c of opts.chunks) {
        if (answered) return;
        await new Promise<void>((r) => req.write(c, () => r()));
        sent += c.length;
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      }
      if (!opts.keepOpen && !answered) req.end();
    })().catch(() => undefined);
  });
}
