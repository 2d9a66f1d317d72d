// bench:abuse rows of the client galleries (issue 31, docs/architecture.md §8 third part): random /g/ paths (the server
// renderer's memo must stay bounded), PIN spraying from 1,000 addresses against one gallery (never unlocked, 429 after
// 10), a family's page with and without a made-up cookie, and an archive flood from the family's cookie (one ZIP built). Each row makes what it needs through the real API.
import { autocannon, sleep } from './bench-kit';
import { seedClientGallery } from './client-gallery-seed';
import { runProcess, stopProcess, type Env } from './stack';

interface Outcome {
  sent: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** The shape of a bench:abuse row (scripts/bench-abuse.ts `Abuse`). */
export interface GalleryAbuse {
  what: string;
  /** Made before the row's clock and memory reading (the gallery, its photos, the worker). */
  prepare(): Promise<void>;
  run(connections: number, durationMs: number): Promise<Outcome>;
}

export interface GalleryAbuseOptions {
  base: string;
  admin: { username: string; password: string };
  /** The stack's environment: the archive row starts a worker with it for its run (a ZIP is the worker's job). */
  env: Env;
}

const randomPin = () => String(Math.floor(Math.random() * 10000)).padStart(4, '0');
/** The i-th of 1,000 client addresses (X-Forwarded-For: loopback is a trusted proxy by default). */
const sprayIp = (i: number) => `10.77.${Math.floor((i % 1000) / 250)}.${(i % 250) + 1}`;

async function adminToken(o: GalleryAbuseOptions): Promise<string> {
  const res = await fetch(`${o.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(o.admin) });
  if (res.status !== 200) throw new Error(`bench admin login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const unlock = (base: string, slug: string, pin: string, ip: string) =>
  fetch(`${base}/api/client-galleries/${slug}/unlock`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ pin }) });

const statusCounts = (r: { statusCodeStats?: Record<string, { count: number }> }) => Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));

/**
 * The rows. Signs the bench admin in at once (before any row: the login spraying row leaves the bench-admin account
 * and the loopback address rate limited for a while).
 */
export async function galleryAbuses(o: GalleryAbuseOptions): Promise<GalleryAbuse[]> {
  const { base } = o;
  const token = await adminToken(o);
  let spray: { slug: string; pin: string; id: string } | undefined;
  let flood: { slug: string; cookie: string; worker: ReturnType<typeof runProcess> } | undefined;
  let page: { slug: string } | undefined;
  // A family's page, without and with a made-up cookie (issue 43): the cookie is checked before the private render,
  // so both rows should be the same cached public page, equally flat.
  const pageRow = (madeUpCookie: boolean): GalleryAbuse => ({
    what: madeUpCookie ? 'a gallery page with a made-up cookie (GET /g/<slug>, Cookie: cg_<slug>=x)' : 'a gallery page without a cookie (GET /g/<slug>)',
    async prepare() {
      page ??= await seedClientGallery({ baseUrl: base, token, photos: 0, title: 'Bench · page' });
    },
    async run(connections, durationMs) {
      const g = page!;
      const r = await autocannon({
        url: `${base}/g/${g.slug}`,
        connections,
        duration: durationMs / 1000,
        timeout: 10,
        headers: { accept: 'text/html', ...(madeUpCookie ? { cookie: `cg_${g.slug}=x` } : {}) },
      });
      return { sent: r.requests.sent, statuses: statusCounts(r), errors: r.errors, timeouts: r.timeouts };
    },
  });
  return [
    pageRow(false),
    pageRow(true),
    {
      what: 'random gallery paths (GET /g/<random slug>, server-rendered)',
      prepare: async () => undefined,
      async run(connections, durationMs) {
        const r = await autocannon({
          url: base,
          connections,
          duration: durationMs / 1000,
          timeout: 10,
          headers: { accept: 'text/html' },
          requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/g/${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}` }) }],
        });
        return { sent: r.requests.sent, statuses: statusCounts(r), errors: r.errors, timeouts: r.timeouts };
      },
    },
    {
      what: 'PIN spraying (1,000 addresses, random PINs, one gallery)',
      async prepare() {
        spray = await seedClientGallery({ baseUrl: base, token, photos: 0, title: 'Bench · PIN spray' });
      },
      async run(connections, durationMs) {
        const g = spray!;
        let i = 0;
        const r = await autocannon({
          url: base,
          connections,
          duration: durationMs / 1000,
          timeout: 10,
          requests: [
            {
              method: 'POST',
              setupRequest: (req: Record<string, unknown>) => ({
                ...req,
                path: `/api/client-galleries/${g.slug}/unlock`,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': sprayIp(i++) },
                body: JSON.stringify({ pin: randomPin() }),
              }),
            },
          ],
        });
        // The family's right PIN from a fresh address afterwards, and what the admin is shown.
        const right = await unlock(base, g.slug, g.pin, '192.0.2.250');
        const list = await fetch(`${base}/api/admin/client-galleries`, { headers: { authorization: `Bearer ${token}` } });
        const item = ((await list.json()) as { items: Array<{ id: string; pinLockedUntil: string | null }> }).items.find((x) => x.id === g.id);
        const statuses: Record<string, number> = statusCounts(r);
        statuses[`then the right PIN -> ${right.status}; pinLockedUntil ${item?.pinLockedUntil ? 'set' : 'null'}; addresses`] = Math.min(i, 1000);
        return { sent: r.requests.sent, statuses, errors: r.errors, timeouts: r.timeouts };
      },
    },
    {
      what: 'archive flood (POST /api/client-galleries/<slug>/archives, the family cookie)',
      async prepare() {
        // A ZIP is the worker's job: one runs for this row (and makes the gallery's photos first).
        const worker = runProcess('worker', o.env, { quiet: true });
        const g = await seedClientGallery({ baseUrl: base, token, photos: 3, width: 800, height: 600, title: 'Bench · archive flood' });
        const opened = await unlock(base, g.slug, g.pin, '192.0.2.251');
        if (opened.status !== 200) throw new Error(`unlock: ${opened.status}`);
        flood = { slug: g.slug, cookie: opened.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), worker };
      },
      async run(connections, durationMs) {
        const { slug, cookie, worker } = flood!;
        const g = { slug };
        try {
          const ids = new Set<string>();
          const r = await autocannon({
            url: `${base}/api/client-galleries/${g.slug}/archives`,
            connections,
            duration: durationMs / 1000,
            timeout: 10,
            requests: [
              {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({ photos: 'all', size: 'original' }),
                onResponse: (status: number, body: string) => {
                  if (status === 202) ids.add((JSON.parse(body) as { id: string }).id);
                },
              },
            ],
          });
          // The one archive's build, to the end.
          let state = 'none';
          const deadline = Date.now() + 60_000;
          for (const id of ids) {
            while (Date.now() < deadline) {
              state = ((await (await fetch(`${base}/api/client-galleries/${g.slug}/archives/${id}`, { headers: { cookie } })).json()) as { status: string }).status;
              if (state === 'ready' || state === 'failed') break;
              await sleep(250);
            }
          }
          const statuses: Record<string, number> = statusCounts(r);
          statuses[`archive ids answered (${state})`] = ids.size;
          return { sent: r.requests.sent, statuses, errors: r.errors, timeouts: r.timeouts };
        } finally {
          await stopProcess(worker);
        }
      },
    },
  ];
}
