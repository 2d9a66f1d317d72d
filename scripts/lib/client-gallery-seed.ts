// A client gallery with N generated camera-like photos, made through the real admin API (used by
// `npm run seed:client-gallery`, the bench and screenshots). Uploads go in batches of 10, as the admin page sends them.
import sharp from 'sharp';
import { cameraJpeg, PALETTES } from './sample-images';

export interface SeededClientGallery {
  id: string;
  slug: string;
  pin: string;
  shareUrl: string;
  /** From the first upload until every photo was ready (or uploaded, without waitReady). */
  batchMs: number;
  /** From the first upload until the last upload's answer. */
  uploadMs: number;
  /** Bytes of all the uploaded files. */
  bytes: number;
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
  /**
   * How many different scenes are drawn (default 18, or 2 for photos above 4 megapixels: a 24-megapixel scene takes
   * seconds to draw); the uploads cycle through them, each with its own bytes (a JPEG comment, no re-encoding).
   */
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
  const { gallery } = (await created.json()) as { gallery: Omit<SeededClientGallery, 'batchMs' | 'uploadMs' | 'bytes'> };
  const started = Date.now();
  const width = o.width ?? 1600;
  const height = o.height ?? 1067;
  // Making a photo costs about what processing it does: a few distinct scenes are drawn, and every upload is one of
  // them with its own JPEG comment (other bytes, so no duplicate; the same work for the worker).
  const scenes: Buffer[] = [];
  // A camera-sized scene (24 MP) takes minutes to draw on a loaded machine: above 4 MP, two (one landscape, one
  // portrait) are drawn at half the size, with grain, and scaled up to the full size.
  const large = width * height > 4_000_000;
  const distinct = o.distinct ?? (large ? 2 : 18);
  for (let i = 0; i < Math.min(o.photos, distinct); i++) {
    // Every third photo portrait, as a newborn shoot has many (of two large scenes, the second).
    const portrait = large && distinct === 2 ? i === 1 : i % 3 === 2;
    const [w, h] = portrait ? [height, width] : [width, height];
    const look = { seed: 9000 + i, grain: 5, quality: 85, palette: PALETTES[LOOKS[i % LOOKS.length]], subject: true };
    if (!large) scenes.push(await cameraJpeg({ width: w, height: h, ...look }));
    else {
      const half = await cameraJpeg({ width: Math.round(w / 2), height: Math.round(h / 2), ...look, grain: 8, quality: 95 });
      scenes.push(await sharp(half).resize({ width: w, height: h, kernel: 'cubic' }).withExif({ IFD0: { Make: 'StudioCam', Model: 'Bench 24MP' } }).jpeg({ quality: 92 }).toBuffer());
    }
  }
  // Uploads cycle through the scenes; with two large ones every third photo is the portrait.
  const sceneFor = (i: number) => (large && scenes.length === 2 ? scenes[i % 3 === 2 ? 1 : 0] : scenes[i % scenes.length]);
  if (o.photos > 0) o.log?.(`${scenes.length} distinct scenes drawn (${seconds(started)}, ${(scenes[0].length / 2 ** 20).toFixed(1)} MB each); uploading`);
  const batchStart = Date.now();
  let bytes = 0;
  for (let start = 0; start < o.photos; start += 10) {
    const fd = new FormData();
    for (let i = start; i < Math.min(o.photos, start + 10); i++) {
      const name = `IMG_${String(1001 + i).padStart(4, '0')}.JPG`;
      const file = withComment(sceneFor(i), name);
      bytes += file.length;
      fd.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
    }
    const up = await fetch(`${o.baseUrl}/api/admin/client-galleries/${gallery.id}/photos`, { method: 'POST', headers: auth, body: fd });
    if (up.status !== 201 && up.status !== 409) throw new Error(`upload failed: ${up.status} ${await up.text()}`);
    const sent = Math.min(o.photos, start + 10);
    // A line per 50 (and the last): a 200-photo seed takes minutes and must not look stuck.
    if (sent % 50 === 0 || sent === o.photos) o.log?.(`uploaded ${sent}/${o.photos} (${seconds(started)})`);
  }
  const uploadMs = Date.now() - batchStart;
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
  return { ...gallery, batchMs: Date.now() - batchStart, uploadMs, bytes };
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
