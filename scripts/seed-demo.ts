// `npm run seed:demo`: a tasteful demo gallery and theme list, made locally (no downloads), uploaded through the
// running api as an admin, so it goes through the real image pipeline. Safe to run again: images already there
// (same bytes, found by content hash) and themes already there (same title) are skipped.
// Also importable: `seedDemo(baseUrl, adminToken)` (the e2e global setup uses it).
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { cameraJpeg, PALETTES, sha256 } from './lib/sample-images';

interface DemoImage {
  title: string;
  description: string;
  palette: keyof typeof PALETTES;
  portrait?: boolean;
}

const GALLERY: DemoImage[] = [
  { title: 'Newborn', description: 'Tiny toes on a cream wrap, soft window light', palette: 'warm' },
  { title: 'Newborn', description: 'Sleeping bundle in a wicker basket', palette: 'blush', portrait: true },
  { title: 'Newborn', description: 'First yawn, wrapped in knitted wool', palette: 'sage' },
  { title: 'Newborn', description: 'Little hands holding papa\'s finger', palette: 'warm', portrait: true },
  { title: 'Newborn', description: 'Dreaming on a cloud of pastel blankets', palette: 'lavender' },
  { title: 'Newborn', description: 'Eight days young, curled like a bean', palette: 'blush' },
  { title: 'Baby', description: 'Six-month smiles in the garden set', palette: 'sage', portrait: true },
  { title: 'Baby', description: 'Sitting up proudly for the first time', palette: 'sky' },
  { title: 'Baby', description: 'Cake smash with a very happy mess', palette: 'gold' },
  { title: 'Baby', description: 'Peekaboo behind the muslin curtain', palette: 'blush', portrait: true },
  { title: 'Baby', description: 'Bubbles, giggles and a rubber duck', palette: 'sky' },
  { title: 'Family', description: 'Three generations on the studio sofa', palette: 'warm' },
  { title: 'Family', description: 'Big sister meets her little brother', palette: 'sage', portrait: true },
  { title: 'Family', description: 'Parents cradling their newborn at golden hour', palette: 'gold' },
  { title: 'Family', description: 'A lazy Sunday under a white sheet', palette: 'sky' },
  { title: 'Family', description: 'Grandparents\' blessing', palette: 'lavender', portrait: true },
  { title: 'Maternity', description: 'Flowing gown against a dusk backdrop', palette: 'lavender', portrait: true },
  { title: 'Maternity', description: 'Counting down the days together', palette: 'blush' },
  { title: 'Maternity', description: 'Silhouette in warm rim light', palette: 'warm', portrait: true },
  { title: 'Maternity', description: 'Floral crown and a gentle smile', palette: 'sage' },
  { title: 'Diwali', description: 'Baby\'s first Diwali among the diyas', palette: 'gold' },
  { title: 'Diwali', description: 'Rangoli colours and a tiny kurta', palette: 'warm', portrait: true },
  { title: 'Diwali', description: 'Lantern glow on a festive evening', palette: 'gold' },
  { title: 'Diwali', description: 'Sparkles, marigolds and family', palette: 'blush' },
];

const THEMES: Array<{ title: string; palette: keyof typeof PALETTES; isPremium: boolean }> = [
  { title: 'Pastel Clouds', palette: 'sky', isPremium: false },
  { title: 'Little Diya', palette: 'gold', isPremium: false },
  { title: 'Floral Basket', palette: 'blush', isPremium: false },
  { title: 'Teddy Picnic', palette: 'sage', isPremium: false },
  { title: 'Moonlight Dreams', palette: 'lavender', isPremium: true },
  { title: 'Golden Lantern', palette: 'gold', isPremium: true },
  { title: 'Royal Cradle', palette: 'warm', isPremium: true },
  { title: 'Rangoli Festival', palette: 'blush', isPremium: true },
];

export interface SeedOptions {
  quiet?: boolean;
  /** Wait until every uploaded image is processed (default true). */
  waitReady?: boolean;
  timeoutMs?: number;
}

export interface SeedResult {
  galleryAdded: number;
  themesAdded: number;
  skipped: number;
}

/** Deterministic pictures (same seed, same bytes), so a second run finds them by hash. */
const render = (palette: keyof typeof PALETTES, seed: number, portrait = false) =>
  cameraJpeg({ width: portrait ? 1600 : 2400, height: portrait ? 2400 : 1600, palette: PALETTES[palette], seed, grain: 0, quality: 88 });

