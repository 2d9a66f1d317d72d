import sharp from 'sharp';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack, type TestUser } from './harness';

let shade = 0;
async function jpegDataUrl(): Promise<string> {
  shade = (shade + 41) % 256;
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

jest.setTimeout(120_000);

/** docs/architecture.md §11: PATCH /api/props/:id and DELETE /api/props/:id (soft), against real services. */
describe('props: edit and remove', () => {
  let stack: TestStack;
  let worker: TestUser;
  let today: string;
  let yesterday: string;
  const ids: Record<string, string> = {};

  const sql = (q: string, params: unknown[] = []): Promise<any[]> => stack.orm.em.fork().getConnection().execute(q, params);
  const patch = (id: string, json: unknown, token = stack.adminToken) => stack.http(`/api/props/${id}`, { method: 'PATCH', token, json });
  const remove = (id: string, token = stack.adminToken) => stack.http(`/api/props/${id}`, { method: 'DELETE', token });
  const names = (list: Array<{ name: string }>) => list.map((p) => p.name).sort();

  beforeAll(async () => {
    stack = await startTestStack();
    worker = await stack.createUser('user');
    today = studioDay(stack.config.timezone);
    yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86400_000).toISOString().slice(0, 10);
    for (const [name, price] of [
      ['Wooden Crib', 1250],
      ['Moon Pillw', 99.99],
      ['Flower Basket', 300],
    ] as const) {
      const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name, price, image: await jpegDataUrl() } });
      expect(res.status).toBe(201);
      ids[name] = res.body.property._id;
    }
    // The crib has been in the studio since yesterday, and a worker photographed it then.
    await sql(`update props set created_day = ? where id = ?`, [yesterday, ids['Wooden Crib']]);
    const selfie = await stack.http('/api/property-photos/start', { method: 'POST', token: worker.token, json: { userPhoto: await jpegDataUrl() } });
    expect(selfie.status).toBe(200);
    const photo = await stack.http('/api/property-photos/save', { method: 'POST', token: worker.token, json: { propertyId: ids['Wooden Crib'], propertyPhoto: await jpegDataUrl() } });
    expect(photo.status).toBe(200);
    await sql(`update prop_photos set day = ? where prop_id = ?`, [yesterday, ids['Wooden Crib']]);
  });
  afterAll(() => stack?.close());

  it('is for admins only', async () => {
    const id = ids['Flower Basket'];
    expect((await stack.http(`/api/props/${id}`, { method: 'PATCH', json: { price: 1 } })).status).toBe(401);
    expect((await patch(id, { price: 1 }, worker.token)).status).toBe(403);
    expect((await stack.http(`/api/props/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await remove(id, worker.token)).status).toBe(403);
  });

  it.each([
    [{ price: -5 }, 'Price must be a valid number'],
    [{ price: 'abc' }, 'Price must be a valid number'],
    [{ price: 1.234 }, 'Price must be a valid number'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ earned: 5 }, 'Unknown field "earned"'],
  ])('refuses %j with a field message', async (body, message) => {
    const res = await patch(ids['Flower Basket'], body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a forbidden name, an unknown id, a non-image photo', async () => {
    expect((await patch(ids['Flower Basket'], { name: 'null basket' })).body.message).toBe('Invalid property name');
    expect((await patch('00000000-0000-4000-8000-000000000000', { price: 1 })).status).toBe(404);
    expect((await patch('nope', { price: 1 })).status).toBe(400);
    const notImage = await patch(ids['Flower Basket'], { image: `data:image/jpeg;base64,${Buffer.from('text, not a photo').toString('base64')}` });
    expect(notImage.status).toBe(415);
  });

  it('fixes a name and a price at once everywhere (lists, Utilize, the task); Earned so far is kept', async () => {
    await sql(`update props set earned_paise = 5000 where id = ?`, [ids['Moon Pillw']]);
    const res = await patch(ids['Moon Pillw'], { name: ' Moon Pillow ', price: '149.50' });
    expect(res.status).toBe(200);
    expect(res.body.property).toMatchObject({ name: 'Moon Pillow', price: 149.5, pricePaise: 14950, earnedPaise: 5000, removedOn: null });
    const utilize = await stack.http('/api/props/images', { token: worker.token });
    expect(utilize.body.find((p: { _id: string }) => p._id === ids['Moon Pillw'])).toMatchObject({ name: 'Moon Pillow', pricePaise: 14950 });
    const task = await stack.http('/api/property-photos/all', { token: worker.token });
    expect(names(task.body)).toContain('Moon Pillow');
  });

  it('a new photo replaces the old one (the old stored image is gone)', async () => {
    const [before] = await sql('select image_asset_id from props where id = ?', [ids['Flower Basket']]);
    const res = await patch(ids['Flower Basket'], { image: await jpegDataUrl() });
    expect(res.status).toBe(200);
    expect(res.body.property.image.id).not.toBe(before.image_asset_id);
    expect(await sql('select id from image_assets where id = ?', [before.image_asset_id])).toEqual([]);
  });

  it("removal: gone from today's task, lists and Utilize; still in View Prop for yesterday with its photo; earnings kept", async () => {
    const crib = ids['Wooden Crib'];
    await sql(`update props set earned_paise = 777 where id = ?`, [crib]);
    const res = await remove(crib);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: 'Property removed' });

    expect(names((await stack.http('/api/props/images', { token: worker.token })).body)).not.toContain('Wooden Crib');
    expect(names((await stack.http('/api/props/images?page=1', { token: stack.adminToken })).body.data)).not.toContain('Wooden Crib');
    expect(names((await stack.http('/api/property-photos/all', { token: worker.token })).body)).not.toContain('Wooden Crib');
    const day = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: today, page: 1, limit: 10 } });
    expect(day.body.responseData.map((p: { name: string }) => p.name)).not.toContain('Wooden Crib');

    const past = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: yesterday, page: 1, limit: 10 } });
    expect(past.body.Total_properties).toBe(1);
    expect(past.body.responseData[0]).toMatchObject({ propertyId: crib, name: 'Wooden Crib', userUplodedImages: [{ username: worker.username }] });

    // Admins can still read it, with its earnings, in the price overview's "with removed" list.
    const withRemoved = await stack.http('/api/props/images?page=1&removed=include', { token: stack.adminToken });
    expect(withRemoved.body.data.find((p: { _id: string }) => p._id === crib)).toMatchObject({ earnedPaise: 777, removedOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) });
    // A field worker asking for removed ones gets the usual list.
    expect(names((await stack.http('/api/props/images?removed=include', { token: worker.token })).body)).not.toContain('Wooden Crib');

    // It can no longer be photographed, priced or edited; removing again is a 404.
    expect((await stack.http('/api/property-photos/save', { method: 'POST', token: worker.token, json: { propertyId: crib, propertyPhoto: await jpegDataUrl() } })).status).toBe(404);
    const calc = await stack.http('/api/props/calculate-prices', { method: 'POST', token: worker.token, json: { selectedIds: [crib], totalAmount: 100 } });
    expect(calc.status).toBe(404);
    expect((await patch(crib, { price: 5 })).status).toBe(404);
    expect((await remove(crib)).status).toBe(404);
    expect((await sql('select earned_paise, removed_day from props where id = ?', [crib]))[0]).toEqual({ earned_paise: '777', removed_day: today });
  });
});
