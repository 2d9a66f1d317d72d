import sharp from 'sharp';
import { heicHeader, pngHeader } from '../../../scripts/lib/sample-images';
import { MAX_HEAD_BYTES, sniffImage } from './image-sniffer';

const make = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 37, height = 23) =>
  sharp({ create: { width, height, channels: 3, background: '#a86' } })[format]().toBuffer();

describe('sniffImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('knows %s by its bytes and reads the header size', async (format) => {
    const buf = await make(format);
    expect(sniffImage(buf, true)).toEqual({ kind: 'image', type: format, mime: `image/${format}`, width: 37, height: 23 });
  });

  it('reads lossless and extended WebP sizes', async () => {
    const lossless = await sharp({ create: { width: 301, height: 17, channels: 3, background: '#123' } }).webp({ lossless: true }).toBuffer();
    expect(sniffImage(lossless, true)).toMatchObject({ type: 'webp', width: 301, height: 17 });
    const alpha = await sharp({ create: { width: 50, height: 9000, channels: 4, background: '#1234' } }).webp().toBuffer();
    expect(sniffImage(alpha, true)).toMatchObject({ type: 'webp', width: 50, height: 9000 });
  });

  it('finds the JPEG frame header after EXIF blocks and across chunk boundaries', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#777' } })
      .withExif({ IFD0: { Make: 'X', ImageDescription: 'y'.repeat(5000) } })
      .jpeg()
      .toBuffer();
    expect(sniffImage(jpeg.subarray(0, 100), false)).toEqual({ kind: 'need-more' });
    expect(sniffImage(jpeg, false)).toMatchObject({ type: 'jpeg', width: 640, height: 480 });
  });

  it('trusts the bytes, not a name: text, SVG, PDF and short files are unknown', () => {
    expect(sniffImage(Buffer.from('hello world, I am a text file'), true)).toEqual({ kind: 'unknown' });
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), true)).toEqual({ kind: 'unknown' });
    expect(sniffImage(Buffer.from('%PDF-1.7\n%âãÏÓ'), true)).toEqual({ kind: 'unknown' });
    expect(sniffImage(Buffer.from([0x89, 0x50]), true)).toEqual({ kind: 'unknown' });
    expect(sniffImage(Buffer.alloc(0), true)).toEqual({ kind: 'unknown' });
  });

  it('asks for more while a short head could still be an image', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]), false)).toEqual({ kind: 'need-more' });
  });

  it('tells HEIC apart from AVIF and other ISO media files', () => {
    expect(sniffImage(heicHeader(), true)).toEqual({ kind: 'heic' });
    const box = (major: string, ...compat: string[]) => {
      const b = Buffer.alloc(16 + compat.length * 4);
      b.writeUInt32BE(b.length, 0);
      b.write('ftyp', 4, 'latin1');
      b.write(major, 8, 'latin1');
      compat.forEach((c, i) => b.write(c, 16 + i * 4, 'latin1'));
      return Buffer.concat([b, Buffer.alloc(100)]);
    };
    expect(sniffImage(box('avif', 'mif1', 'miaf'), true)).toMatchObject({ kind: 'image', type: 'avif' });
    expect(sniffImage(box('mif1', 'avif'), true)).toMatchObject({ kind: 'image', type: 'avif' });
    expect(sniffImage(box('mif1', 'heic'), true)).toEqual({ kind: 'heic' });
    expect(sniffImage(box('isom', 'mp42'), true)).toEqual({ kind: 'unknown' }); // an MP4 video
  });

  it('reads a bomb header without any pixels', () => {
    expect(sniffImage(pngHeader(20000, 20000), false)).toMatchObject({ type: 'png', width: 20000, height: 20000 });
  });

  it('gives up looking for a JPEG size after MAX_HEAD_BYTES but still knows it is a JPEG', () => {
    const app = Buffer.alloc(65535 + 2);
    app.writeUInt16BE(65535, 0);
    const segments = Array.from({ length: 20 }, () => Buffer.concat([Buffer.from([0xff, 0xe2]), app]));
    const buf = Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments]).subarray(0, MAX_HEAD_BYTES);
    expect(sniffImage(buf, false)).toEqual({ kind: 'image', type: 'jpeg', mime: 'image/jpeg' });
  });
});