export async function seedDemo(baseUrl: string, adminToken: string, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.quiet ? () => undefined : (line: string) => console.log(line);
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${adminToken}`, ...(init.headers ?? {}) } });
    const body = await res.json().catch(() => undefined);
    return { status: res.status, body };
  };
  const upload = async (path: string, fields: Record<string, string>, jpeg: Buffer) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    fd.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'demo.jpg');
    return call(path, { method: 'POST', body: fd });
  };

  const result: SeedResult = { galleryAdded: 0, themesAdded: 0, skipped: 0 };
  const waiting: string[] = [];

  // Gallery: skip demo photos already listed (by their description), then by content hash (same seed, same bytes).
  const descriptions = new Set<string>();
  for (let cursor: string | null = null; ; ) {
    const listed = await call(`/api/admin/media?kind=gallery&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    if (listed.status !== 200) throw new Error(`listing the gallery failed (${listed.status}): ${JSON.stringify(listed.body)}`);
    for (const item of listed.body.items as Array<{ description?: string; image: { status: string } }>) {
      if (item.description && item.image.status !== 'failed') descriptions.add(item.description);
    }
    cursor = listed.body.nextCursor as string | null;
    if (!cursor) break;
  }
  const todo = GALLERY.map((g, i) => ({ ...g, seed: 1000 + i })).filter((g) => !descriptions.has(g.description));
  result.skipped += GALLERY.length - todo.length;
  if (todo.length) log(`Rendering ${todo.length} demo gallery photos...`);
  const photos = await Promise.all(todo.map((g) => render(g.palette, g.seed, g.portrait)));
  const known = await call('/api/gallery/check-hashes', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hashes: photos.map(sha256) }),
  });
  if (known.status !== 200) throw new Error(`check-hashes failed (${known.status}): ${JSON.stringify(known.body)}`);
  const existing = new Set<string>(known.body.existing);
  for (let i = 0; i < todo.length; i++) {
    if (existing.has(sha256(photos[i]))) {
      result.skipped++;
      continue;
    }
    const res = await upload('/api/gallery/add', { title: todo[i].title, description: todo[i].description }, photos[i]);
    if (res.status === 409) {
      result.skipped++;
      continue;
    }
    if (res.status !== 201) throw new Error(`gallery upload failed (${res.status}): ${JSON.stringify(res.body)}`);
    waiting.push(res.body.images[0].image.id);
    result.galleryAdded++;
  }

  // Themes: skip titles already present.
  const listed = await call('/api/admin/media?kind=theme&limit=100');
  if (listed.status !== 200) throw new Error(`listing themes failed (${listed.status}): ${JSON.stringify(listed.body)}`);
  const titles = new Set((listed.body.items as Array<{ title: string }>).map((t) => t.title));
  for (const [i, t] of THEMES.entries()) {
    if (titles.has(t.title)) {
      result.skipped++;
      continue;
    }
    const res = await upload('/api/themes/add', { title: t.title, isPremium: String(t.isPremium) }, await render(t.palette, 2000 + i, i % 3 === 1));
    if (res.status !== 201) throw new Error(`theme upload failed (${res.status}): ${JSON.stringify(res.body)}`);
    waiting.push(res.body.theme.image.id);
    result.themesAdded++;
  }
  log(`Uploaded ${result.galleryAdded} gallery photos and ${result.themesAdded} themes (${result.skipped} already there).`);

  if (opts.waitReady !== false && waiting.length) {
    const deadline = Date.now() + (opts.timeoutMs ?? 300_000);
    for (;;) {
      const res = await call(`/api/images/status?ids=${waiting.join(',')}`);
      const items = (res.body?.items ?? []) as Array<{ status: string; error: string | null }>;
      const pending = items.filter((i) => i.status === 'processing').length;
      const failed = items.filter((i) => i.status === 'failed');
      if (failed.length) throw new Error(`${failed.length} demo image(s) failed: ${failed[0].error}`);
      if (!pending) break;
      if (Date.now() > deadline) throw new Error(`${pending} demo image(s) still processing: is the worker running?`);
      await new Promise((r) => setTimeout(r, 500));
    }
    log('All demo images are processed.');
  }
  return result;
}

const DEMO_ADMIN = 'demo-admin';

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD when set; otherwise the demo admin, written straight into the database, its
 * password kept in DATA_DIR/secrets (like the other development secrets) so later runs sign in as the same user.
 */
async function adminCredentials(config: { admin?: { username: string; password: string }; databaseUrl: string; dataDir: string }) {
  if (config.admin) return config.admin;
  const file = join(config.dataDir, 'secrets', 'demo-admin-password');
  const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const password = saved || randomBytes(12).toString('base64url');
  const argon2 = await import('argon2');
  const db = new Client({ connectionString: config.databaseUrl });
  await db.connect();
  try {
    const hash = await argon2.hash(password, { type: argon2.argon2id, parallelism: 1 }); // PasswordHasher's parameters
    const found = await db.query(`select id from users where username = $1`, [DEMO_ADMIN]);
    if (found.rowCount) {
      // Known user: make sure the kept password still opens it (the database may be newer than the secret).
      await db.query(`update users set password_hash = $1, role = 'admin' where username = $2`, [hash, DEMO_ADMIN]);
    } else {
      await db.query(`insert into users (id, username, password_hash, role) values ($1, $2, $3, 'admin')`, [randomUUID(), DEMO_ADMIN, hash]);
    }
  } finally {
    await db.end();
  }
  if (!saved) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, password, { mode: 0o600 });
    console.log(`Created admin "${DEMO_ADMIN}" with password "${password}" (kept in ${file}; set ADMIN_USERNAME/ADMIN_PASSWORD to use your own).`);
  }
  return { username: DEMO_ADMIN, password };
}

async function main() {
  const { loadConfig, reachableHost } = await import('../core/src/config/app-config');
  const config = loadConfig();
  const baseUrl = `http://${reachableHost(config.host)}:${config.port}`;
  try {
    const health = await fetch(`${baseUrl}/api/health`);
    if (!health.ok) throw new Error(`health ${health.status}`);
  } catch (e) {
    console.error(`The studio is not running at ${baseUrl} (${(e as Error).message}). Start it with \`npm start\`, then run \`npm run seed:demo\` again.`);
    process.exit(1);
  }
  const admin = await adminCredentials(config);
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const body = await login.json();
  if (login.status !== 200) throw new Error(`could not sign in as ${admin.username}: ${body.message}`);
  const result = await seedDemo(baseUrl, body.token);
  console.log(`Demo content ready at ${baseUrl}/gallery and ${baseUrl}/theme (${result.galleryAdded + result.themesAdded} added, ${result.skipped} skipped).`);
}

if (require.main === module) {
  main().catch((e) => {
    console.error(`seed:demo failed: ${(e as Error).message}`);
    process.exit(1);
  });
}
