// A client gallery with N generated camera-like photos, made through the real admin API (used by
// `npm run seed:client-gallery`, the bench and screenshots). Uploads go in batches of 10, as the admin page sends them.
import { cameraJpeg, PALETTES } from './sample-images';

export interface SeededClientGallery {
  id: string;
  slug: string;
  pin: string;
  shareUrl: string;
  /** From the first upload until every photo was ready (or uploaded, without waitReady). */
  batchMs: number;
}

export interface SeedOptions {
  baseUrl: string;
  token: string;
  photos: number;
  title?: string;
  clientName?: string;
  selectionLimit?: number;
  downloads?: 'none' | 'web' | 'original';
  /** Pixel size of each generated photo (default 1600x1067: quick to make, real work for the worker). */
  width?: number;
  height?: number;
  /** How many different scenes are drawn (default 18); the uploads cycle through them, each with its own bytes. */
  distinct?: number;
  /** Wait until every photo is ready (default true). */
  waitReady?: boolean;
  log?: (line: string) => void;
}

const LOOKS = ['blush', 'warm', 'sage', 'gold', 'lavender', 'sky'];

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

export async function seedClientGallery(o: SeedOptions): Promise<SeededClientGallery> {
  const auth = { authorization: `Bearer ${o.token}` };
  const expiresOn = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
  const created = await fetch(`${o.baseUrl}/api/admin/client-galleries`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title: o.title ?? 'Baby Aarav · Newborn', clientName: o.clientName ?? 'Priya & Rohan', clientPhone: '9876543210', expiresOn, selectionLimit: o.selectionLimit ?? 25, downloads: o.downloads ?? 'original' }),
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { gallery } = (await created.json()) as { gallery: Omit<SeededClientGallery, 'batchMs'> };
  const started = Date.now();
  const width = o.width ?? 1600;
  const height = o.height ?? 1067;
  // Making a photo costs about what processing it does: a few distinct scenes are drawn, and every upload is one of
  // them with its own JPEG comment (other bytes, so no duplicate; the same work for the worker).
  const scenes: Buffer[] = [];
  for (let i = 0; i < Math.min(o.photos, o.distinct ?? 18); i++) {
    // Every third photo portrait, as a newborn shoot has many.
    const portrait = i % 3 === 2;
    scenes.push(await cameraJpeg({ width: portrait ? height : width, height: portrait ? width : height, seed: 9000 + i, grain: 5, quality: 85, palette: PALETTES[LOOKS[i % LOOKS.length]], subject: true }));
  }
  if (o.photos > 0) o.log?.(`${scenes.length} distinct scenes drawn (${seconds(started)}); uploading`);
  const batchStart = Date.now();
  for (let start = 0; start < o.photos; start += 10) {
    const fd = new FormData();
    for (let i = start; i < Math.min(o.photos, start + 10); i++) {
      const name = `IMG_${String(1001 + i).padStart(4, '0')}.JPG`;
      fd.append('image', new Blob([new Uint8Array(withComment(scenes[i % scenes.length], name))], { type: 'image/jpeg' }), name);
    }
    const up = await fetch(`${o.baseUrl}/api/admin/client-galleries/${gallery.id}/photos`, { method: 'POST', headers: auth, body: fd });
    if (up.status !== 201 && up.status !== 409) throw new Error(`upload failed: ${up.status} ${await up.text()}`);
    const sent = Math.min(o.photos, start + 10);
    // A line per 50 (and the last): a 200-photo seed takes minutes and must not look stuck.
    if (sent % 50 === 0 || sent === o.photos) o.log?.(`uploaded ${sent}/${o.photos} (${seconds(started)})`);
  }
  if (o.waitReady !== false) {
    const deadline = Date.now() + 30 * 60_000;
    let said = Date.now();
    for (;;) {
      const res = await fetch(`${o.baseUrl}/api/admin/client-galleries`, { headers: auth });
      const item = ((await res.json()) as { items: Array<{ id: string; counts: { photos: number; ready: number } }> }).items.find((i) => i.id === gallery.id);
      if (item && item.counts.ready >= item.counts.photos) {
        o.log?.(`ready ${item.counts.ready}/${item.counts.photos} (${seconds(started)})`);
        break;
      }
      if (Date.now() > deadline) throw new Error('photos not ready after 30 minutes');
      if (item && Date.now() - said >= 15_000) {
        said = Date.now();
        o.log?.(`ready ${item.counts.ready}/${item.counts.photos} (${seconds(started)})`);
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  return { ...gallery, batchMs: Date.now() - batchStart };
}

/** The JPEG with a comment segment (COM) right after its start marker. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4 + body.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  body.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}
