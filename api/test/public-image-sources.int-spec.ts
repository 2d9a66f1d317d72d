import { cameraJpeg } from '../../scripts/lib/sample-images';
import { startTestStack, type TestStack, type TestUser } from './harness';

jest.setTimeout(180_000);

let seed = 7100;
const photo = async () => new Blob([new Uint8Array(await cameraJpeg({ width: 240, height: 320, seed: seed++, grain: 6, quality: 85 }))], { type: 'application/octet-stream' });

/**
 * Every public image says where it came from (docs/architecture.md §16): the admin gives the studio's statement where
 * a gallery photo or a theme is uploaded (or edits it later), it is stored with the row and shown in the admin's media
 * list and the public answers; a featured family photo keeps the family's consent as its source.
 */
describe('public images: where each came from', () => {
  let stack: TestStack;
  let user: TestUser;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => stack.http(path, { token: stack.adminToken, ...init });

  async function waitReady(assetIds: string[]) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const items = (await admin(`/api/images/status?ids=${assetIds.join(',')}`)).body.items as Array<{ status: string }>;
      if (items.length === assetIds.length && items.every((i) => i.status === 'ready')) return;
      if (Date.now() > deadline) throw new Error('still processing');
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    user = await stack.createUser('user');
  });
  afterAll(() => stack?.close());

  it("a theme carries the staff member's statement from its upload to the public list, and the admin can change it", async () => {
    const fd = new FormData();
    fd.append('title', 'Moon Nap');
    fd.append('sourceStatement', '  Props only, no child in the photo  ');
    fd.append('image', await photo(), 'moon.jpg');
    expect((await stack.http('/api/themes/add', { method: 'POST', token: user.token, body: fd })).status).toBe(403);
    const added = await admin('/api/themes/add', { method: 'POST', body: fd });
    expect(added.status).toBe(201);
    expect(added.body.theme).toMatchObject({ kind: 'theme', source: 'studio', sourceStatement: 'Props only, no child in the photo' });
    const id = added.body.theme._id;

    const tooLong = await admin('/api/themes/add', { method: 'POST', json: { title: 'Long', image: 'data:image/jpeg;base64,AAAA', sourceStatement: 'x'.repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Statement must be at most 300 characters');

    await waitReady([added.body.theme.image.id]);
    const pub = (await stack.http('/api/themes/all')).body.find((t: any) => t._id === id);
    expect(pub).toMatchObject({ source: 'studio', sourceStatement: 'Props only, no child in the photo' });

    const patched = await admin(`/api/admin/media/theme/${id}`, { method: 'PATCH', json: { sourceStatement: 'Paper release on file (2026-11)' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ source: 'studio', sourceStatement: 'Paper release on file (2026-11)' });
    expect((await stack.http('/api/themes/all')).body.find((t: any) => t._id === id).sourceStatement).toBe('Paper release on file (2026-11)');
    // Blank takes it back: the photo is then the studio's own without a word.
    expect((await admin(`/api/admin/media/theme/${id}`, { method: 'PATCH', json: { sourceStatement: ' ' } })).body.sourceStatement).toBeNull();
    expect((await stack.http('/api/themes/all')).body.find((t: any) => t._id === id).sourceStatement).toBeNull();
  });

  it("a gallery upload stores the statement on every photo of the batch; the admin list and the public gallery show it", async () => {
    const fd = new FormData();
    fd.append('title', 'Studio props');
    fd.append('sourceStatement', 'No child’s face');
    fd.append('image', await photo(), 'a.jpg');
    fd.append('image', await photo(), 'b.jpg');
    const added = await admin('/api/gallery/add', { method: 'POST', body: fd });
    expect(added.status).toBe(201);
    const ids: string[] = added.body.images.map((i: any) => i._id);
    expect(added.body.images.map((i: any) => [i.source, i.sourceStatement])).toEqual([
      ['studio', 'No child’s face'],
      ['studio', 'No child’s face'],
    ]);
    await waitReady(added.body.images.map((i: any) => i.image.id));

    const media = (await admin('/api/admin/media?kind=gallery&limit=100')).body.items.filter((i: any) => ids.includes(i._id));
    expect(media.map((i: any) => i.sourceStatement)).toEqual(['No child’s face', 'No child’s face']);
    const deadline = Date.now() + 30_000;
    let pub: any[] = [];
    while (pub.length < 2 && Date.now() < deadline) {
      pub = (await stack.http('/api/gallery/all?limit=50')).body.images.filter((i: any) => ids.includes(i._id));
      if (pub.length < 2) await new Promise((r) => setTimeout(r, 300));
    }
    expect(pub.map((i: any) => [i.source, i.sourceStatement])).toEqual([
      ['studio', 'No child’s face'],
      ['studio', 'No child’s face'],
    ]);
  });

  it("a featured family photo cannot be given the studio's statement (its source is the family's consent)", async () => {
    const fd = new FormData();
    fd.append('image', await photo(), 'c.jpg');
    const id = (await admin('/api/gallery/add', { method: 'POST', body: fd })).body.images[0]._id;
    expect((await admin(`/api/admin/media/gallery/${id}`, { method: 'PATCH', json: { sourceStatement: 'Ours' } })).status).toBe(200);
    // As featurePhoto marks a copy of a client gallery's photo (the whole feature flow is privacy-consents.int-spec.ts's).
    await stack.orm.em.fork().getConnection().execute(`update gallery_images set source = 'client', source_statement = null where id = ?`, [id]);
    const refused = await admin(`/api/admin/media/gallery/${id}`, { method: 'PATCH', json: { sourceStatement: 'Ours' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This is a family’s photo: it is shown with their consent, not a statement.');
    const [row] = await stack.orm.em.fork().getConnection().execute(`select source_statement from gallery_images where id = ?`, [id]);
    expect(row.source_statement).toBeNull();
  });
});
