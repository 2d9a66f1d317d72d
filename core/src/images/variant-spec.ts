/**
 * The one table of image outputs and the one object-key function. The worker writes these keys;
 * the api turns them into URLs. Widths are never upscaled: an original narrower than a width
 * gets no variant of that width (its own width is emitted instead).
 */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
export const VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export const THUMB_WIDTH = 160;
export const PLACEHOLDER_WIDTH = 16;
/** The width an ImageRef's plain `jpeg`/`webp` URL points at (or the largest below it). */
export const DEFAULT_DISPLAY_WIDTH = 640;

export interface StoredVariant {
  width: number;
  height: number;
  format: VariantFormat;
  key: string;
  bytes: number;
}

export const objectKeys = {
  original: (assetId: string) => `originals/${assetId}`,
  variantPrefix: (assetId: string) => `variants/${assetId}/`,
  variant: (assetId: string, width: number, format: VariantFormat) =>
    `variants/${assetId}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
  thumb: (assetId: string, format: VariantFormat) => `variants/${assetId}/thumb.${format === 'jpeg' ? 'jpg' : 'webp'}`,
};

/** The widths to emit for an image of this (oriented) width: the table's widths below it, plus its own if smaller than the largest. */
export function targetWidths(originalWidth: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  if (below.length === VARIANT_WIDTHS.length) return [...below];
  return [...below, originalWidth].filter((w, i, a) => a.indexOf(w) === i);
}

/**
 * Encoder settings for every output (the worker and the benchmark's reference pipeline both read these, so
 * they always compare the same work). WebP is most of the CPU: effort 2 is about twice as fast as the default 4
 * for a few percent more bytes at these widths.
 */
export const ENCODING = {
  webp: { quality: 80, effort: 2 },
  jpeg: { quality: 80, progressive: true, mozjpeg: false },
  placeholder: { quality: 40, effort: 2, blurSigma: 1 },
} as const;

export interface PlannedOutput {
  width: number;
  format: VariantFormat;
  key: string;
  thumb: boolean;
}

/** Every object the worker writes for an image of this oriented width: the table's widths in both formats, plus thumbnails. */
export function variantPlan(assetId: string, orientedWidth: number): PlannedOutput[] {
  const out: PlannedOutput[] = [];
  for (const width of targetWidths(orientedWidth)) {
    for (const format of VARIANT_FORMATS) out.push({ width, format, key: objectKeys.variant(assetId, width, format), thumb: false });
  }
  // A narrower original's smallest variant already is its thumbnail.
  if (orientedWidth > THUMB_WIDTH) {
    for (const format of VARIANT_FORMATS) out.push({ width: THUMB_WIDTH, format, key: objectKeys.thumb(assetId, format), thumb: true });
  }
  return out;
}

export const contentTypeOf = (format: VariantFormat) => (format === 'jpeg' ? 'image/jpeg' : 'image/webp');
