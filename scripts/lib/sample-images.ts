// Images made locally for tests, the benchmark and the demo seed: no downloads. Photo-like, not noise: smooth
// gradients and soft out-of-focus lights (what studio photos are mostly made of) with a little sensor grain.
import sharp, { type Sharp } from 'sharp';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';

export interface SceneOptions {
  width: number;
  height: number;
  /** Colours from background to highlights. */
  palette?: string[];
  /** Deterministic layout: the same seed draws the same picture. */
  seed?: number;
  /** A centred subject shape (like a swaddled baby or a couple) in front of the lights. */
  subject?: boolean;
  grain?: number;
}

export const PALETTES: Record<string, string[]> = {
  warm: ['#3b1f14', '#8a4b2a', '#d9905a', '#f6d3a4', '#fff3df'],
  blush: ['#3a2026', '#9c5a68', '#e6a5ad', '#f8d9dc', '#fff4f2'],
  sage: ['#1f2a22', '#4d6b52', '#9dbb9a', '#dfe8d5', '#fbfaf2'],
  sky: ['#17233a', '#3d5a86', '#8fb1d9', '#d8e6f4', '#fbfdff'],
  gold: ['#2a1606', '#7a3f0b', '#d7851c', '#ffc85a', '#fff1c2'],
  lavender: ['#231c33', '#5b4a85', '#a796d3', '#e2dbf3', '#fcfaff'],
};

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/** An SVG scene: diagonal gradient, a vignette, blurred bokeh discs and optionally a soft subject. */
export function sceneSvg(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const p = o.palette ?? PALETTES.warm;
  const r = rng(o.seed ?? 7);
  const min = Math.min(w, h);
  const discs: string[] = [];
  for (let i = 0; i < 28; i++) {
    const rad = min * (0.03 + r() * 0.12);
    const colour = p[2 + Math.floor(r() * (p.length - 2))];
    discs.push(`<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${rad.toFixed(0)}" fill="${colour}" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`);
  }
  const subject = o.subject
    ? `<g filter="url(#soft)"><ellipse cx="${w / 2}" cy="${h * 0.58}" rx="${min * 0.26}" ry="${min * 0.17}" fill="${p[3]}"/>
       <circle cx="${w / 2 - min * 0.16}" cy="${h * 0.5}" r="${min * 0.09}" fill="${p[4]}"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p[1]}"/><stop offset="0.55" stop-color="${p[2]}"/><stop offset="1" stop-color="${p[0]}"/></linearGradient>
    <radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
    <filter id="bokeh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(min * 0.012).toFixed(1)}"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="${(min * 0.004).toFixed(1)}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g filter="url(#bokeh)">${discs.join('')}</g>
  ${subject}
  <rect width="100%" height="100%" fill="url(#vig)"/>
</svg>`;
}

/** Renders a scene to raw-ish sharp pipeline with grain, ready for an encoder. */
export async function scene(o: SceneOptions): Promise<Sharp> {
  // Everything in a scene is soft, so it is drawn small and scaled up: librsvg's blur at camera sizes takes seconds.
  const f = Math.max(1, Math.floor(Math.min(o.width, o.height) / 400));
  const small = sceneSvg({ ...o, width: Math.round(o.width / f), height: Math.round(o.height / f) });
  const base = await sharp(Buffer.from(small)).removeAlpha().resize({ width: o.width, height: o.height, fit: 'fill' }).png({ compressionLevel: 0 }).toBuffer();
  const grain = o.grain ?? 10;
  if (!grain) return sharp(base);
  const noise = await sharp({ create: { width: o.width, height: o.height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base).composite([{ input: noise, blend: 'soft-light' }]);
}

export interface JpegOptions extends SceneOptions {
  quality?: number;
  /** EXIF orientation written into the file (the pixels are stored unrotated, as a camera does). */
  orientation?: number;
  /** Write GPS coordinates into the EXIF, as a phone does. */
  gps?: boolean;
}

/** A camera-like JPEG: a scene with grain, EXIF make/model, optional orientation and GPS. */
export async function cameraJpeg(o: JpegOptions): Promise<Buffer> {
  const img = await scene(o);
  return withCameraExif(img, o).jpeg({ quality: o.quality ?? 90 }).toBuffer();
}

function withCameraExif(img: Sharp, o: { orientation?: number; gps?: boolean }): Sharp {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'StudioCam', Model: 'Bench 24MP', Software: 'sample-images' } };
  if (o.gps) exif.IFD3 = { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 3052/100', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 3370/100' };
  img = img.withExif(exif);
  if (o.orientation) img = img.withMetadata({ orientation: o.orientation });
  return img;
}

export const REAL_PHOTO = '/usr/share/backgrounds/mate/abstract/Elephants_5640x3172.jpg';

/**
 * The benchmark's input: 6000x4000 at q90 with EXIF orientation and GPS. Made from Debian's real photo
 * (mate-backgrounds) when installed, else from a generated scene.
 */
export async function benchPhoto(opts: { width?: number; height?: number; orientation?: number } = {}): Promise<{ jpeg: Buffer; source: string }> {
  const width = opts.width ?? 6000;
  const height = opts.height ?? 4000;
  const orientation = opts.orientation ?? 1;
  if (existsSync(REAL_PHOTO)) {
    const img = sharp(REAL_PHOTO).resize({ width, height, fit: 'cover' });
    const jpeg = await withCameraExif(img, { orientation, gps: true }).jpeg({ quality: 90 }).toBuffer();
    return { jpeg, source: `${REAL_PHOTO} scaled to ${width}x${height}` };
  }
  return { jpeg: await cameraJpeg({ width, height, orientation, gps: true, subject: true }), source: 'generated scene' };
}

/** A PNG that is only a header claiming a size (for decompression-bomb checks: no pixels needed). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(64))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** The start of an iPhone HEIC file (ISO base media `ftyp` box with HEIC brands) followed by filler. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 40]), Buffer.from('meta', 'latin1'), Buffer.alloc(2000, 7)]);
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
