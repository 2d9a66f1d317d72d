import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Enquiry } from '@studio/core/entities/enquiry.entity';
import { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { cameraJpeg } from '../../scripts/lib/sample-images';
import { restartObjectStore, startTestStack, stopObjectStore, type TestStack } from './harness';
import { rawHttp } from './raw-http';
import { StandInEndpoint } from './stand-in-endpoint';

/** A TCP relay to the real Redis that can be cut (every connection dropped, new ones refused) and restored. */
class CuttableRedis {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(port = 0): Promise<this> {
    const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server!.close(resolve));
  }

  restore(): Promise<this> {
    return this.start(this.port);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('outages: Redis or the object store down, nothing hangs, nothing is lost', () => {
  let photo: Buffer;
  const endpoint = new StandInEndpoint();
  beforeAll(async () => {
    photo = await cameraJpeg({ width: 320, height: 240, seed: 3, grain: 6, quality: 85 });
    await endpoint.start();
  });
  afterAll(() => endpoint.close());

  const dataUrl = () => `data:image/jpeg;base64,${photo.toString('base64')}`;
  const addProp = (stack: TestStack, name: string) =>
    stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name, price: 10, image: dataUrl() } });

  describe('Redis down for the api', () => {
    let stack: TestStack;
    let redis: CuttableRedis;
    beforeAll(async () => {
      redis = await new CuttableRedis().start();
      stack = await startTestStack({
        env: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, RECONCILE_INTERVAL_MS: '1000', ENQUIRY_SHEET_URL: `${endpoint.url}/sheet` },
      });
      // The worker reaches Redis directly: only the api's side is cut.
      await stack.startWorker({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    });
    afterAll(async () => {
      await stack?.close();
      await redis.cut().catch(() => undefined);
    });

    it('answers an upload 201 within the 2 s enqueue bound with its row processing; the reconciler enqueues it later', async () => {
      await redis.cut();
      try {
        const started = Date.now();
        const res = await addProp(stack, `Outage basket ${Date.now()}`);
        const ms = Date.now() - started;
        expect(res.status).toBe(201);
        expect(ms).toBeLessThan(6000);
        const assetId = res.body.property.image.id as string;
        expect(res.body.property.image.status).toBe('processing');

        // Enquiries too: stored and answered.
        const enquiry = await stack.http('/api/enquiries', {
          method: 'POST',
          headers: { 'x-forwarded-for': '198.51.100.7' },
          json: { source: 'footer', name: 'Redis Outage', phone: '9876543210', email: 'a@b.in', service: 'newborn', message: 'hi' },
        });
        expect(enquiry.status).toBe(201);

        // Readiness says Redis is down (this host sees details); liveness does not care.
        const ready = await waitFor('readiness to notice', async () => {
          const r = await stack.http('/api/health/ready');
          return r.status === 503 ? r : undefined;
        }, 10_000);
        expect(ready.body.checks.redis).toBe('down');
        expect((await stack.http('/api/health/live')).status).toBe(200);

        // The worker's reconciler (it reaches Redis) picks both up: nothing is lost.
        await waitFor('the image to be ready', async () => (await stack.orm.em.fork().findOne(ImageAsset, { id: assetId }))?.status === 'ready', 60_000);
        await waitFor('the enquiry to be delivered', async () => (await stack.orm.em.fork().findOne(Enquiry, { id: enquiry.body.id }))?.deliveryStatus === 'forwarded');
      } finally {
        await redis.restore();
      }
      await waitFor('readiness back', async () => (await stack.http('/api/health/ready')).status === 200, 20_000);
    });
  });

  describe('object store down', () => {
    let stack: TestStack;
    let storeDown = false;
    const storeOff = async () => {
      await stopObjectStore();
      storeDown = true;
    };
    const storeOn = async () => {
      if (storeDown) await restartObjectStore();
      storeDown = false;
    };
    afterEach(async () => {
      await storeOn();
      await stack?.close();
    });

    it('answers an upload 503 with a clear message (JSON and multipart), stores nothing, and works again after', async () => {
      stack = await startTestStack();
      const before = await stack.orm.em.fork().count(ImageAsset);
      await storeOff();
      const json = await addProp(stack, `No store ${Date.now()}`);
      expect(json.status).toBe(503);
      expect(json.body).toEqual({ error: true, statusCode: 503, message: 'Photo storage is not answering right now, so nothing was saved. Please try again in a minute.' });

      const boundary = 'x-outage-boundary';
      const form = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nOutage\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const multipart = await rawHttp(stack.baseUrl, {
        method: 'POST',
        path: '/api/gallery/add',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${stack.adminToken}` },
        body: form,
      });
      // An answer, not a dropped connection.
      expect(multipart.status).toBe(503);
      expect(multipart.body.message).toMatch(/^Photo storage is not answering/);
      expect(await stack.orm.em.fork().count(ImageAsset)).toBe(before);

      await storeOn();
      expect((await addProp(stack, `Store back ${Date.now()}`)).status).toBe(201);
    });

    it('lets api and worker start while the store is down (no exit); enquiries flow; uploads work once it is back', async () => {
      await storeOff();
      stack = await startTestStack({ worker: true, env: { ENQUIRY_SHEET_URL: `${endpoint.url}/sheet`, RECONCILE_INTERVAL_MS: '1000' } });
      expect((await stack.http('/api/health/live')).status).toBe(200);
      expect((await stack.http('/api/health/ready')).body.checks.storage).toBe('down');
      const enquiry = await stack.http('/api/enquiries', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.8' },
        json: { source: 'footer', name: 'Store Outage', phone: '9876543210', email: 'a@b.in', service: 'newborn', message: 'hi' },
      });
      expect(enquiry.status).toBe(201);
      await waitFor('the enquiry to be delivered', async () => (await stack.orm.em.fork().findOne(Enquiry, { id: enquiry.body.id }))?.deliveryStatus === 'forwarded');
      expect((await addProp(stack, `Before store ${Date.now()}`)).status).toBe(503);

      await storeOn();
      // The bucket is made by the background retry (back-off from 1 s): uploads succeed without a restart.
      await waitFor('uploads to work again', async () => (await addProp(stack, `After store ${Date.now()}`)).status === 201, 40_000);
    });
  });
});
