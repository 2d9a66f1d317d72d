import sharp from 'sharp';
import { studioDay } from '@studio/core/time/studio-day';
import { MediaUrlSigner, SIGNED_URL_MAX_AGE_S } from '@studio/core/images/media-url-signer';
import { startTestStack, type TestStack, type TestUser } from './harness';

// Real services and the real worker on a shared 2-core machine.
jest.setTimeout(180_000);

const REFUSED = 'This photo link is not valid or has expired. Reload the page to see the photo.';

let shade = 0;
async function jpegDataUrl(): Promise<string> {
  shade = (shade + 37) % 256;
  const buf = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

interface Ref {
  id: string;
  status: string;
  webp: string | null;
  jpeg: string | null;
  srcset: { webp: string; jpeg: string };
}

/** The URLs of a srcset ("u1 320w, u2 640w"). */
const srcsetUrls = (srcset: string) => srcset.split(', ').map((c) => c.split(' ')[0]);

describe("privacy: field workers' photos are never public, and image status tells a worker only about their own", () => {
  let stack: TestStack;
  let ravi: TestUser;
  let meena: TestUser;
  let propId: string;
  let propImageId: string;
  let selfieId: string;
  let propPhotoId: string;
  let signer: MediaUrlSigner;

  const raw = (path: string, init: RequestInit = {}) => fetch(`${stack.baseUrl}${path}`, init);
  const status = (ids: string[], token: string) => stack.http(`/api/images/status?ids=${ids.join(',')}`, { token });
  const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/media\//, '');

  async function waitReady(ids: string[]) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await status(ids, stack.adminToken);
      const items = res.body.items as Array<{ status: string }>;
      if (items.length === ids.length && items.every((i) => i.status === 'ready')) return;
      if (Date.now() > deadline) throw new Error(`images not ready: ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    signer = new MediaUrlSigner(stack.config);
    ravi = await stack.createUser('user');
    meena = await stack.createUser('user');
    const prop = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name: 'Moon Pillow', price: 300, image: await jpegDataUrl() } });
    expect(prop.status).toBe(201);
    propId = prop.body.property._id;
    propImageId = prop.body.property.image.id;
    const start = await stack.http('/api/property-photos/start', { method: 'POST', token: ravi.token, json: { userPhoto: await jpegDataUrl() } });
    expect(start.status).toBe(200);
    selfieId = start.body.userPhoto.id;
    const save = await stack.http('/api/property-photos/save', { method: 'POST', token: ravi.token, json: { propertyId: propId, propertyPhoto: await jpegDataUrl() } });
    expect(save.status).toBe(200);
    [{ id: propPhotoId }] = await stack.orm.em.fork().getConnection().execute<Array<{ id: string }>>(
      `select image_asset_id as id from prop_photos where user_id = ? and prop_id = ?`,
      [ravi.id, propId],
    );
    await waitReady([propImageId, selfieId, propPhotoId]);
  });
  afterAll(() => stack?.close());

  /** View Prop for today, as the admin sees it. */
  async function viewProp() {
    const res = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: studioDay(stack.config.timezone), page: 1, limit: 10 } });
    expect(res.status).toBe(200);
    const row = (res.body.responseData as Array<{ propertyId: string; adminImage: Ref; userUplodedImages: Array<{ image: Ref; userId: string }> }>).find((r) => r.propertyId === propId)!;
    const selfie = (res.body.userPhoto as Array<{ image: Ref; userId: string }>).find((s) => s.userId === ravi.id)!;
    return { adminImage: row.adminImage, propPhoto: row.userUplodedImages.find((u) => u.userId === ravi.id)!.image, selfie: selfie.image };
  }

  describe('signed /media URLs', () => {
    it("View Prop hands the admin signed URLs for the worker's selfie and prop photo, and public ones for the prop's own picture", async () => {
      const { adminImage, propPhoto, selfie } = await viewProp();
      for (const ref of [propPhoto, selfie]) {
        expect(ref.status).toBe('ready');
        for (const url of [ref.webp!, ref.jpeg!, ...srcsetUrls(ref.srcset.webp), ...srcsetUrls(ref.srcset.jpeg)]) {
          expect(url).toMatch(new RegExp(`^/media/variants/${ref.id}/\\w+\\.(webp|jpg)\\?exp=\\d+&sig=[A-Za-z0-9_-]{22}$`));
        }
      }
      expect(adminImage.webp).toMatch(new RegExp(`^/media/variants/${propImageId}/\\d+\\.webp$`));
    });

    it('serves a signed URL as private, for no longer than the URL lives', async () => {
      const { propPhoto, selfie } = await viewProp();
      for (const url of [propPhoto.webp!, selfie.jpeg!, srcsetUrls(selfie.srcset.webp)[0]]) {
        const res = await raw(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
        const cache = res.headers.get('cache-control')!;
        expect(cache).toMatch(/^private, max-age=\d+$/);
        expect(Number(/max-age=(\d+)/.exec(cache)![1])).toBeLessThanOrEqual(SIGNED_URL_MAX_AGE_S);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
      }
    });

    it('answers the worker the same signed URLs on the task screen', async () => {
      const today = await stack.http('/api/property-photos/check-today', { token: ravi.token });
      expect(today.status).toBe(200);
      expect(today.body.userPhoto.webp).toMatch(/\?exp=\d+&sig=/);
      expect((await raw(today.body.userPhoto.webp)).status).toBe(200);
      // The status poll (upload progress) signs them too.
      const polled = await status([selfieId], ravi.token);
      expect(polled.body.items[0].image.webp).toMatch(/\?exp=\d+&sig=/);
      expect((await raw(polled.body.items[0].image.webp)).status).toBe(200);
    });

    it('refuses the unsigned path (GET, HEAD, a conditional GET) with 403 and a clear message, never the bytes', async () => {
      const { propPhoto, selfie } = await viewProp();
      for (const url of [propPhoto.webp!, selfie.webp!]) {
        const bare = new URL(url, 'http://x').pathname;
        const res = await raw(bare);
        expect(res.status).toBe(403);
        expect(res.headers.get('cache-control') ?? '').not.toMatch(/public|immutable/);
        expect(await res.json()).toEqual({ error: true, statusCode: 403, message: REFUSED });
        expect((await raw(bare, { method: 'HEAD' })).status).toBe(403);
        const etag = (await raw(url)).headers.get('etag')!;
        expect((await raw(bare, { headers: { 'if-none-match': etag } })).status).toBe(403);
      }
    });

    it('refuses a tampered, stretched, moved or expired signature', async () => {
      const { propPhoto } = await viewProp();
      const u = new URL(propPhoto.webp!, 'http://x');
      const exp = u.searchParams.get('exp')!;
      const sig = u.searchParams.get('sig')!;
      const key = keyOf(propPhoto.webp!);
      const flipped = `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
      const otherWidth = srcsetUrls(propPhoto.srcset.webp).map((x) => new URL(x, 'http://x').pathname).find((p) => p !== u.pathname)!;
      const refused = [
        `${u.pathname}?exp=${exp}&sig=${flipped}`,
        `${u.pathname}?exp=${Number(exp) + 86_400}&sig=${sig}`,
        `${otherWidth}?exp=${exp}&sig=${sig}`,
        `${u.pathname}?exp=${exp}`,
        `${u.pathname}?sig=${sig}`,
        `${u.pathname}?exp=${exp}&exp=${exp}&sig=${sig}`,
        `${u.pathname}?exp=not-a-number&sig=${sig}`,
        // Signed with our key, but two hours ago: expired.
        signer.url(key, Date.now() - 2 * 3600_000),
      ];
      for (const url of refused) {
        const res = await raw(url);
        expect({ url, status: res.status }).toEqual({ url, status: 403 });
        expect(((await res.json()) as { message: string }).message).toBe(REFUSED);
      }
      // A URL signed a moment ago (what the next API answer hands out) works.
      expect((await raw(signer.url(key))).status).toBe(200);
    });

    it('leaves the public pictures public and cacheable for good, signature or not', async () => {
      const { adminImage } = await viewProp();
      const res = await raw(adminImage.webp!);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await raw(`${adminImage.webp!}?exp=1&sig=junk`)).status).toBe(200);
    });

    it('keeps an unknown asset and an original a plain 404, and the api healthy', async () => {
      expect((await raw('/media/variants/00000000-0000-4000-8000-000000000000/640.webp')).status).toBe(404);
      expect((await raw(`/media/originals/${selfieId}`)).status).toBe(404);
      expect((await raw('/api/health')).status).toBe(200);
    });
  });

  describe('/api/images/status', () => {
    it("tells a field worker about their own uploads only: another's asset is left out exactly like an unknown id", async () => {
      const unknown = '00000000-0000-4000-8000-000000000001';
      const own = await status([selfieId, propPhotoId], ravi.token);
      expect(own.status).toBe(200);
      expect(own.body.items.map((i: { id: string }) => i.id)).toEqual([selfieId, propPhotoId]);

      const other = await status([selfieId, propPhotoId], meena.token);
      const none = await status([unknown], meena.token);
      expect(other.status).toBe(200);
      expect(other.body).toEqual({ items: [] });
      expect(none.body).toEqual(other.body);
      // The admin's prop picture is not Meena's either.
      expect((await status([propImageId], meena.token)).body).toEqual({ items: [] });

      // A mixed list: only her own comes back.
      const mine = await stack.http('/api/property-photos/start', { method: 'POST', token: meena.token, json: { userPhoto: await jpegDataUrl() } });
      expect(mine.status).toBe(200);
      const mixed = await status([selfieId, mine.body.userPhoto.id, unknown], meena.token);
      expect(mixed.body.items.map((i: { id: string }) => i.id)).toEqual([mine.body.userPhoto.id]);
    });

    it('tells an admin about any asset', async () => {
      const res = await status([selfieId, propPhotoId, propImageId], stack.adminToken);
      expect(res.body.items.map((i: { id: string }) => i.id)).toEqual([selfieId, propPhotoId, propImageId]);
    });

    it('still refuses bad input with 400 and an anonymous caller with 401', async () => {
      expect((await stack.http('/api/images/status?ids=nope', { token: ravi.token })).status).toBe(400);
      expect((await stack.http(`/api/images/status?ids=${selfieId}`)).status).toBe(401);
    });
  });
});
