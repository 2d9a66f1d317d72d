/**
 * Decides an upload's type from its first bytes (magic numbers), never from its name or declared type, and reads
 * the pixel dimensions its header claims so a decompression bomb is refused before anything is stored.
 * Pure functions over a buffer: no decoding, so a lying header costs nothing.
 */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const MIME_OF: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export type SniffResult =
  /** The head is too short to decide: read more (if there is more). */
  | { kind: 'need-more' }
  | { kind: 'image'; type: ImageType; mime: string; width?: number; height?: number }
  | { kind: 'heic' }
  | { kind: 'unknown' };

/** How much of a file we are willing to read to find its header (JPEG markers can sit after large EXIF/ICC blocks). */
export const MAX_HEAD_BYTES = 1024 * 1024;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'heif']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * `complete` says the buffer holds the whole file, so "need more" becomes a decision: a type whose header was
 * cut short is still that type (the worker reports it as truncated), anything else is unknown.
 */
export function sniffImage(buf: Buffer, complete: boolean): SniffResult {
  const r = sniff(buf);
  if (r.kind !== 'need-more') return r;
  if (!complete && buf.length < MAX_HEAD_BYTES) return r;
  const type = typeByMagic(buf);
  return type ? { kind: 'image', type, mime: MIME_OF[type] } : { kind: 'unknown' };
}

function sniff(buf: Buffer): SniffResult {
  if (buf.length < 3) return { kind: 'need-more' };
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return jpeg(buf);
  if (buf.length < 12) return { kind: 'need-more' };
  if (buf.subarray(0, 8).equals(PNG_SIGNATURE)) return png(buf);
  const ascii6 = buf.toString('latin1', 0, 6);
  if (ascii6 === 'GIF87a' || ascii6 === 'GIF89a') {
    return image('gif', buf.readUInt16LE(6), buf.readUInt16LE(8));
  }
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return webp(buf);
  if (buf.toString('latin1', 4, 8) === 'ftyp') return isoBrands(buf);
  return { kind: 'unknown' };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function image(type: ImageType, width?: number, height?: number): SniffResult {
  return { kind: 'image', type, mime: MIME_OF[type], width, height };
}

function typeByMagic(buf: Buffer): ImageType | undefined {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) return 'gif';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

function png(buf: Buffer): SniffResult {
  if (buf.length < 24) return { kind: 'need-more' };
  if (buf.toString('latin1', 12, 16) !== 'IHDR') return image('png');
  return image('png', buf.readUInt32BE(16), buf.readUInt32BE(20));
}

function webp(buf: Buffer): SniffResult {
  if (buf.length < 30) return { kind: 'need-more' };
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return image('webp', 1 + buf.readUIntLE(24, 3), 1 + buf.readUIntLE(27, 3));
  if (chunk === 'VP8L' && buf[20] === 0x2f) {
    const bits = buf.readUInt32LE(21);
    return image('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ' && buf[23] === 0x9d && buf[24] === 0x01 && buf[25] === 0x2a) {
    return image('webp', buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff);
  }
  return image('webp');
}

/** Walks JPEG segments to the first start-of-frame marker, which holds the dimensions. */
function jpeg(buf: Buffer): SniffResult {
  let pos = 2;
  for (;;) {
    if (pos + 4 > buf.length) return { kind: 'need-more' };
    if (buf[pos] !== 0xff) return image('jpeg'); // not a marker: damaged; the worker will say so
    const marker = buf[pos + 1];
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return image('jpeg'); // end of image / start of scan before any frame header
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (pos + 9 > buf.length) return { kind: 'need-more' };
      return image('jpeg', buf.readUInt16BE(pos + 7), buf.readUInt16BE(pos + 5));
    }
    pos += 2 + buf.readUInt16BE(pos + 2);
  }
}

/** ISO base media files (HEIF family): AVIF we take, HEIC/HEIF we refuse with advice, anything else is not an image. */
function isoBrands(buf: Buffer): SniffResult {
  const size = buf.readUInt32BE(0);
  const end = Math.min(size >= 16 ? size : 16, 256);
  if (buf.length < end) return { kind: 'need-more' };
  const brands = [buf.toString('latin1', 8, 12)];
  for (let p = 16; p + 4 <= end; p += 4) brands.push(buf.toString('latin1', p, p + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return image('avif');
  if (brands.some((b) => HEIC_BRANDS.has(b))) return { kind: 'heic' };
  return { kind: 'unknown' };
}
