// The staff's bookings a page at a time (docs/architecture.md §13, issue 45): every order pages by a keyset cursor
// (no row twice, none skipped while bookings are added), the Bookings page's own questions (a week, the newborns
// waiting for a day, the payments to check) each answered by a query of its own, and each read through an index.
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, mondayOf, zonedInstant } from '@studio/core/bookings/booking-time';
import { bookingListQuery, type BookingListFilter } from '@studio/core/bookings/bookings.repository';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

const TZ = 'Asia/Kolkata';
const CURSOR_MESSAGE = 'cursor is not valid: use nextCursor from the previous page';

interface Listed {
  id: string;
  reference: string;
  status: string;
  date: string | null;
  start: string | null;
  dueDate: string | null;
  name: string;
  paymentToCheck: boolean;
}

describe('staff bookings a page at a time (real Postgres, Redis, S3)', () => {
  let stack: TestStack;
  const today = studioDay(TZ);
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const list = (query = '', token?: string | null) => stack.http(`/api/admin/bookings${query}`, { token: token === null ? undefined : (token ?? stack.adminToken) });

  let made = 0;
  /** One booking written straight to the table (the list reads, it does not book): live ones at times of their own. */
  const add = async (b: { status?: string; newborn?: boolean; date?: string; start?: string; dueDate?: string | null; dueWeek?: string; name?: string; createdAt?: string } = {}) => {
    const id = randomUUID();
    const startsAt = b.date && b.start ? zonedInstant(b.date, b.start, TZ) : null;
    await sql(
      `insert into bookings (id, reference, manage_token, status, package_name, package_kind, duration_minutes, date, start_time, starts_at, ends_at,
          due_date, due_week, name, phone, price_paise, advance_paise, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, 60, ?, ?, ?, ?, ?, ?, ?, '9876500000', 1000000, 200000, coalesce(?::timestamptz, clock_timestamp()), now())`,
      [
        id,
        `BK-A${String(++made).padStart(5, '0')}`,
        randomBytes(18).toString('base64url'),
        b.status ?? 'confirmed',
        b.newborn ? 'Newborn session' : 'Family session',
        b.newborn ? 'newborn' : 'family',
        b.date ?? null,
        b.start ?? null,
        startsAt,
        startsAt && new Date(startsAt.getTime() + 3600_000),
        b.dueDate ?? null,
        b.dueWeek ?? (b.dueDate ? mondayOf(b.dueDate) : null),
        b.name ?? `Parent ${made}`,
        b.createdAt ?? null,
      ],
    );
    return id;
  };

  /** Every page of a list by nextCursor; `meanwhile` runs once, after the first page. */
  const walk = async (query: string, limit: number, meanwhile?: () => Promise<unknown>) => {
    const seen: Listed[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      seen.push(...(res.body.items as Listed[]));
      cursor = res.body.nextCursor;
      if (pages++ === 0 && meanwhile) await meanwhile();
    } while (cursor);
    expect(new Set(seen.map((b) => b.id)).size).toBe(seen.length);
    return { seen, ids: seen.map((b) => b.id), pages };
  };

  beforeAll(async () => {
    stack = await startTestStack({ env: { STUDIO_TIMEZONE: TZ } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('newest first: walks every booking once by nextCursor while bookings arrive, rows written in one microsecond included', async () => {
    for (let i = 0; i < 5; i++) await add({ status: 'cancelled', date: addDays(today, 10 + i), start: '10:00' });
    for (let i = 0; i < 4; i++) await add({ status: 'completed', date: addDays(today, -30 - i), start: '11:00', createdAt: '2026-11-20 10:00:00.654321+00' });
    const truth = (await sql<{ id: string }>(`select id from bookings order by created_at desc, id desc`)).map((r) => r.id);
    let late = '';
    const { ids, pages } = await walk('', 2, async () => (late = await add({ status: 'cancelled', date: addDays(today, 20), start: '12:00', name: 'Arrived meanwhile' })));
    // The booking made meanwhile is newer than every cursor: it shows on a fresh first page, and the walk under way
    // neither repeats nor loses a row because of it.
    expect(ids).toEqual(truth);
    expect(pages).toBe(5);
    const first = await list('?limit=1');
    expect(first.body.items.map((b: Listed) => b.id)).toEqual([late]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it("a range of days comes by start, a page at a time, in the studio's days (a 00:30 session is that day's)", async () => {
    const [d0, d1, d2, d3, d4] = [0, 1, 2, 3, 4].map((i) => addDays(today, 200 + i));
    const outsideBefore = await add({ date: d0, start: '23:30' });
    const tenLive = await add({ date: d1, start: '10:00' });
    const tenCancelled = await add({ status: 'cancelled', date: d1, start: '10:00' });
    const early = await add({ status: 'held', date: d1, start: '00:30' });
    await add({ status: 'requested', date: d2, start: '09:00' });
    await add({ status: 'completed', date: d3, start: '18:00' });
    const outsideAfter = await add({ date: d4, start: '00:00' });
    const { seen, ids } = await walk(`&from=${d1}&to=${d3}`, 2, () => add({ status: 'payment_reported', date: d3, start: '20:00', name: 'Later the same week' }));
    const truth = (await sql<{ id: string }>(`select id from bookings where date between ? and ? order by starts_at, id`, [d1, d3])).map((r) => r.id);
    expect(ids).toEqual(truth);
    expect(ids).toHaveLength(6);
    expect(ids[0]).toBe(early);
    // Two bookings at one time (a cancelled one and its replacement) both come, in id order.
    expect(ids.slice(1, 3).sort()).toEqual([tenLive, tenCancelled].sort());
    expect(ids).not.toContain(outsideBefore);
    expect(ids).not.toContain(outsideAfter);
    expect(seen.map((b) => b.name)).toContain('Later the same week');
    for (const b of seen) expect(b.date! >= d1 && b.date! <= d3).toBe(true);
    // One end alone is a range too.
    const fromOnly = await list(`?from=${d4}`);
    expect(fromOnly.body.items.map((b: Listed) => b.id)).toEqual([outsideAfter]);
  });

  it('the payments to check are a query of their own (status), across pages, and a search narrows it', async () => {
    const reported: string[] = [];
    for (let i = 0; i < 3; i++) reported.push(await add({ status: 'payment_reported', date: addDays(today, 300 + i), start: '11:00', name: `Reported ${i} Deshpande` }));
    await add({ status: 'confirmed', date: addDays(today, 310), start: '11:00', name: 'Confirmed Deshpande' });
    const { seen, ids } = await walk('&status=payment_reported', 2);
    const truth = (await sql<{ id: string }>(`select id from bookings where status = 'payment_reported' order by created_at desc, id desc`)).map((r) => r.id);
    expect(ids).toEqual(truth);
    expect(ids).toEqual(expect.arrayContaining(reported));
    expect(seen.every((b) => b.status === 'payment_reported' && b.paymentToCheck)).toBe(true);
    const found = await walk('&status=payment_reported&q=deshpande', 1);
    expect(found.ids.sort()).toEqual(reported.sort());
    const byName = await walk('&q=DESHPANDE', 2);
    expect(byName.seen.map((b) => b.name)).toEqual(['Confirmed Deshpande', 'Reported 2 Deshpande', 'Reported 1 Deshpande', 'Reported 0 Deshpande']);
  });

  it('the newborns waiting for a day are a query of their own: found behind more than a page of other bookings, soonest due first', async () => {
    const waiting = await add({ newborn: true, status: 'confirmed', dueDate: addDays(today, 60), createdAt: '2024-01-01T00:00:00Z', name: 'Waiting since long ago' });
    const dueSooner = await add({ newborn: true, status: 'payment_reported', dueDate: addDays(today, 20) });
    const dueLater = await add({ newborn: true, status: 'held', dueDate: addDays(today, 90) });
    // An erased booking keeps its due week (its due date is personal data, emptied): it sorts by that week.
    const erased = await add({ newborn: true, status: 'requested', dueDate: null, dueWeek: mondayOf(addDays(today, 40)), name: 'Erased' });
    await add({ newborn: true, status: 'cancelled', dueDate: addDays(today, 30) });
    await add({ newborn: true, status: 'confirmed', dueDate: addDays(today, -10), date: addDays(today, 400), start: '10:00' });
    // 120 other bookings, all newer than the first newborn.
    await sql(
      `insert into bookings (id, reference, manage_token, status, package_name, package_kind, duration_minutes, date, start_time, starts_at, ends_at, name, phone,
          price_paise, advance_paise, created_at, updated_at)
       select gen_random_uuid(), 'BK-B' || lpad(n::text, 5, '0'), md5(random()::text || n), 'cancelled', 'Family session', 'family', 60, d, '10:00',
              (d + time '10:00') at time zone 'Asia/Kolkata', (d + time '11:00') at time zone 'Asia/Kolkata', 'Other ' || n, '9876500001', 1000000, 200000, now(), now()
         from generate_series(1, 120) n, lateral (select (current_date - 400 - n) as d) x`,
    );
    const newest = await list('?limit=100');
    expect(newest.body.items).toHaveLength(100);
    expect(newest.body.items.map((b: Listed) => b.id)).not.toContain(waiting);
    const { ids, pages } = await walk('&waiting=true', 1);
    expect(ids).toEqual([dueSooner, erased, waiting, dueLater]);
    expect(pages).toBe(4);
    const asked = await list('?waiting=true&limit=100');
    expect(asked.body.nextCursor).toBeNull();
    expect(asked.body.items.map((b: Listed) => b.id)).toContain(waiting);
    expect((await list('?waiting=true&status=payment_reported')).body.items.map((b: Listed) => b.id)).toEqual([dueSooner]);
    expect((await list('?waiting=true&q=long%20ago')).body.items.map((b: Listed) => b.id)).toEqual([waiting]);
    // waiting=false is no filter at all.
    expect((await list('?waiting=false&limit=3')).body.items).toHaveLength(3);
  });

  it('answers 50 by default and names where the next page starts', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(50);
    expect(res.body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const next = await list(`?cursor=${res.body.nextCursor}`);
    expect(next.body.items).toHaveLength(50);
    expect(next.body.items.map((b: Listed) => b.id)).not.toContain(res.body.items[49].id);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=abc', 'limit must be a whole number'],
    ['?cursor=not%20a%20cursor', CURSOR_MESSAGE],
    [`?cursor=${Buffer.from('yesterday|x').toString('base64url')}`, CURSOR_MESSAGE],
    [`?cursor=${'A'.repeat(121)}`, CURSOR_MESSAGE],
    ['?waiting=maybe', 'waiting must be true or false.'],
    ['?waiting=true&from=2026-12-01', 'Bookings waiting for a day have no day: ask for waiting without from and to.'],
    ['?from=2026-12-08&to=2026-12-01', 'Please ask for at most 62 days, with to on or after from.'],
    ['?page=2', 'Unknown field "page"'],
  ])('refuses %s with a field message', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is for the admin only: no token 401, a field worker 403', async () => {
    expect((await list('?limit=1', null)).status).toBe(401);
    const worker = await stack.createUser('user');
    expect((await list('?waiting=true', worker.token)).status).toBe(403);
  });

  describe('at five years of bookings, each question is read through its index', () => {
    /** The plan Postgres picks for the list's own statement (bookingListQuery, as the api runs it). */
    const plan = async (f: Omit<BookingListFilter, 'timezone'>, after?: { at: Date; id: string }) => {
      const q = bookingListQuery({ ...f, timezone: TZ }, 51, after);
      return (await sql<{ 'QUERY PLAN': string }>(`explain ${q.sql}`, q.params)).map((r) => r['QUERY PLAN']).join('\n');
    };

    beforeAll(async () => {
      // 10,000 past sessions (six a day for about five years), 40 newborns waiting for a day, a few payments to check.
      await sql(
        `insert into bookings (id, reference, manage_token, status, package_name, package_kind, duration_minutes, date, start_time, starts_at, ends_at, name, phone,
            price_paise, advance_paise, created_at, updated_at)
         select gen_random_uuid(), 'BK-C' || lpad(n::text, 5, '0'), md5(random()::text || n), case when n % 20 = 0 then 'cancelled' else 'completed' end,
                'Family session', 'family', 60, d, t, (d + t::time) at time zone 'Asia/Kolkata', (d + t::time + interval '1 hour') at time zone 'Asia/Kolkata',
                'Parent ' || n, lpad((9000000000 + n * 7919 % 999999999)::text, 10, '0'), 1000000, 200000, (d - 20) + interval '1 minute' * n, now()
           from generate_series(1, 10000) n, lateral (select (current_date - 1 - n / 6) as d, lpad((9 + 2 * (n % 6))::text, 2, '0') || ':00' as t) x`,
      );
      await sql(
        `insert into bookings (id, reference, manage_token, status, package_name, package_kind, duration_minutes, due_date, due_week, name, phone,
            price_paise, advance_paise, created_at, updated_at)
         select gen_random_uuid(), 'BK-D' || lpad(n::text, 5, '0'), md5(random()::text || n), 'confirmed', 'Newborn session', 'newborn', 180,
                current_date + n, date_trunc('week', current_date + n)::date, 'Newborn ' || n, '9876500002', 1500000, 300000, now(), now()
           from generate_series(1, 40) n`,
      );
      await sql('analyze bookings');
    });

    it('newest first: the (created_at, id) index answers the order and the cursor, no sort', async () => {
      const [row] = await sql<{ id: string; created_at: Date }>(`select id, created_at from bookings order by created_at desc, id desc offset 5000 limit 1`);
      const p = await plan({}, { at: new Date(row.created_at), id: row.id });
      expect(p).toMatch(/Index Scan using bookings_created_at_id_index/);
      expect(p).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW/);
      expect(p).not.toMatch(/Sort|Seq Scan/);
    });

    it('a week: one range of the (starts_at, id) index holds the days, the order and the cursor', async () => {
      const from = addDays(today, -400);
      const first = await plan({ from, to: addDays(from, 6) });
      expect(first).toMatch(/Index Scan using bookings_starts_at_index/);
      expect(first).toMatch(/Index Cond: \(\(starts_at >= .*\) AND \(starts_at < /);
      expect(first).not.toMatch(/Sort|Seq Scan/);
      const week = await list(`?from=${from}&to=${addDays(from, 6)}&limit=10`);
      expect(week.body.items).toHaveLength(10);
      const last = week.body.items[9] as Listed;
      const next = await plan({ from, to: addDays(from, 6) }, { at: zonedInstant(last.date!, last.start!, TZ), id: last.id });
      expect(next).toMatch(/Index Cond: .*ROW\(starts_at, id\) > ROW/);
      expect(next).not.toMatch(/Sort|Seq Scan/);
    });

    it('the newborns waiting for a day: the partial index of only those, by due date', async () => {
      const p = await plan({ waiting: true });
      expect(p).toMatch(/Index Scan using bookings_waiting_index/);
      expect(p).not.toMatch(/Sort|Seq Scan/);
      const res = await list('?waiting=true&limit=100');
      expect(res.body.items.length).toBeGreaterThanOrEqual(44);
      const due = (res.body.items as Listed[]).map((b) => b.dueDate).filter(Boolean) as string[];
      expect(due).toEqual([...due].sort());
    });

    it('the payments to check: never a scan of every booking', async () => {
      expect(await plan({ status: 'payment_reported' })).not.toMatch(/Seq Scan/);
    });
  });
});
