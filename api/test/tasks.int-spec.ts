import sharp from 'sharp';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack, type TestUser } from './harness';

// Real services on a shared 2-core machine: allow slow starts.
jest.setTimeout(120_000);

let shade = 0;
async function jpegDataUrl(): Promise<string> {
  shade = (shade + 41) % 256;
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: shade, b: 90 } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

describe('daily photo task: /api/property-photos (HTTP, real services)', () => {
  let stack: TestStack;
  let ravi: TestUser;
  let meena: TestUser;
  const propIds: string[] = [];
  let today: string;

  const sql = (q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute(q, params);
  const get = (path: string, user: { token: string }) => stack.http(`/api/property-photos/${path}`, { token: user.token });
  const post = (path: string, user: { token: string }, json: unknown) => stack.http(`/api/property-photos/${path}`, { method: 'POST', token: user.token, json });

  beforeAll(async () => {
    stack = await startTestStack();
    today = studioDay(stack.config.timezone);
    ravi = await stack.createUser('user');
    meena = await stack.createUser('user');
    for (const [name, price] of [
      ['Rocking Horse', 500],
      ['Baby Bathtub', 250],
      ['Fairy Lights', 120],
    ] as const) {
      const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name, price, image: await jpegDataUrl() } });
      expect(res.status).toBe(201);
      propIds.push(res.body.property._id);
    }
  });
  afterAll(() => stack?.close());

  it('is for field workers only', async () => {
    const admin = { token: stack.adminToken };
    expect((await get('check-today', admin)).status).toBe(403);
    expect((await get('all', admin)).status).toBe(403);
    expect((await post('start', admin, { userPhoto: await jpegDataUrl() })).status).toBe(403);
    expect((await post('save', admin, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl() })).status).toBe(403);
    expect((await stack.http('/api/property-photos/check-today')).status).toBe(401);
    expect((await stack.http('/api/property-photos/all')).status).toBe(401);
  });

  it('starts with no photo today and every prop remaining, oldest first', async () => {
    expect((await get('check-today', ravi)).body).toEqual({ hasPhotoToday: false, userPhoto: null, propsToday: 3 });
    const all = await get('all', ravi);
    expect(all.status).toBe(200);
    expect(all.body.map((p: { _id: string }) => p._id)).toEqual(propIds);
    expect(all.body[0]).toMatchObject({ name: 'Rocking Horse', image: { id: expect.any(String), status: expect.any(String) } });
  });

  it('refuses a prop photo before the selfie', async () => {
    const res = await post('save', ravi, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(true);
  });

  it('stores the selfie for today and answers the remaining props; a retake replaces it', async () => {
    const res = await post('start', ravi, { userPhoto: await jpegDataUrl() });
    expect(res.status).toBe(200);
    expect(res.body.properties.map((p: { _id: string }) => p._id)).toEqual(propIds);
    expect(res.body.userPhoto).toMatchObject({ id: expect.any(String) });
    const first = res.body.userPhoto.id;
    const check = await get('check-today', ravi);
    expect(check.body).toMatchObject({ hasPhotoToday: true, userPhoto: { id: first }, propsToday: 3 });
    expect(res.body.propsToday).toBe(3);

    const retake = await post('start', ravi, { userPhoto: await jpegDataUrl() });
    expect(retake.status).toBe(200);
    expect(retake.body.userPhoto.id).not.toBe(first);
    const rows = await sql('select day, image_asset_id from user_day_photos where user_id = ?', [ravi.id]);
    expect(rows).toEqual([{ day: today, image_asset_id: retake.body.userPhoto.id }]);
    // The replaced selfie's row (and its stored original) is gone.
    expect(await sql('select id from image_assets where id = ?', [first])).toEqual([]);
    const asset = await sql('select kind, uploaded_by from image_assets where id = ?', [retake.body.userPhoto.id]);
    expect(asset[0]).toEqual({ kind: 'task', uploaded_by: ravi.id });
  });

  it("saves a prop photo, which leaves today's remaining list; saving again replaces it", async () => {
    const save = await post('save', ravi, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl() });
    expect(save.status).toBe(200);
    expect(save.body).toMatchObject({ error: false, remaining: 2 });
    expect((await get('all', ravi)).body.map((p: { _id: string }) => p._id)).toEqual(propIds.slice(1));

    const [before] = await sql('select image_asset_id from prop_photos where user_id = ? and prop_id = ?', [ravi.id, propIds[0]]);
    const again = await post('save', ravi, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl() });
    expect(again.status).toBe(200);
    const rows = await sql('select image_asset_id, day from prop_photos where user_id = ? and prop_id = ?', [ravi.id, propIds[0]]);
    expect(rows).toHaveLength(1);
    expect(rows[0].day).toBe(today);
    expect(rows[0].image_asset_id).not.toBe(before.image_asset_id);
    expect(await sql('select id from image_assets where id = ?', [before.image_asset_id])).toEqual([]);
  });

  it("keeps workers apart: one worker's photos never change another's task", async () => {
    expect((await get('check-today', meena)).body).toEqual({ hasPhotoToday: false, userPhoto: null, propsToday: 3 });
    expect((await get('all', meena)).body.map((p: { _id: string }) => p._id)).toEqual(propIds);
    const start = await post('start', meena, { userPhoto: await jpegDataUrl() });
    expect(start.body.properties).toHaveLength(3);
    // A body naming another user is refused, not obeyed.
    const sneaky = await post('save', meena, { propertyId: propIds[1], propertyPhoto: await jpegDataUrl(), userId: ravi.id });
    expect(sneaky.status).toBe(400);
    expect((await get('all', ravi)).body).toHaveLength(2);
  });

  it("counts only today's photos as done (yesterday's do not count)", async () => {
    // Ravi photographed prop 2 yesterday: it still remains for him today.
    await sql(`insert into prop_photos (id, user_id, prop_id, day, image_asset_id, taken_at)
      select gen_random_uuid(), user_id, ?, (day - 1), image_asset_id, now() - interval '1 day' from user_day_photos where user_id = ?`, [propIds[1], ravi.id]);
    expect((await get('all', ravi)).body.map((p: { _id: string }) => p._id)).toEqual(propIds.slice(1));
  });

  it('refuses bad saves', async () => {
    const missing = await post('save', ravi, { propertyId: '00000000-0000-4000-8000-000000000000', propertyPhoto: await jpegDataUrl() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Property not found');
    const noPhoto = await post('save', ravi, { propertyId: propIds[1] });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe('Photo is required');
    const noSelfie = await post('start', ravi, {});
    expect(noSelfie.body.message).toBe('Photo is required');
    const notImage = await post('save', ravi, { propertyId: propIds[1], propertyPhoto: `data:image/jpeg;base64,${Buffer.from('plain text').toString('base64')}` });
    expect(notImage.status).toBe(415);
    expect((await get('all', ravi)).body).toHaveLength(2);
  });

  it("shows the admin the day's comparison: each prop with the workers' photos, and the selfies, labelled", async () => {
    await post('save', meena, { propertyId: propIds[0], propertyPhoto: await jpegDataUrl() });
    const res = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: today, page: 1, limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.Total_properties).toBe(3);
    const horse = res.body.responseData.find((p: { propertyId: string }) => p.propertyId === propIds[0]);
    expect(horse.adminImage).toMatchObject({ id: expect.any(String) });
    expect(horse.userUplodedImages.map((p: { username: string }) => p.username).sort()).toEqual([ravi.username, meena.username].sort());
    expect(horse.userUplodedImages[0]).toMatchObject({ image: { id: expect.any(String) }, userId: expect.any(String), takenAt: expect.any(String) });
    const bath = res.body.responseData.find((p: { propertyId: string }) => p.propertyId === propIds[1]);
    expect(bath.userUplodedImages).toEqual([]);
    expect(res.body.userPhoto.map((p: { username: string }) => p.username).sort()).toEqual([ravi.username, meena.username].sort());
    // Another day shows none of today's photos.
    const yesterday = studioDay(stack.config.timezone, new Date(Date.now() - 24 * 3600 * 1000));
    const past = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: yesterday, page: 1, limit: 10 } });
    expect(past.body.userPhoto).toEqual([]);
  });
});
