import sharp from 'sharp';
import { studioDay, toDisplayDate } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack, type TestUser } from './harness';

/** A small real JPEG as a data-URL (each call a different colour, so hashes differ). */
let shade = 0;
async function jpegDataUrl(): Promise<string> {
  shade = (shade + 37) % 256;
  const buf = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: shade, g: 120, b: 200 } } }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${buf.toString('base64')}`;
}

// Real services on a shared 2-core machine: allow slow starts.
jest.setTimeout(120_000);

describe('props (HTTP, real services)', () => {
  let stack: TestStack;
  let worker: TestUser;
  let image: string;

  const addProp = async (name: string, price: unknown, token = stack.adminToken) =>
    stack.http('/api/props', { method: 'POST', token, json: { name, price, date: '01/01/2020', image: await jpegDataUrl() } });
  const sql = (q: string, params: unknown[] = []): Promise<any[]> => stack.orm.em.fork().getConnection().execute(q, params);

  beforeAll(async () => {
    stack = await startTestStack();
    worker = await stack.createUser('user');
    image = await jpegDataUrl();
  });
  afterAll(() => stack?.close());

  describe('POST /api/props', () => {
    it('adds a prop with price in paise, today as its date and an image reference', async () => {
      const res = await addProp('Wooden Crib', 1250.5);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ error: false, message: 'Property added successfully!' });
      const p = res.body.property;
      expect(p).toMatchObject({ name: 'Wooden Crib', price: 1250.5, pricePaise: 125050, calculatePrice: 0, earnedPaise: 0 });
      // The client's date (01/01/2020) is ignored: the server's studio day wins.
      expect(p.date).toBe(toDisplayDate(studioDay(stack.config.timezone)));
      expect(p.image).toMatchObject({ id: expect.any(String), status: 'processing' });
      expect(JSON.stringify(res.body)).not.toContain('base64');
      const rows = await sql('select price_paise, created_day from props where id = ?', [p._id]);
      expect(rows[0]).toMatchObject({ price_paise: '125050', created_day: studioDay(stack.config.timezone) });
      const asset = await sql('select kind, uploaded_by from image_assets where id = ?', [p.image.id]);
      expect(asset[0]).toMatchObject({ kind: 'prop' });
    });

    it('accepts a numeric string price (HTML number input)', async () => {
      const res = await addProp('Moon Pillow', '99.99');
      expect(res.status).toBe(201);
      expect(res.body.property.pricePaise).toBe(9999);
    });

    it.each([
      [{ price: 10, image: 'x' }, 'Name is required'],
      [{ name: '   ', price: 10, image: 'x' }, 'Name is required'],
      [{ name: 'Basket', image: 'x' }, 'Price is required'],
      [{ name: 'Basket', price: '', image: 'x' }, 'Price is required'],
      [{ name: 'Basket', price: 'abc', image: 'x' }, 'Price must be a valid number'],
      [{ name: 'Basket', price: 0, image: 'x' }, 'Price must be a valid number'],
      [{ name: 'Basket', price: -5, image: 'x' }, 'Price must be a valid number'],
      [{ name: 'Basket', price: 10.005, image: 'x' }, 'Price must be a valid number'],
      [{ name: 'Basket', price: 10 }, 'Image is required'],
      [{ name: 'Basket', price: 10, image: '' }, 'Image is required'],
    ])('refuses %j with "%s"', async (json, message) => {
      const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: true, message, statusCode: 400 });
    });

    it('refuses forbidden names as a case-insensitive substring, without storing anything', async () => {
      const before = await sql('select count(*)::int as n from image_assets');
      for (const name of ['undefined', 'My NULL prop', 'xUnDeFiNeDx']) {
        const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name, price: 10, image } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: true, message: 'Invalid property name', statusCode: 400 });
      }
      const after = await sql('select count(*)::int as n from image_assets');
      expect(after[0].n).toBe(before[0].n);
    });

    it('refuses a data-URL that is not an image (415) and unknown fields (400)', async () => {
      const notImage = `data:image/png;base64,${Buffer.from('hello, not an image at all').toString('base64')}`;
      const res = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name: 'Rug', price: 5, image: notImage } });
      expect(res.status).toBe(415);
      const extra = await stack.http('/api/props', { method: 'POST', token: stack.adminToken, json: { name: 'Rug', price: 5, image, calculatePrice: 9 } });
      expect(extra.status).toBe(400);
    });

    it('is admin only', async () => {
      expect((await addProp('Rug', 5, worker.token)).status).toBe(403);
      expect((await stack.http('/api/props', { method: 'POST', json: { name: 'Rug', price: 5, image } })).status).toBe(401);
    });
  });

  describe('GET /api/props/images', () => {
    beforeAll(async () => {
      for (const [name, price] of [
        ['Flower Basket', 450],
        ['Teddy 100%', 100],
        ['Blue Wrap', 1000],
      ] as const) {
        expect((await addProp(name, price)).status).toBe(201);
      }
    });

    it('answers a plain list (Utilize) to a user and an admin, newest first, with spec fields', async () => {
      for (const token of [worker.token, stack.adminToken]) {
        const res = await stack.http('/api/props/images', { token });
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body.map((p: { name: string }) => p.name).slice(0, 3)).toEqual(['Blue Wrap', 'Teddy 100%', 'Flower Basket']);
        expect(res.body[0]).toMatchObject({ _id: expect.any(String), name: 'Blue Wrap', price: 1000, calculatePrice: 0, pricePaise: 100000, image: { status: 'processing' } });
      }
      expect((await stack.http('/api/props/images')).status).toBe(401);
    });

    it('pages with data, hasMore and currentPage', async () => {
      const first = await stack.http('/api/props/images?page=1&limit=2', { token: stack.adminToken });
      expect(first.body).toMatchObject({ hasMore: true, currentPage: 1 });
      expect(first.body.data).toHaveLength(2);
      const total = (await stack.http('/api/props/images', { token: stack.adminToken })).body.length;
      const last = await stack.http(`/api/props/images?page=${Math.ceil(total / 2)}&limit=2`, { token: stack.adminToken });
      expect(last.body.hasMore).toBe(false);
      const seen = new Set<string>();
      for (let page = 1; page <= Math.ceil(total / 2); page++) {
        const res = await stack.http(`/api/props/images?page=${page}&limit=2`, { token: stack.adminToken });
        for (const p of res.body.data) seen.add(p._id);
      }
      expect(seen.size).toBe(total);
    });

    it('searches by name (any case) or by price, with LIKE wildcards taken literally', async () => {
      const names = async (q: string) =>
        (await stack.http(`/api/props/images?search=${encodeURIComponent(q)}`, { token: worker.token })).body.map((p: { name: string }) => p.name);
      expect(await names('flower')).toEqual(['Flower Basket']);
      expect(await names('450')).toEqual(['Flower Basket']);
      expect(await names('1250.5')).toEqual(['Wooden Crib']);
      expect(await names('100%')).toEqual(['Teddy 100%']);
      expect(await names('%')).toEqual(['Teddy 100%']);
      expect(await names('nothing-like-this')).toEqual([]);
      const paged = await stack.http('/api/props/images?search=wrap&page=1&limit=10', { token: stack.adminToken });
      expect(paged.body).toMatchObject({ hasMore: false, currentPage: 1, data: [{ name: 'Blue Wrap' }] });
    });

    it('validates the query', async () => {
      expect((await stack.http('/api/props/images?page=0', { token: worker.token })).status).toBe(400);
      expect((await stack.http('/api/props/images?limit=500', { token: worker.token })).status).toBe(400);
      expect((await stack.http('/api/props/images?other=1', { token: worker.token })).status).toBe(400);
    });
  });

  it("GET /api/props/today answers the studio's date", async () => {
    const res = await stack.http('/api/props/today', { token: worker.token });
    expect(res.body).toEqual({ today: studioDay(stack.config.timezone) });
    expect((await stack.http('/api/props/today')).status).toBe(401);
  });

  describe('POST /api/props/fetch', () => {
    it('counts props created on or before the date and pages them by 10', async () => {
      const today = studioDay(stack.config.timezone);
      const total = (await stack.http('/api/props/images', { token: stack.adminToken })).body.length;
      const res = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: today, page: 1, limit: 10 } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Total_properties: total, hasMore: false, currentPage: 1, userPhoto: [] });
      expect(res.body.responseData[0]).toMatchObject({ propertyId: expect.any(String), name: expect.any(String), adminImage: { status: 'processing' }, userUplodedImages: [] });

      // Move one prop to an earlier day: only it counts "till" that day.
      const earlier = '2026-01-15';
      const [one] = await sql('select id from props order by created_at limit 1');
      await sql('update props set created_day = ? where id = ?', [earlier, one.id]);
      const past = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: earlier, page: 1, limit: 10 } });
      expect(past.body.Total_properties).toBe(1);
      expect(past.body.responseData.map((p: { propertyId: string }) => p.propertyId)).toEqual([one.id]);
      const before = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: '2026-01-14', page: 1, limit: 10 } });
      expect(before.body).toMatchObject({ Total_properties: 0, responseData: [], hasMore: false });

      const paged = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: today, page: 1, limit: 2 } });
      expect(paged.body).toMatchObject({ Total_properties: total, hasMore: true, currentPage: 1 });
      expect(paged.body.responseData).toHaveLength(2);
    });

    it('refuses a date after today, a malformed date, and non-admins', async () => {
      const future = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate: '2999-01-01', page: 1, limit: 10 } });
      expect(future.status).toBe(400);
      expect(future.body.message).toBe('Date cannot be later than today');
      for (const selectedDate of ['21/11/2026', '2026-02-30', '']) {
        const res = await stack.http('/api/props/fetch', { method: 'POST', token: stack.adminToken, json: { selectedDate, page: 1, limit: 10 } });
        expect(res.status).toBe(400);
      }
      const user = await stack.http('/api/props/fetch', { method: 'POST', token: worker.token, json: { selectedDate: '2026-01-15' } });
      expect(user.status).toBe(403);
    });
  });

  describe('POST /api/props/calculate-prices', () => {
    let a: string;
    let b: string;
    beforeAll(async () => {
      a = (await addProp('Calc A', 100)).body.property._id;
      b = (await addProp('Calc B', 300)).body.property._id;
    });
    const calc = (json: unknown, token = worker.token) => stack.http('/api/props/calculate-prices', { method: 'POST', token, json });

    it('shares 100 over prices 100 and 300 as 25 and 75, adds to Earned, and writes a ledger row', async () => {
      const res = await calc({ selectedIds: [b, a], totalAmount: 100 });
      expect(res.status).toBe(200);
      expect(res.body.properties.map((p: { _id: string; calculatePrice: number }) => [p._id, p.calculatePrice])).toEqual([
        [b, 75],
        [a, 25],
      ]);
      const again = await calc({ selectedIds: [a, b], totalAmount: '0.03' }, stack.adminToken);
      expect(again.status).toBe(200);
      // 3 paise over 1:3 → 0.75 / 2.25: largest remainder gives A 1 paisa, B 2.
      expect(again.body.properties.map((p: { earnedPaise: number }) => p.earnedPaise)).toEqual([2501, 7502]);
      const ledger = await sql('select user_id, total_paise, lines from price_calculations order by created_at');
      expect(ledger).toHaveLength(2);
      expect(ledger[0]).toMatchObject({ user_id: worker.id, total_paise: '10000' });
      expect(ledger[0].lines).toEqual(expect.arrayContaining([{ propId: a, pricePaise: 10000, sharePaise: 2500 }, { propId: b, pricePaise: 30000, sharePaise: 7500 }]));
    });

    it('shares equally when every selected price is 0', async () => {
      await sql('update props set price_paise = 0, earned_paise = 0 where id in (?, ?)', [a, b]);
      const res = await calc({ selectedIds: [a, b], totalAmount: 0.05 });
      const earned = Object.fromEntries(res.body.properties.map((p: { _id: string; earnedPaise: number }) => [p._id, p.earnedPaise]));
      expect(earned[a] + earned[b]).toBe(5);
      expect(Math.abs(earned[a] - earned[b])).toBe(1);
      await sql('update props set price_paise = 10000 where id = ?', [a]);
      await sql('update props set price_paise = 30000 where id = ?', [b]);
    });

    it('never loses an update under concurrent calculations', async () => {
      const [c] = await sql('select id from props where name = ?', ['Blue Wrap']);
      const start = await sql('select id, earned_paise from props where id in (?, ?, ?)', [a, b, c.id]);
      const startSum = start.reduce((s: number, r: { earned_paise: string }) => s + Number(r.earned_paise), 0);
      const ledgerBefore = (await sql('select count(*)::int as n from price_calculations'))[0].n;
      const users = [worker, await stack.createUser('user'), await stack.createUser('user')];
      const n = 24;
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          calc({ selectedIds: i % 2 ? [a, b, c.id] : [c.id, a], totalAmount: (101 + i) / 100 }, users[i % users.length].token),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(n).fill(200));
      const expected = Array.from({ length: n }, (_, i) => 101 + i).reduce((s, x) => s + x, 0);
      const end = await sql('select earned_paise from props where id in (?, ?, ?)', [a, b, c.id]);
      const endSum = end.reduce((s: number, r: { earned_paise: string }) => s + Number(r.earned_paise), 0);
      expect(endSum - startSum).toBe(expected);
      const ledgerAfter = (await sql('select count(*)::int as n, sum(total_paise)::int as s from price_calculations'))[0];
      expect(ledgerAfter.n - ledgerBefore).toBe(n);
      // Every ledger row's lines add up to its total.
      const rows = await sql('select total_paise, lines from price_calculations');
      for (const r of rows) expect(r.lines.reduce((s: number, l: { sharePaise: number }) => s + l.sharePaise, 0)).toBe(Number(r.total_paise));
    });

    it.each([
      [{ selectedIds: [], totalAmount: 10 }, 400, 'Select at least one property'],
      [{ selectedIds: ['not-a-uuid'], totalAmount: 10 }, 400, 'Invalid property id'],
      [{ selectedIds: ['00000000-0000-4000-8000-000000000000'], totalAmount: 10 }, 404, 'Some selected properties no longer exist'],
      [{ selectedIds: ['00000000-0000-4000-8000-000000000000'] }, 400, 'Total amount is required'],
      [{ selectedIds: ['00000000-0000-4000-8000-000000000000'], totalAmount: 'lots' }, 400, 'Total amount must be a valid number'],
      [{ selectedIds: ['00000000-0000-4000-8000-000000000000'], totalAmount: -1 }, 400, 'Total amount must be a valid number'],
      [{ selectedIds: ['00000000-0000-4000-8000-000000000000'], totalAmount: 1.234 }, 400, 'Total amount must be a valid number'],
    ])('refuses %j with %i "%s"', async (json, status, message) => {
      const res = await calc(json);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ error: true, message });
    });

    it('needs a session', async () => {
      expect((await stack.http('/api/props/calculate-prices', { method: 'POST', json: { selectedIds: [a], totalAmount: 1 } })).status).toBe(401);
    });
  });
});
