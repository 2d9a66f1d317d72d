import { cameraJpeg, sha256 } from '../../scripts/lib/sample-images';
import { startTestStack, type TestStack, type TestUser } from './harness';

jest.setTimeout(180_000);

const dataUrl = (buf: Buffer) => `data:image/jpeg;base64,${buf.toString('base64')}`;
let seed = 100;
const photo = () => cameraJpeg({ width: 200, height: 300, seed: seed++, grain: 6, quality: 85 });

describe('gallery, themes, admin media and /media (HTTP, real services and worker)', () => {
  let stack: TestStack;
  let user: TestUser;

  async function waitSettled(ids: string[]) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await stack.http(`/api/images/status?ids=${ids.join(',')}`, { token: stack.adminToken });
      const items = res.body.items as Array<{ status: string }>;
      if (items.length === ids.length && items.every((i) => i.status !== 'processing')) return items;
      if (Date.now() > deadline) throw new Error('still processing');
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    user = await stack.createUser('user');
  });
  afterAll(() => stack?.close());

  describe('who may call what', () => {
    it.each([
      ['POST', '/api/gallery/add'],
      ['POST', '/api/gallery/check-hashes'],
      ['POST', '/api/themes/add'],
      ['GET', '/api/admin/media?kind=gallery'],
      ['POST', '/api/admin/media/gallery/00000000-0000-4000-8000-000000000000/retry'],
      ['PATCH', '/api/admin/media/theme/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/admin/media/gallery/00000000-0000-4000-8000-000000000000'],
    ])('%s %s: 401 anonymous, 403 for a user', async (method, path) => {
      const body = method === 'GET' ? {} : { json: {} };
      const anon = await stack.http(path, { method, ...body });
      expect(anon.status).toBe(401);
      const asUser = await stack.http(path, { method, ...body, token: user.token });
      expect(asUser.status).toBe(403);
    });

    it('image status needs a session but any role', async () => {
      expect((await stack.http('/api/images/status?ids=00000000-0000-4000-8000-000000000000')).status).toBe(401);
      const res = await stack.http('/api/images/status?ids=00000000-0000-4000-8000-000000000000', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ items: [] });
      const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
      expect((await stack.http(`/api/images/status?ids=${tooMany}`, { token: user.token })).status).toBe(400);
      expect((await stack.http('/api/images/status?ids=nope', { token: user.token })).status).toBe(400);
    });

    it('public listings need no session', async () => {
      expect((await stack.http('/api/gallery/all')).status).toBe(200);
      expect((await stack.http('/api/themes/all')).status).toBe(200);
    });

    it('bad listing queries get a clear 400, never a 500', async () => {
      const cases: Array<[string, string]> = [
        ['page=abc', 'page must be a whole number'],
        ['page=0', 'page must be at least 1'],
        ['limit=500', 'limit must be at most 50'],
        ['category=%00', 'category contains an invalid character (NUL)'],
      ];
      for (const [query, message] of cases) {
        const res = await stack.http(`/api/gallery/all?${query}`);
        expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
      }
    });

    it('a gallery page is JSON with an ETag, and a phone that has it gets 304', async () => {
      const page = await stack.http('/api/gallery/all?page=1&limit=10');
      expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(page.body).toMatchObject({ images: expect.any(Array), categories: ['All', ...page.body.categories.slice(1)], pagination: { page: 1, limit: 10 } });
      const etag = page.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache, which always gets the body).
      const again = await stack.http('/api/gallery/all?page=1&limit=10', { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
      expect(again.status).toBe(304);
    });
  });

  describe('gallery duplicates', () => {
    it('refuses the same file twice with 409 and existingId; check-hashes tells which are known', async () => {
      const file = await photo();
      const first = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, json: { title: 'Baby', description: 'One', image: dataUrl(file) } });
      expect(first.status).toBe(201);
      const again = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, json: { title: 'Baby', description: 'Two', image: dataUrl(file) } });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: true, statusCode: 409, message: 'This photo is already in the gallery', existingId: first.body.images[0]._id, existingAssetId: first.body.images[0].image.id });

      // Multipart with the browser's hash sent first: refused before the file is stored.
      const fd = new FormData();
      fd.append('contentHash', sha256(file));
      fd.append('image', new Blob([new Uint8Array(file)]), 'again.jpg');
      const multi = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, body: fd });
      expect(multi.status).toBe(409);

      const other = sha256(Buffer.from('something else'));
      const check = await stack.http('/api/gallery/check-hashes', { method: 'POST', token: stack.adminToken, json: { hashes: [sha256(file).toUpperCase(), other] } });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ existing: [sha256(file)] });
      expect((await stack.http('/api/gallery/check-hashes', { method: 'POST', token: stack.adminToken, json: { hashes: ['xyz'] } })).status).toBe(400);
      const [n] = await stack.orm.em.fork().getConnection().execute('select count(*)::int as n from image_assets');
      expect(n.n).toBe(1);
    });

    it('takes a multipart batch of several files in order, with defaults for blank title/description', async () => {
      const files = [await photo(), await photo(), await photo()];
      const fd = new FormData();
      for (const f of files) fd.append('image', new Blob([new Uint8Array(f)]), 'x.jpg');
      const res = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, body: fd });
      expect(res.status).toBe(201);
      expect(res.body.images).toHaveLength(3);
      expect(res.body.images[0]).toMatchObject({ title: 'Untitled', description: 'No description available' });
      await waitSettled(res.body.images.map((i: { image: { id: string } }) => i.image.id));
      const list = await stack.http('/api/gallery/all?limit=3');
      expect(list.body.images.map((i: { _id: string }) => i._id)).toEqual(res.body.images.map((i: { _id: string }) => i._id));
    });
  });

  describe('themes', () => {
    it('adds themes by JSON and multipart (premium from a checkbox) and lists ready ones', async () => {
      const general = await stack.http('/api/themes/add', { method: 'POST', token: stack.adminToken, json: { title: ' Diya Glow ', image: dataUrl(await photo()), isPremium: false } });
      expect(general.status).toBe(201);
      expect(general.body).toMatchObject({ error: false, message: 'Theme added successfully!', theme: { kind: 'theme', title: 'Diya Glow', isPremium: false } });
      const fd = new FormData();
      fd.append('title', 'Golden Rangoli');
      fd.append('isPremium', 'on');
      fd.append('image', new Blob([new Uint8Array(await photo())]), 'r.jpg');
      const premium = await stack.http('/api/themes/add', { method: 'POST', token: stack.adminToken, body: fd });
      expect(premium.status).toBe(201);
      expect(premium.body.theme).toMatchObject({ title: 'Golden Rangoli', isPremium: true });

      expect((await stack.http('/api/themes/add', { method: 'POST', token: stack.adminToken, json: { title: '  ', image: dataUrl(await photo()) } })).body.message).toBe('Please enter a title');
      expect((await stack.http('/api/themes/add', { method: 'POST', token: stack.adminToken, json: { title: 'No image' } })).body.message).toBe('Please upload an image');

      await waitSettled([general.body.theme.image.id, premium.body.theme.image.id]);
      const after = await stack.http('/api/themes/all');
      expect(after.body.map((t: { title: string; isPremium: boolean }) => [t.title, t.isPremium])).toEqual([
        ['Diya Glow', false],
        ['Golden Rangoli', true],
      ]);
      expect(after.body[0].image).toMatchObject({ status: 'ready', webp: expect.stringMatching(/^\/media\/variants\//) });
    });
  });

  describe('admin media: edit, retry, delete', () => {
    it('edits, refuses retry of a ready image, retries a failed one, deletes everything of an image', async () => {
      const res = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, json: { title: 'Family', description: 'x', image: dataUrl(await photo()) } });
      const item = res.body.images[0];
      await waitSettled([item.image.id]);
      const patched = await stack.http(`/api/admin/media/gallery/${item._id}`, { method: 'PATCH', token: stack.adminToken, json: { title: 'Maternity', description: 'Glow' } });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ _id: item._id, title: 'Maternity', description: 'Glow', image: { status: 'ready' } });
      expect((await stack.http(`/api/admin/media/gallery/${item._id}/retry`, { method: 'POST', token: stack.adminToken })).status).toBe(409);
      expect((await stack.http(`/api/admin/media/gallery/${item._id}`, { method: 'PATCH', token: stack.adminToken, json: { isPremium: true } })).status).toBe(400);

      // A failed image (its original vanished) is retried once the original is back.
      const original = await stack.storage.getBuffer(`originals/${item.image.id}`);
      const sql = (q: string, p: unknown[] = []) => stack.orm.em.fork().getConnection().execute(q, p);
      await sql(`update image_assets set status = 'failed', error = 'boom' where id = ?`, [item.image.id]);
      const retried = await stack.http(`/api/admin/media/gallery/${item._id}/retry`, { method: 'POST', token: stack.adminToken });
      expect(retried.status).toBe(200);
      expect(retried.body.image).toMatchObject({ status: 'processing', error: null });
      const [settled] = await waitSettled([item.image.id]);
      expect(settled.status).toBe('ready');
      expect(original.length).toBeGreaterThan(0);

      const del = await stack.http(`/api/admin/media/gallery/${item._id}`, { method: 'DELETE', token: stack.adminToken });
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ error: false, message: 'Gallery image deleted' });
      expect(await stack.storage.listKeys(`variants/${item.image.id}/`)).toEqual([]);
      expect(await stack.storage.stat(`originals/${item.image.id}`)).toBeNull();
      expect(await sql('select 1 from image_assets where id = ?', [item.image.id])).toEqual([]);
      expect((await stack.http(`/api/admin/media/gallery/${item._id}`, { method: 'DELETE', token: stack.adminToken })).status).toBe(404);
      expect((await stack.http(`/api/admin/media/poster/${item._id}`, { method: 'DELETE', token: stack.adminToken })).status).toBe(400);
    });
  });

  describe('/media', () => {
    it('serves variants immutable with ETag and 304; unknown keys and originals are 404 JSON', async () => {
      const res = await stack.http('/api/gallery/add', { method: 'POST', token: stack.adminToken, json: { title: 'Newborn', description: 'x', image: dataUrl(await photo()) } });
      const id = res.body.images[0].image.id;
      await waitSettled([id]);
      const url = `${stack.baseUrl}/media/variants/${id}/200.webp`;
      const first = await fetch(url);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(first.headers.get('content-type')).toBe('image/webp');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      expect(Number(first.headers.get('content-length'))).toBe((await first.arrayBuffer()).byteLength);
      const again = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect((await fetch(`${stack.baseUrl}/media/variants/${id}/200.jpg`)).headers.get('content-type')).toBe('image/jpeg');

      for (const path of [`/media/variants/${id}/9999.webp`, `/media/originals/${id}`, '/media/variants/../originals/x', '/media/nothing']) {
        const r = await stack.http(path);
        expect([path, r.status]).toEqual([path, 404]);
        expect(r.body).toMatchObject({ error: true, statusCode: 404 });
      }
    });
  });
});
