import { addDays, mondayOf, zonedInstant } from '@studio/core/bookings/booking-time';
import { timeCells } from '@studio/core/bookings/bookings.repository';
import { studioDay } from '@studio/core/time/studio-day';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(180_000);

const SLOT_TAKEN = 'That time was just taken. Please choose another.';
const WEEK_FULL = 'We are fully booked for babies due that week. Please message us on WhatsApp.';
const TOO_LATE = 'Please message the studio to change a booking within 48 hours.';

interface Pkg {
  id: string;
  kind: string;
  durationMinutes: number;
  advancePaise: number;
}

/** docs/architecture.md §13 against the real api, Postgres and Redis (no worker here: see bookings-expiry.int-spec.ts). */
describe('bookings (§13): packages, availability, booking, manage link, staff', () => {
  let stack: TestStack;
  let family: Pkg;
  let newborn: Pkg;
  let baby: Pkg;
  const today = studioDay('Asia/Kolkata');
  const parent = { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com' };

  const count = async (table = 'bookings') => Number((await stack.orm.em.getConnection().execute(`select count(*) as n from ${table}`))[0].n);
  // Each booking its own phone unless a test says otherwise: one phone holds at most 2 live bookings (§13).
  let phones = 0;
  const nextPhone = () => `9${String(100_000_000 + ++phones).slice(-9)}`;
  const book = (body: Record<string, unknown>) => stack.http('/api/bookings', { method: 'POST', json: { ...parent, phone: nextPhone(), ...body } });
  const slots = async (packageId: string, date: string) => {
    const res = await stack.http(`/api/booking/availability?packageId=${packageId}&from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    return (res.body.days as { date: string; slots: { start: string; available: boolean }[] }[]).find((d) => d.date === date)?.slots ?? [];
  };

  beforeAll(async () => {
    stack = await startTestStack({ env: { STUDIO_TIMEZONE: 'Asia/Kolkata', BOOKING_RATE_LIMIT_PER_HOUR: '10000', PUBLIC_BASE_URL: 'https://studio.example' } });
    const res = await stack.http('/api/booking/packages');
    const items = res.body.items as Pkg[];
    family = items.find((p) => p.kind === 'family')!;
    newborn = items.find((p) => p.kind === 'newborn')!;
    baby = items.find((p) => p.kind === 'baby')!;
  });
  afterAll(() => stack?.close());

  it('the first run holds one package for each of the spec’s services, in order', async () => {
    const res = await stack.http('/api/booking/packages');
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: Pkg) => p.kind)).toEqual(['newborn', 'baby', 'family']);
    for (const p of res.body.items) {
      expect(p.durationMinutes % 30).toBe(0);
      expect(p.advancePaise).toBeLessThanOrEqual(p.pricePaise);
      expect(p.active).toBe(true);
    }
  });

  it('booking settings: public part in GET /api/site, all of it (with the calendar token) for admins; bad values 400', async () => {
    const pub = await stack.http('/api/site');
    expect(pub.body.booking).toMatchObject({ enabled: true, opensAt: '09:00', closesAt: '21:00', slotMinutes: 30, holdMinutes: 30, newbornPerWeek: 4, leadDays: 1, horizonDays: 90 });
    expect(pub.body.booking.openDays).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pub.body.booking.calendarToken).toBeUndefined();
    const admin = await stack.http('/api/admin/site', { token: stack.adminToken });
    expect(admin.body.booking.calendarToken).toMatch(/^[0-9a-f]{64}$/);

    const ok = await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { upiId: 'studio@okaxis', upiName: 'Little Moments Studio' } } });
    expect(ok.status).toBe(200);
    expect(ok.body.booking).toMatchObject({ upiId: 'studio@okaxis', upiName: 'Little Moments Studio', opensAt: '09:00' });
    expect(ok.body.changes[0].changes['booking.upiId']).toEqual({ from: null, to: 'studio@okaxis' });

    for (const [booking, field] of [
      [{ opensAt: '9am' }, 'booking.opensAt'],
      [{ closesAt: '08:00' }, 'booking.closesAt'],
      [{ openDays: [1, 1] }, 'booking.openDays'],
      [{ blackoutDates: ['2026-02-30'] }, 'booking.blackoutDates'],
      [{ upiId: 'not a upi' }, 'booking.upiId'],
      [{ slotMinutes: 7 }, 'booking.slotMinutes'],
      [{ surprise: true }, 'booking.surprise'],
    ] as const) {
      const res = await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).join(',')).toContain(field.replace('booking.', ''));
    }
    const after = await stack.http('/api/site');
    expect(after.body.booking.opensAt).toBe('09:00');
    expect(after.body.booking.closesAt).toBe('21:00');
  });

  it('availability: open days and hours, from today + leadDays, slots on the grid, none ending after closing; at most 62 days', async () => {
    const res = await stack.http(`/api/booking/availability?packageId=${family.id}&from=${today}&to=${addDays(today, 6)}`);
    expect(res.status).toBe(200);
    const days = res.body.days as { date: string; slots: { start: string; available: boolean }[] }[];
    expect(days[0].date).toBe(addDays(today, 1));
    expect(days).toHaveLength(6);
    const block = Math.ceil(family.durationMinutes / 30) * 30;
    const last = 21 * 60 - block;
    expect(days[0].slots[0]).toEqual({ start: '09:00', available: true });
    expect(days[0].slots.at(-1)!.start).toBe(`${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`);
    expect(days[0].slots).toHaveLength((last - 9 * 60) / 30 + 1);

    expect((await stack.http(`/api/booking/availability?packageId=${family.id}&from=${today}&to=${addDays(today, 62)}`)).status).toBe(400);
    expect((await stack.http(`/api/booking/availability?packageId=${family.id}&from=${today}&to=${addDays(today, 61)}`)).status).toBe(200);
    expect((await stack.http(`/api/booking/availability?packageId=${family.id}&from=${addDays(today, 3)}&to=${today}`)).status).toBe(400);
    expect((await stack.http(`/api/booking/availability?packageId=${family.id}&from=2026-13-01&to=${today}`)).status).toBe(400);
    expect((await stack.http(`/api/booking/availability?packageId=not-a-uuid&from=${today}&to=${today}`)).status).toBe(400);
  });

  it('a booking is held with its UPI link, blocks every slot it overlaps and answers with the contract’s fields', async () => {
    const date = addDays(today, 10);
    const res = await book({ packageId: family.id, date, start: '10:00', notes: 'Twins!' });
    expect(res.status).toBe(201);
    const b = res.body.booking;
    expect(b.reference).toMatch(/^BK-[A-Z0-9]{6}$/);
    expect(b).toMatchObject({ status: 'held', date, start: '10:00', dueDate: null, bornOn: null, name: parent.name, email: parent.email, paidPaise: 0 });
    expect(b.phone).toMatch(/^9\d{9}$/);
    expect(b.package).toMatchObject({ id: family.id, kind: 'family', durationMinutes: family.durationMinutes });
    expect(b.advancePaise).toBe(family.advancePaise);
    const rupees = (family.advancePaise / 100).toFixed(2);
    expect(b.upi.uri).toBe(`upi://pay?pa=studio%40okaxis&pn=Little%20Moments%20Studio&am=${rupees}&cu=INR&tn=${b.reference}&tr=${b.reference}`);
    expect(new Date(b.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const token = b.manageUrl.replace('https://studio.example/booking/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(token).not.toContain(b.reference);
    expect(b.id).toBeUndefined();

    const day = await slots(family.id, date);
    const at = (s: string) => day.find((x) => x.start === s)!.available;
    expect(at('10:00')).toBe(false);
    expect(at('10:30')).toBe(false); // overlaps [10:00, 10:00 + block)
    expect(at('09:00')).toBe(family.durationMinutes > 60 ? false : true);
    expect(at('15:00')).toBe(true);
    // Another package overlapping that time is refused by the database.
    const clash = await book({ packageId: baby.id, date, start: '10:30' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SLOT_TAKEN);
  });

  it('50 simultaneous requests for one slot: exactly one 201, 49 answers 409 with the message', async () => {
    const date = addDays(today, 12);
    const before = await count();
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book({ packageId: family.id, date, start: '12:00', name: `Parent ${i}` })));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe(SLOT_TAKEN);
    expect(await count()).toBe(before + 1);
  });

  it('overlapping bookings queue on the half hours they claim (no deadlock under the exclusion constraint); others do not wait', async () => {
    const date = addDays(today, 13);
    const startsAt = zonedInstant(date, '12:00', 'Asia/Kolkata');
    // Another connection holds the 12:00 half hour's lock, as a booking in flight for that time does.
    const holder = stack.orm.em.fork().getConnection();
    const knex = holder.getKnex();
    const trx = await knex.transaction();
    try {
      const [cell] = timeCells(startsAt, new Date(startsAt.getTime() + 30 * 60_000));
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [0x626b, cell]);
      let overlapping: number | undefined;
      const waiting = book({ packageId: family.id, date, start: '12:00', name: 'Waits' }).then((r) => (overlapping = r.status));
      // A time that shares no half hour with it is booked meanwhile.
      const apart = await book({ packageId: family.id, date, start: '17:00', name: 'Apart' });
      expect(apart.status).toBe(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(overlapping).toBeUndefined();
      await trx.commit();
      await waiting;
      expect(overlapping).toBe(201);
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
    }
  });

  it('bad input answers 400 with field messages and stores nothing', async () => {
    const date = addDays(today, 14);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ packageId: family.id, date, start: '10:00', phone: '98765' }, 'phone'],
      [{ packageId: family.id, date, start: '10:00', phone: '+919876543210' }, 'phone'],
      [{ packageId: family.id, date, start: '10:00', name: '' }, 'name'],
      [{ packageId: family.id, date, start: '10:00', email: 'nope' }, 'email'],
      [{ packageId: family.id, date, start: '10:00', notes: 'x'.repeat(1001) }, 'notes'],
      [{ packageId: family.id, date, start: '10:00', surprise: 1 }, 'surprise'],
      [{ packageId: family.id, date, start: '10:15' }, 'start'],
      [{ packageId: family.id, date, start: '25:00' }, 'start'],
      [{ packageId: family.id, date, start: '20:30' }, 'start'], // would end after closing
      [{ packageId: family.id, date: '2026-02-30', start: '10:00' }, 'date'],
      [{ packageId: family.id, date: today, start: '18:00' }, 'date'], // before today + leadDays
      [{ packageId: family.id, date: addDays(today, 91), start: '10:00' }, 'date'], // after the horizon
      [{ packageId: family.id, start: '10:00' }, 'date'],
      [{ packageId: family.id, date, start: '10:00', dueDate: date }, 'dueDate'],
      [{ packageId: newborn.id, date, start: '10:00', dueDate: date }, 'date'],
      [{ packageId: newborn.id }, 'dueDate'],
      [{ packageId: newborn.id, dueDate: addDays(today, 281) }, 'dueDate'],
      [{ packageId: newborn.id, dueDate: addDays(today, -15) }, 'dueDate'],
      [{ packageId: 'abc', date, start: '10:00' }, 'packageId'],
      [{ packageId: '00000000-0000-4000-8000-000000000000', date, start: '10:00' }, 'packageId'],
    ];
    for (const [body, field] of cases) {
      const res = await book(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error).toBe(true);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    // A closed day: the studio blacks out a date.
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { blackoutDates: [date] } } });
    const closed = await book({ packageId: family.id, date, start: '10:00' });
    expect(closed.status).toBe(400);
    expect(closed.body.fields.date).toBeDefined();
    expect(await slots(family.id, date)).toEqual([]);
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { blackoutDates: [] } } });
    expect(await count()).toBe(before);
    expect(await count('booking_changes')).toBeGreaterThan(0);
  });

  it('times are in the studio’s time zone: a slot just after midnight IST is stored as the previous UTC evening', async () => {
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { opensAt: '00:00', closesAt: '23:30' } } });
    const date = addDays(today, 20);
    const res = await book({ packageId: family.id, date, start: '00:00' });
    expect(res.status).toBe(201);
    const row = (await stack.orm.em.getConnection().execute(`select starts_at, ends_at, to_char(date, 'YYYY-MM-DD') as d from bookings where reference = ?`, [res.body.booking.reference]))[0];
    expect(new Date(row.starts_at).toISOString()).toBe(new Date(`${addDays(date, -1)}T18:30:00.000Z`).toISOString());
    expect(row.d).toBe(date);
    // The day before's late slot and this one do not overlap; the previous UTC day's availability is unaffected.
    const eve = await slots(family.id, addDays(date, -1));
    expect(eve.find((s) => s.start === '23:00')?.available ?? true).toBe(true);
    const ics = await stack.http(`/api/bookings/manage/${res.body.booking.manageUrl.split('/').pop()}/calendar.ics`);
    expect(ics.text).toContain(`DTSTART;TZID=Asia/Kolkata:${date.replace(/-/g, '')}T000000`);
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { opensAt: '09:00', closesAt: '21:00' } } });
  });

  it('manage link: UTR report (12 digits) → payment_reported, flagged for staff; staff confirm; the change history says who', async () => {
    const res = await book({ packageId: family.id, date: addDays(today, 15), start: '16:00' });
    const token = res.body.booking.manageUrl.split('/').pop();
    const got = await stack.http(`/api/bookings/manage/${token}`);
    expect(got.status).toBe(200);
    expect(got.body.booking.reference).toBe(res.body.booking.reference);
    expect((await stack.http(`/api/bookings/manage/not-a-real-token-but-long-enough`)).status).toBe(404);

    for (const utr of ['12345', '1234567890123', 'abcdefghijkl']) {
      const bad = await stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.utr).toBe('UTR must be the 12-digit UPI reference.');
    }
    expect((await stack.http(`/api/bookings/manage/${token}`)).body.booking.status).toBe('held');
    const paid = await stack.http(`/api/bookings/manage/${token}/payment`, { method: 'POST', json: { utr: '412345678901' } });
    expect(paid.status).toBe(200);
    expect(paid.body.booking.status).toBe('payment_reported');
    expect(paid.body.booking.holdExpiresAt).toBeNull();

    const list = await stack.http(`/api/admin/bookings?q=${encodeURIComponent(res.body.booking.reference)}`, { token: stack.adminToken });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const item = list.body.items[0];
    expect(item).toMatchObject({ status: 'payment_reported', paymentToCheck: true, utr: '412345678901' });
    expect(item.whatsappUrl).toMatch(new RegExp(`^https://wa\\.me/91${item.phone}\\?text=`));

    const confirmed = await stack.http(`/api/admin/bookings/${item.id}`, {
      method: 'PATCH',
      token: stack.adminToken,
      json: { status: 'confirmed', paidPaise: family.advancePaise, note: 'UTR seen in the bank app' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking).toMatchObject({ status: 'confirmed', paidPaise: family.advancePaise, paymentToCheck: false });
    const history = confirmed.body.changes as { actor: string; action: string; changes: Record<string, { from: unknown; to: unknown }> }[];
    expect(history.map((c) => c.actor)).toEqual(expect.arrayContaining(['parents', 'test-admin']));
    expect(history.find((c) => c.action === 'update')!.changes.status).toEqual({ from: 'payment_reported', to: 'confirmed' });
    expect(history.find((c) => c.action === 'note')!.changes.note.to).toBe('UTR seen in the bank app');

    // A field worker's token may not see or change bookings.
    const worker = await stack.createUser('user');
    expect((await stack.http('/api/admin/bookings', { token: worker.token })).status).toBe(403);
    expect((await stack.http(`/api/admin/bookings/${item.id}`, { method: 'PATCH', token: worker.token, json: { status: 'cancelled' } })).status).toBe(403);
    expect((await stack.http('/api/admin/bookings')).status).toBe(401);
  });

  it('staff reschedule under the same 409 rule; cancel until 48 hours before, then 409; a cancelled slot is free again', async () => {
    const date = addDays(today, 16);
    const a = await book({ packageId: family.id, date, start: '09:00' });
    const b = await book({ packageId: family.id, date, start: '14:00' });
    const list = await stack.http(`/api/admin/bookings?from=${date}&to=${date}`, { token: stack.adminToken });
    const idA = list.body.items.find((x: { reference: string }) => x.reference === a.body.booking.reference).id;
    const clash = await stack.http(`/api/admin/bookings/${idA}`, { method: 'PATCH', token: stack.adminToken, json: { date, start: '14:00' } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SLOT_TAKEN);
    const half = await stack.http(`/api/admin/bookings/${idA}`, { method: 'PATCH', token: stack.adminToken, json: { date } });
    expect(half.status).toBe(400);
    const moved = await stack.http(`/api/admin/bookings/${idA}`, { method: 'PATCH', token: stack.adminToken, json: { date, start: '17:00' } });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ date, start: '17:00' });
    expect((await slots(family.id, date)).find((s) => s.start === '09:00')!.available).toBe(true);

    const tokenB = b.body.booking.manageUrl.split('/').pop();
    const cancelled = await stack.http(`/api/bookings/manage/${tokenB}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expect((await slots(family.id, date)).find((s) => s.start === '14:00')!.available).toBe(true);
    expect((await book({ packageId: family.id, date, start: '14:00' })).status).toBe(201);

    // Within 48 hours: staff book tomorrow's slot (staff may book any open slot), the parents may not cancel it.
    const soon = await stack.http('/api/admin/bookings', { method: 'POST', token: stack.adminToken, json: { ...parent, packageId: family.id, date: addDays(today, 1), start: '20:30', status: 'confirmed' } });
    expect(soon.status).toBe(400); // ends after closing
    const soon2 = await stack.http('/api/admin/bookings', { method: 'POST', token: stack.adminToken, json: { ...parent, packageId: family.id, date: addDays(today, 1), start: '19:00', status: 'confirmed' } });
    expect(soon2.status).toBe(201);
    const late = await stack.http(`/api/bookings/manage/${soon2.body.booking.manageUrl.split('/').pop()}/cancel`, { method: 'POST' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(TOO_LATE);
  });

  it('newborn: due week capacity (atomic), birth report, only days 5-14 after birth, schedule, calendar file', async () => {
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { newbornPerWeek: 2 } } });
    const due = addDays(today, 60);
    const week = mondayOf(due);
    const left = await stack.http(`/api/booking/availability?packageId=${newborn.id}&dueDate=${due}`);
    expect(left.status).toBe(200);
    expect(left.body.dueWeek).toEqual({ startsOn: week, left: 2 });
    // Five parents at once for a week with two places: exactly two get in.
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => book({ packageId: newborn.id, dueDate: addDays(week, i % 7), name: `Mum ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const full = results.filter((r) => r.status === 409);
    expect(full).toHaveLength(3);
    for (const r of full) expect(r.body.message).toBe(WEEK_FULL);
    expect((await stack.http(`/api/booking/availability?packageId=${newborn.id}&dueDate=${due}`)).body.dueWeek.left).toBe(0);
    const b = results.find((r) => r.status === 201)!.body.booking;
    expect(b).toMatchObject({ status: 'held', date: null, start: null });
    expect(b.dueDate).toBeTruthy();
    const token = b.manageUrl.split('/').pop();

    // Before the birth: no days to offer.
    expect((await stack.http(`/api/booking/availability?manage=${token}&from=${today}&to=${addDays(today, 20)}`)).status).toBe(400);
    expect((await stack.http(`/api/bookings/manage/${token}/birth`, { method: 'POST', json: { bornOn: addDays(today, 1) } })).status).toBe(400);
    expect((await stack.http(`/api/bookings/manage/${token}/birth`, { method: 'POST', json: { bornOn: addDays(today, -15) } })).status).toBe(400);
    const bornOn = addDays(today, -3);
    const birth = await stack.http(`/api/bookings/manage/${token}/birth`, { method: 'POST', json: { bornOn } });
    expect(birth.status).toBe(200);
    expect(birth.body.booking.bornOn).toBe(bornOn);

    const avail = await stack.http(`/api/booking/availability?manage=${token}&from=${today}&to=${addDays(today, 30)}`);
    expect(avail.status).toBe(200);
    const dates = (avail.body.days as { date: string }[]).map((d) => d.date);
    expect(dates[0]).toBe(addDays(bornOn, 5));
    expect(dates.at(-1)).toBe(addDays(bornOn, 14));
    expect(dates).toHaveLength(10);

    const outside = await stack.http(`/api/bookings/manage/${token}/schedule`, { method: 'POST', json: { date: addDays(bornOn, 15), start: '10:00' } });
    expect(outside.status).toBe(400);
    expect(outside.body.fields.date).toBe('A newborn session is 5 to 14 days after birth. Please choose a day in that window.');
    const day = addDays(bornOn, 7);
    // Someone else holds 10:00 that day: 409, then another time works.
    expect((await book({ packageId: family.id, date: day, start: '10:00' })).status).toBe(201);
    const taken = await stack.http(`/api/bookings/manage/${token}/schedule`, { method: 'POST', json: { date: day, start: '10:00' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SLOT_TAKEN);
    const scheduled = await stack.http(`/api/bookings/manage/${token}/schedule`, { method: 'POST', json: { date: day, start: '13:00' } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.booking).toMatchObject({ date: day, start: '13:00', bornOn });

    const ics = await stack.http(`/api/bookings/manage/${token}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // The zone itself is described (RFC 5545: a VTIMEZONE for every TZID used), so calendars without a zone database agree.
    expect(ics.text).toMatch(/BEGIN:VTIMEZONE\r?\nTZID:Asia\/Kolkata/);
    expect(ics.text).toContain('TZOFFSETTO:+0530');
    expect(ics.text).toContain(`DTSTART;TZID=Asia/Kolkata:${day.replace(/-/g, '')}T130000`);
    const endMin = 13 * 60 + Math.ceil(newborn.durationMinutes / 30) * 30;
    expect(ics.text).toContain(`DTEND;TZID=Asia/Kolkata:${day.replace(/-/g, '')}T${String(Math.floor(endMin / 60)).padStart(2, '0')}${String(endMin % 60).padStart(2, '0')}00`);
    expect(ics.text).toMatch(/SUMMARY:Newborn session/);
    expect(ics.text).toMatch(/LOCATION:\S/);
  });

  it('staff "Book" on an enquiry, the studio calendar feed (rotatable token), the "To send today" list', async () => {
    const enquiry = await stack.http('/api/enquiries', { method: 'POST', json: { name: 'Asha Rao', phone: '9876543210', email: 'asha@example.com', service: 'baby', message: 'A baby shoot please', source: 'contact' } });
    expect(enquiry.status).toBe(201);
    const enquiryId = enquiry.body.id as string;
    const unknown = await stack.http('/api/admin/bookings', {
      method: 'POST',
      token: stack.adminToken,
      json: { ...parent, packageId: baby.id, date: addDays(today, 25), start: '11:00', enquiryId: '11111111-2222-4333-8444-555555555555' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.enquiryId).toBe('That enquiry was not found.');
    const res = await stack.http('/api/admin/bookings', {
      method: 'POST',
      token: stack.adminToken,
      json: { ...parent, packageId: baby.id, date: addDays(today, 25), start: '11:00', enquiryId, status: 'confirmed' },
    });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ status: 'confirmed', enquiryId });
    expect(res.body.booking.id).toBeDefined();
    const bad = await stack.http('/api/admin/bookings', { method: 'POST', token: stack.adminToken, json: { ...parent, packageId: baby.id, date: addDays(today, 25), start: '11:00', status: 'completed' } });
    expect(bad.status).toBe(400);

    const admin = await stack.http('/api/admin/site', { token: stack.adminToken });
    const token = admin.body.booking.calendarToken;
    const feed = await stack.http(`/api/admin/bookings/calendar.ics?token=${token}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.text).toContain(res.body.booking.reference);
    expect((await stack.http('/api/admin/bookings/calendar.ics?token=wrong')).status).toBe(403);
    const rotated = await stack.http('/api/admin/bookings/calendar-token', { method: 'POST', token: stack.adminToken });
    expect(rotated.status).toBe(201);
    expect((await stack.http(`/api/admin/bookings/calendar.ics?token=${token}`)).status).toBe(403);
    expect((await stack.http(`/api/admin/bookings/calendar.ics?token=${rotated.body.calendarToken}`)).status).toBe(200);

    const list = await stack.http('/api/admin/bookings/to-send', { token: stack.adminToken });
    expect(list.status).toBe(200);
    expect(list.body.date).toBe(today);
    expect(Array.isArray(list.body.items)).toBe(true);
  });

  it('admin packages: create, edit, refuse bad values (400 with fields), delete; the public list shows active ones only', async () => {
    const bad = await stack.http('/api/admin/packages', { method: 'POST', token: stack.adminToken, json: { name: 'Maternity', kind: 'maternity', durationMinutes: 45, pricePaise: 500000, advancePaise: 100000 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.durationMinutes).toBeDefined();
    const tooMuch = await stack.http('/api/admin/packages', { method: 'POST', token: stack.adminToken, json: { name: 'Maternity', kind: 'maternity', durationMinutes: 60, pricePaise: 500000, advancePaise: 600000 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields.advancePaise).toBeDefined();
    const created = await stack.http('/api/admin/packages', { method: 'POST', token: stack.adminToken, json: { name: 'Maternity', kind: 'maternity', durationMinutes: 60, pricePaise: 500000, advancePaise: 0 } });
    expect(created.status).toBe(201);
    const id = created.body.package.id;
    expect((await stack.http('/api/booking/packages')).body.items.map((p: Pkg) => p.id)).toContain(id);
    // No advance: the booking is `requested` (it blocks its slot; staff confirm it).
    const req = await book({ packageId: id, date: addDays(today, 30), start: '10:00' });
    expect(req.status).toBe(201);
    expect(req.body.booking).toMatchObject({ status: 'requested', holdExpiresAt: null, upi: { uri: null } });
    expect((await book({ packageId: id, date: addDays(today, 30), start: '10:00' })).status).toBe(409);

    const off = await stack.http(`/api/admin/packages/${id}`, { method: 'PATCH', token: stack.adminToken, json: { active: false } });
    expect(off.status).toBe(200);
    expect((await stack.http('/api/booking/packages')).body.items.map((p: Pkg) => p.id)).not.toContain(id);
    expect((await book({ packageId: id, date: addDays(today, 31), start: '10:00' })).status).toBe(400);
    expect((await stack.http(`/api/admin/packages/${id}`, { method: 'PATCH', token: stack.adminToken, json: { pricePaise: -1 } })).status).toBe(400);
    expect((await stack.http(`/api/admin/packages/${id}`, { method: 'DELETE', token: stack.adminToken })).status).toBe(204);
    expect((await stack.http(`/api/admin/packages/${id}`, { method: 'DELETE', token: stack.adminToken })).status).toBe(404);
    // The booking keeps the package's name.
    expect((await stack.http(`/api/bookings/manage/${req.body.booking.manageUrl.split('/').pop()}`)).body.booking.package).toMatchObject({ id: null, name: 'Maternity' });
  });
});

describe('bookings (§13): public writes are rate-limited by address with a bucket of their own; reads are not', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { BOOKING_RATE_LIMIT_PER_HOUR: '3', ENQUIRY_RATE_LIMIT_PER_HOUR: '2' } });
  });
  afterAll(() => stack?.close());

  it('the fourth write in an hour answers 429 with Retry-After; availability still answers; enquiries keep their own count', async () => {
    const pkgs = (await stack.http('/api/booking/packages')).body.items as Pkg[];
    const family = pkgs.find((p) => p.kind === 'family')!;
    const date = addDays(studioDay('Asia/Kolkata'), 5);
    const codes: number[] = [];
    for (const [i, start] of ['09:00', '11:00', '13:00', '15:00'].entries()) {
      codes.push((await stack.http('/api/bookings', { method: 'POST', json: { packageId: family.id, date, start, name: 'A', phone: `987654321${i}` } })).status);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await stack.http('/api/bookings/manage/abcdefghijklmnopqrstuvwxyz/cancel', { method: 'POST' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.message).toMatch(/Too many booking requests/);
    for (let i = 0; i < 5; i++) expect((await stack.http(`/api/booking/availability?packageId=${family.id}&from=${date}&to=${date}`)).status).toBe(200);
    const enquiry = await stack.http('/api/enquiries', { method: 'POST', json: { name: 'Asha', phone: '9876543210', email: 'a@example.com', service: 'newborn', message: 'Hello there', source: 'footer' } });
    expect(enquiry.status).toBe(201);
  });
});

describe('bookings (§13): availability answers are reused for a second at most, and a booking write drops them at once', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ env: { PUBLIC_CACHE_TTL_MS: '4000', BOOKING_RATE_LIMIT_PER_HOUR: '1000' } });
  });
  afterAll(() => stack?.close());

  it('a slot just booked, cancelled or closed by the settings shows at once in this process', async () => {
    const family = ((await stack.http('/api/booking/packages')).body.items as Pkg[]).find((p) => p.kind === 'family')!;
    const date = addDays(studioDay('Asia/Kolkata'), 4);
    const url = `/api/booking/availability?packageId=${family.id}&from=${date}&to=${date}`;
    const free = async (start: string) => ((await stack.http(url)).body.days[0]?.slots ?? []).find((s: { start: string }) => s.start === start)?.available as boolean | undefined;
    expect(await free('10:00')).toBe(true);
    const first = await stack.http(url);
    expect(first.headers.get('etag')).toBeTruthy();
    const b = await stack.http('/api/bookings', { method: 'POST', json: { packageId: family.id, date, start: '10:00', name: 'A', phone: '9876543210' } });
    expect(b.status).toBe(201);
    expect(await free('10:00')).toBe(false);
    await stack.http(`/api/bookings/manage/${b.body.booking.manageUrl.split('/').pop()}/cancel`, { method: 'POST' });
    expect(await free('10:00')).toBe(true);
    await stack.http('/api/admin/site', { method: 'PUT', token: stack.adminToken, json: { booking: { blackoutDates: [date] } } });
    expect(await free('10:00')).toBeUndefined();
  });
});
