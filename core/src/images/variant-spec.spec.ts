import { objectKeys, targetWidths } from './variant-spec';
import { toImageRef } from './image-ref';

describe('variant spec', () => {
  it('never upscales', () => {
    expect(targetWidths(6000)).toEqual([320, 640, 1280, 1920]);
    expect(targetWidths(1000)).toEqual([320, 640, 1000]);
    expect(targetWidths(200)).toEqual([200]);
    expect(targetWidths(640)).toEqual([320, 640, 640].filter((w, i, a) => a.indexOf(w) === i));
  });
  it('builds refs with the default width and srcsets', () => {
    const id = 'a1';
    const variants = [320, 640, 1280].flatMap((width) =>
      (['webp', 'jpeg'] as const).map((format) => ({ width, height: width, format, key: objectKeys.variant(id, width, format), bytes: 1 })),
    );
    const ref = toImageRef({ id, status: 'ready', width: 1280, height: 1280, placeholder: 'data:x', variants });
    expect(ref.webp).toBe('/media/variants/a1/640.webp');
    expect(ref.jpeg).toBe('/media/variants/a1/640.jpg');
    expect(ref.srcset.webp).toBe('/media/variants/a1/320.webp 320w, /media/variants/a1/640.webp 640w, /media/variants/a1/1280.webp 1280w');
    expect(ref).not.toHaveProperty('error');
  });
});
