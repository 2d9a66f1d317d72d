// `npm run seed:client-gallery` (api running): a client gallery with PHOTOS generated photos (default 40); prints its link and PIN.
// Env: BASE_URL (default http://127.0.0.1:$PORT), ADMIN_USERNAME / ADMIN_PASSWORD, PHOTOS.
import { seedClientGallery } from './lib/client-gallery-seed';

async function main() {
  const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? '' }),
  });
  if (login.status !== 200) throw new Error(`login failed (${login.status}): set ADMIN_USERNAME and ADMIN_PASSWORD`);
  const { token } = (await login.json()) as { token: string };
  const started = Date.now();
  const g = await seedClientGallery({ baseUrl, token, photos: Number(process.env.PHOTOS ?? 40), log: (l) => console.log(l) });
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n${g.shareUrl}\nPIN ${g.pin}`);
}

main().catch((e) => {
  console.error((e as Error).message);
  process.exit(1);
});
