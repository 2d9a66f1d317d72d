import sharp from 'sharp';
import type { AppConfig } from '@studio/core/config/app-config';
import { cameraJpeg } from '../../../scripts/lib/sample-images';
import { describeDecodeError, ImageDecodeError, VariantService } from './variant.service';

const ID = '11111111-2222-4333-8444-555555555555';
const service = (maxImagePixels = 100_000_000) => new VariantService({ maxImagePixels } as AppConfig);

describe('VariantService', () => {
  it('orients from EXIF, keeps the oriented size, never upscales and strips all metadata', async () => {
    const input = await cameraJpeg({ width: 1500, height: 1000, orientation: 6, gps: true, seed: 3, grain: 4 });
    const out = await service().render(ID, input);
    expect([out.width, out.height]).toEqual([1000, 1500]);
    expect(out.outputs.map((o) => `${o.key.replace(`variants/${ID}/`, '')} ${o.width}x${o.height}`).sort()).toEqual([
      '1000.jpg 1000x1500',
      '1000.webp 1000x1500',
      '320.jpg 320x480',
      '320.webp 320x480',
      '370.webp 370x555',
      '480.webp 480x720',
      '560.webp 560x840',
      '640.jpg 640x960',
      '640.webp 640x960',
      '750.webp 750x1125',
      '860.webp 860x1290',
      'thumb.jpg 160x240',
      'thumb.webp 160x240',
    ]);
    for (const o of out.outputs) {
      const m = await sharp(o.data).metadata();
      expect(m.format).toBe(o.format);
      expect([m.width, m.height]).toEqual([o.width, o.height]);
      expect(m.exif).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(m.orientation).toBeUndefined();
    }
    expect(out.placeholder).toMatch(/^data:image\/webp;base64,/);
    const ph = await sharp(Buffer.from(out.placeholder.split(',')[1], 'base64')).metadata();
    expect(ph.width).toBe(16);
    expect(out.placeholder.length).toBeLessThan(400);
  });

  it('emits every table width for a large image, and flattens transparency for JPEG', async () => {
    const png = await sharp({ create: { width: 2500, height: 400, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.3 } } }).png().toBuffer();
    const out = await service().render(ID, png);
    expect([...new Set(out.outputs.filter((o) => !o.thumb).map((o) => o.width))]).toEqual([320, 370, 480, 560, 640, 750, 860, 1080, 1290, 1920]);
    const jpeg = out.outputs.find((o) => o.format === 'jpeg' && o.width === 320)!;
    expect((await sharp(jpeg.data).metadata()).channels).toBe(3);
  });

  it('converts to sRGB: a CMYK JPEG comes out as RGB', async () => {
    const cmyk = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const out = await service().render(ID, cmyk);
    const m = await sharp(out.outputs[0].data).metadata();
    expect(m.space).toBe('srgb');
  });

  it('refuses truncated, corrupt, non-image and too-large inputs with a human reason', async () => {
    const whole = await cameraJpeg({ width: 800, height: 600, seed: 9, grain: 4 });
    await expect(service().render(ID, whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(ImageDecodeError);
    await expect(service().render(ID, whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow(/truncated/);
    await expect(service().render(ID, Buffer.from('not an image at all'))).rejects.toThrow(ImageDecodeError);
    await expect(service(1_000_000).render(ID, await cameraJpeg({ width: 1500, height: 1000, seed: 1, grain: 0 }))).rejects.toThrow(/more than 1 megapixels/);
  });

  it('describes libvips errors briefly', () => {
    expect(describeDecodeError(new Error('VipsJpeg: Premature end of input file'), 1e8)).toMatch(/truncated/);
    expect(describeDecodeError(new Error('Input buffer contains unsupported image format'), 1e8)).toBe('The file is not an image we can read.');
    expect(describeDecodeError(new Error('weird\nsecond line'), 1e8)).toBe('The image is damaged and could not be read (weird).');
  });
});
