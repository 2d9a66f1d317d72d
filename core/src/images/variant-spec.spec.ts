import { objectKeys, targetWidths, variantPlan } from './variant-spec';
import { toImageRef } from './image-ref';

describe('variant spec', () => {
  it('never upscales', () => {
    expect(targetWidths(6000)).toEqual([320, 370, 480, 560, 640, 750, 860, 1080, 1290, 1920]);
    expect(targetWidths(1000)).toEqual([320, 370, 480, 560, 640, 750, 860, 1000]);
    expect(targetWidths(200)).toEqual([200]);
    expect(targetWidths(640)).toEqual([320, 370, 480, 560, 640]);
  });

  it('gives phones at 360-430 px, 2x and 3x, a WebP within 15 % above a full-width photo, gallery tile or half-width tile', () => {
    const webp = targetWidths(6000);
    const misses: string[] = [];
    for (const css of [360, 375, 390, 393, 412, 414, 428, 430]) {
      // Full width at 2x and 3x; a gallery tile (100vw - 48 px) at 2x (at 3x a tile may take the next width up);
      // a half-width tile (the gallery's and the themes' two columns on phones: (100vw - 60 px) / 2) at 2x and 3x.
      const half = (css - 60) / 2;
      const cases = [
        { shown: css, dpr: 2 },
        { shown: css, dpr: 3 },
        { shown: css - 48, dpr: 2 },
        { shown: half, dpr: 2 },
        { shown: half, dpr: 3 },
      ];
      for (const { shown, dpr } of cases) {
        const need = shown * dpr;
        // Browsers take the smallest candidate at or above the need.
        const chosen = webp.find((w) => w >= need)!;
        if (chosen / need > 1.15) misses.push(`${shown} px at ${dpr}x needs ${need}, gets ${chosen}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('plans WebP at every width and JPEG (the fallback) at the classic widths and the largest', () => {
    const plan = (w: number) => variantPlan('a', w).filter((p) => !p.thumb);
    const widthsOf = (w: number, f: string) => plan(w).filter((p) => p.format === f).map((p) => p.width);
    expect(widthsOf(6000, 'webp')).toEqual([320, 370, 480, 560, 640, 750, 860, 1080, 1290, 1920]);
    expect(widthsOf(6000, 'jpeg')).toEqual([320, 640, 1290, 1920]);
    expect(widthsOf(1000, 'jpeg')).toEqual([320, 640, 1000]);
    expect(widthsOf(500, 'jpeg')).toEqual([320, 500]);
    expect(variantPlan('a', 6000).filter((p) => p.thumb).map((p) => p.format)).toEqual(['webp', 'jpeg']);
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
