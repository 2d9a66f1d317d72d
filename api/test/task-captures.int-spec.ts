import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { startTestStack, type TestStack, type TestUser } from './harness';

// Real services on a shared 2-core machine: allow slow starts.
jest.setTimeout(120_000);

let shade = 0;
async function jpegDataUrl(): Promise<string> {
  shade = (shade + 37) % 256;
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: shade, b: 200 } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

/** Field workers offline (docs/architecture.md §14): the phone's queue resends a capture until it hears an answer. */
describe('POST /api/property-photos/save with captureId: idempotent per worker (HTTP, real services)', () => {
  let stack: TestStack;
  let ravi: TestUser;
  let meena: TestUser;
  const propIds: string[] = [];

  const sql = (q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute(q, params);
  const save = (user: { token: string }, json: unknown) => stack.http('/api/property-photos/save', { method: 'POST', token: user.token, json });
  const photosOf = (user: TestUser) =>
    sql('select pp.prop_id, pp.capture_id, pp.image_asset_id from prop_photos pp where pp.user_id = ? order by pp.taken_at', [user.id]) as Promise<
      { prop_id: string; capture_id: string | null; image_asset_id: string }[]
    >;
  const taskAssetsOf = (user: TestUser) => sql(`select id from image_assets where kind = 'task' and uploaded_by = ?`, [user.id]);

  beforeAll(async () => {
    stack = await startTestStack();
    ravi = await stack.createUser('user');
    meena = await stack.createUser('user');
    for (const [name, price] of [
      ['Moon Prop', 400],
      ['Wicker Basket', 300],
      ['Knitted Wrap', 150],
      ['Wooden Crate', 200],
    ] as const) {
      const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name, price, image: await jpegDataUrl() } });
      expect(res.status).toBe(201);
      propIds.push(res.body.property._id);
    }
    for (const worker of [ravi, meena]) {
      const start = await stack.http('/api/property-photos/start', { method: 'POST', token: worker.token, json: { userPhoto: await jpegDataUrl() } });
      expect(start.status).toBe(200);
    }
  });
  afterAll(() => stack?.close());

  it('stores one photo however often the same capture arrives, and answers as the first time', async () => {
    const captureId = randomUUID();
    const first = await save(ravi, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl(), captureId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, message: 'Photo saved successfully', propertyId: propIds[0], remaining: 3 });
    const assetsAfterFirst = await taskAssetsOf(ravi);

    // The answer was lost on the way back; the phone sends the same capture again (twice).
    for (let i = 0; i < 2; i++) {
      const again = await save(ravi, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl(), captureId });
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
    }
    const rows = await photosOf(ravi);
    expect(rows).toEqual([{ prop_id: propIds[0], capture_id: captureId, image_asset_id: expect.any(String) }]);
    // Nothing new was uploaded for the resends.
    expect(await taskAssetsOf(ravi)).toEqual(assetsAfterFirst);
  });

  it('stores one photo when the same capture arrives twice at once', async () => {
    const captureId = randomUUID();
    const photo = await jpegDataUrl();
    const [a, b] = await Promise.all([
      save(ravi, { propertyId: propIds[1], propertyPhoto: photo, captureId }),
      save(ravi, { propertyId: propIds[1], propertyPhoto: photo, captureId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = (await photosOf(ravi)).filter((r) => r.prop_id === propIds[1]);
    expect(rows).toEqual([{ prop_id: propIds[1], capture_id: captureId, image_asset_id: expect.any(String) }]);
    // The loser's upload is removed again: one task image per stored photo (plus the selfie).
    expect(await taskAssetsOf(ravi)).toHaveLength((await photosOf(ravi)).length + 1);
  });

  it('keys captures per worker: another worker with the same id is a different capture', async () => {
    const [{ capture_id: ravisCapture }] = await photosOf(ravi);
    const res = await save(meena, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl(), captureId: ravisCapture });
    expect(res.status).toBe(200);
    expect(res.body.remaining).toBe(3);
    expect(await photosOf(meena)).toEqual([{ prop_id: propIds[0], capture_id: ravisCapture, image_asset_id: expect.any(String) }]);
    expect((await photosOf(ravi)).filter((r) => r.capture_id === ravisCapture)).toHaveLength(1);
  });

  it('refuses a capture id reused for another prop, and a capture id that is not a UUID', async () => {
    const [{ capture_id: used }] = await photosOf(ravi);
    const other = await save(ravi, { propertyId: propIds[2], propertyPhoto: await jpegDataUrl(), captureId: used });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: true, message: 'This capture was already saved for another prop' });
    const bad = await save(ravi, { propertyId: propIds[2], propertyPhoto: await jpegDataUrl(), captureId: 'photo-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Capture id must be a UUID');
    expect((await photosOf(ravi)).map((r) => r.prop_id)).not.toContain(propIds[2]);
  });

  it('answers a capture for a prop removed meanwhile with 410 and a clear message; a resend of one stored before the removal still answers 200', async () => {
    const storedBefore = randomUUID();
    const first = await save(ravi, { propertyId: propIds[2], propertyPhoto: await jpegDataUrl(), captureId: storedBefore });
    expect(first.status).toBe(200);
    for (const id of [propIds[2], propIds[3]]) expect((await stack.http(`/api/props/${id}`, { method: 'DELETE', token: stack.adminToken })).status).toBe(200);

    const late = await save(ravi, { propertyId: propIds[3], propertyPhoto: await jpegDataUrl(), captureId: randomUUID() });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error: true, statusCode: 410, message: 'This prop has been removed, so its photo is no longer needed.' });
    expect((await photosOf(ravi)).map((r) => r.prop_id)).not.toContain(propIds[3]);

    const resend = await save(ravi, { propertyId: propIds[2], propertyPhoto: await jpegDataUrl(), captureId: storedBefore });
    expect(resend.status).toBe(200);
    expect(resend.body).toMatchObject({ error: false, propertyId: propIds[2], day: first.body.day });
  });

  it('still saves without a captureId (older clients), replacing the day’s photo of the prop', async () => {
    const res = await save(meena, { propertyId: propIds[1], propertyPhoto: await jpegDataUrl() });
    expect(res.status).toBe(200);
    expect((await photosOf(meena)).find((r) => r.prop_id === propIds[1])).toMatchObject({ capture_id: null });
  });
});
