// The bookings rows of `npm run bench:load` (docs/architecture.md §10 and §13):
//   - 50 parents racing for 10 slots at once (5 per slot), in ROUNDS rounds on fresh days: exactly 10 bookings a round,
//     the rest 409; p99 of POST /api/bookings over every request of every round;
//   - GET /api/booking/availability for 62 days with 1,000 bookings in the table, at the bench's connections.
import { Agent, request } from 'node:http';
import { Client } from 'pg';
import type { AutocannonResult } from './bench-kit';

type Row = Record<'what' | 'rate' | 'p50' | 'p99' | 'note', string>;
type Cannon = (title: string, opts: Record<string, unknown>) => Promise<AutocannonResult & { cpuMsPerRequest?: number }>;

const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS ?? 10);
const PARENTS = 50;
const SLOTS = 10;

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const studioToday = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `apiCpuSeconds`: the api process's CPU time so far (CPU per request moves far less with the shared host's load than latency). */
export async function benchBookings(p: { base: string; databaseUrl: string; timezone: string; cannon: Cannon; apiCpuSeconds?: () => number }): Promise<Row[]> {
  const rows: Row[] = [];
  const pkgs = (await (await fetch(`${p.base}/api/booking/packages`)).json()) as { items: { id: string; kind: string; durationMinutes: number }[] };
  const family = pkgs.items.find((x) => x.kind === 'family');
  if (!family) throw new Error('no family package');
  const today = studioToday(p.timezone);
  const block = Math.ceil(family.durationMinutes / 30) * 30;
  // Ten slots that do not overlap: five a day on two days.
  const starts = Array.from({ length: SLOTS / 2 }, (_, i) => 9 * 60 + i * block).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

  // node:http with kept-alive connections, one per parent: fetch's own work for 50 requests at once (~20 ms of this
  // process's CPU a round, on the same two cores as the api) would be measured as the api's latency.
  const agent = new Agent({ keepAlive: true, maxSockets: PARENTS });
  const bookingsUrl = new URL('/api/bookings', p.base);
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(bookingsUrl, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  // Every parent of every round a phone of its own: one phone holds at most 2 live bookings (§13).
  let phones = 0;
  const race = (days: string[], name: string) => {
    const slots = days.flatMap((date) => starts.map((start) => ({ date, start })));
    const bodies = Array.from({ length: PARENTS }, (_, i) => JSON.stringify({ packageId: family.id, ...slots[i % SLOTS], name: `${name} ${i}`, phone: `9${String(++phones).padStart(9, '0')}` }));
    return Promise.all(
      bodies.map(async (body) => {
        const t0 = performance.now();
        const status = await post(body);
        return { status, ms: performance.now() - t0 };
      }),
    );
  };

  // ---- the race ----
  // One round first, untimed, as every other row has its warm-up: the api's first bookings open its database
  // connections and compile the route's code. Its slowest answer is reported beside the timed rounds.
  process.stdout.write(`  ${PARENTS} parents racing for ${SLOTS} slots, a warm-up round and ${ROUNDS} rounds... `);
  const warmUp = await race([addDays(today, 2 + ROUNDS * 2), addDays(today, 3 + ROUNDS * 2)], 'Bench warm-up');
  if (warmUp.some((a) => a.status !== 201 && a.status !== 409)) throw new Error(`warm-up round answered ${warmUp.map((a) => a.status).join(' ')}`);
  const coldMax = Math.max(...warmUp.map((a) => a.ms));
  const latencies: number[] = [];
  let exact = 0;
  let created = 0;
  let conflicts = 0;
  let other = 0;
  const cpuBefore = p.apiCpuSeconds?.() ?? 0;
  for (let round = 0; round < ROUNDS; round++) {
    const results = await race([addDays(today, 2 + round * 2), addDays(today, 3 + round * 2)], 'Bench parent');
    for (const r of results) latencies.push(r.ms);
    const answers = results.map((r) => r.status);
    const ok = answers.filter((s) => s === 201).length;
    const busy = answers.filter((s) => s === 409).length;
    created += ok;
    conflicts += busy;
    other += answers.length - ok - busy;
    if (ok === SLOTS && busy === PARENTS - SLOTS) exact++;
  }
  const cpuMs = p.apiCpuSeconds ? ((p.apiCpuSeconds() - cpuBefore) * 1000) / latencies.length : undefined;
  agent.destroy();
  const pg = new Client({ connectionString: p.databaseUrl });
  await pg.connect();
  const stored = Number((await pg.query(`select count(*) from bookings where name like 'Bench parent %'`)).rows[0].count);
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = pct(sorted, 99);
  console.log(`${created} booked, ${conflicts} x 409, p99 ${p99.toFixed(0)} ms`);
  rows.push({
    what: `POST /api/bookings: ${PARENTS} parents race for ${SLOTS} slots (x${ROUNDS})`,
    rate: `${created} booked`,
    p50: `${pct(sorted, 50).toFixed(0)} ms`,
    p99: `${p99.toFixed(0)} ms`,
    note: `${exact} of ${ROUNDS} rounds exactly ${SLOTS} bookings + ${PARENTS - SLOTS} x 409 (${exact === ROUNDS ? 'OK' : 'WRONG'}); ${conflicts} x 409, ${other} other; ${stored} rows stored; p99 < 100 ms ${p99 < 100 ? 'OK' : 'OVER'}; warm-up round (first bookings after start) slowest ${coldMax.toFixed(0)} ms${cpuMs === undefined ? '' : `; ${cpuMs.toFixed(3)} ms api CPU/request`}`,
  });

  // ---- availability with 1,000 bookings ----
  await pg.query(`delete from bookings where name like 'Bench parent %' or name like 'Bench warm-up %'`);
  // 1,000 confirmed 30-minute bookings over the next 63 days, 16 a day from 09:00 (none overlapping).
  await pg.query(
    `insert into bookings (id, reference, manage_token, status, package_id, package_name, package_kind, duration_minutes, date, start_time,
        starts_at, ends_at, name, phone, price_paise, advance_paise, paid_paise)
     select gen_random_uuid(), 'BK-' || upper(substr(md5(i::text), 1, 6)), md5(i::text) || md5((i * 7)::text), 'confirmed', $1, 'Family session', 'family', 30,
            d, to_char(t, 'HH24:MI'), (d + t) at time zone $2, (d + t + interval '30 minutes') at time zone $2, 'Bench family ' || i, '9876543210', 800000, 200000, 200000
       from generate_series(0, 999) as i,
            lateral (select ($3::date + (1 + i / 16)) as d, (time '09:00' + (i % 16) * interval '30 minutes') as t) as x`,
    [family.id, p.timezone, today],
  );
  const total = Number((await pg.query('select count(*) from bookings')).rows[0].count);
  await pg.end();
  const url = `${p.base}/api/booking/availability?packageId=${family.id}&from=${today}&to=${addDays(today, 61)}`;
  const probe = (await (await fetch(url)).json()) as { days?: { slots: { available: boolean }[] }[] };
  const taken = probe.days?.reduce((n, d) => n + d.slots.filter((s) => !s.available).length, 0) ?? 0;
  if (!probe.days?.length || !taken) throw new Error(`availability answered ${JSON.stringify(probe).slice(0, 200)}`);
  const a = await p.cannon(`GET /api/booking/availability (62 days, ${total} bookings)`, { url });
  if (a.non2xx || a.errors) throw new Error(`availability: ${a.non2xx} non-2xx, ${a.errors} errors`);
  rows.push({
    what: `GET /api/booking/availability, 62 days, ${total} bookings`,
    rate: `${a.requests.average.toFixed(0)} req/s`,
    p50: `${a.latency.p50} ms`,
    p99: `${a.latency.p99} ms`,
    note: `p99 < 50 ms ${a.latency.p99 < 50 ? 'OK' : 'OVER'}; ${probe.days.length} days, ${taken} slots unavailable; ${a.cpuMsPerRequest?.toFixed(3) ?? '?'} ms CPU/request`,
  });
  return rows;
}
