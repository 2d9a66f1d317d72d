/**
 * The one table of image outputs and the one object-key function. The worker writes these keys;
 * the api turns them into URLs. Widths are never upscaled: an original narrower than a width
 * gets no variant of that width (its own width is emitted instead).
 */
/**
 * In-between widths so a phone finds a variant close above what it needs (browsers take the smallest candidate at
 * or above displayed width x pixel ratio). A full-width photo on a 360-430 px phone needs 720-860 px at 2x (750,
 * 860) and 1080-1290 px at 3x (1080, 1290); a full-width gallery tile (100vw - 48 px) 624-764 at 2x (640, 750,
 * 860). A half-width tile (gallery and themes on phones: 150-185 px) needs 300-370 at 2x (320, 370) and 450-555 at
 * 3x (480, 560); 480 alone made a 390 px 2x phone fetch 480 for a 330 px need. 1290 stands where 1280 stood (a
 * 430 px phone at 3x needs exactly 1290). With the old 320/640/1280/1920 a 2x phone fetched 1280 for a 780 px need.
 * A photo processed before a width was added simply lacks it (its stored variant list makes its srcset) until it is
 * processed again (the Processing page's 'reprocess all').
 */
export const VARIANT_WIDTHS = [320, 370, 480, 560, 640, 750, 860, 1080, 1290, 1920] as const;
/**
 * JPEG is only the fallback for browsers without WebP (the <picture>'s last source and the <img src>): it keeps
 * four widths, so the in-between widths cost WebP encodes only.
 */
export const JPEG_WIDTHS: readonly number[] = [320, 640, 1290, 1920];
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
  /** The link-preview picture (Open Graph): made only for the photos public pages share (job `images:share`). */
  share: (assetId: string) => `variants/${assetId}/share.jpg`,
};

/** Open Graph / WhatsApp preview picture: 1200x630 JPEG under 300 kB (WhatsApp's limit for a preview). */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024, qualities: [82, 74, 66, 58, 50] } as const;

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

/**
 * Every object the worker writes for an image of this oriented width: WebP at every target width, JPEG at the
 * classic ones (and at a narrower original's own width, its largest), plus thumbnails in both.
 */
export function variantPlan(assetId: string, orientedWidth: number): PlannedOutput[] {
  const out: PlannedOutput[] = [];
  const widths = targetWidths(orientedWidth);
  const largest = widths[widths.length - 1];
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      if (format === 'jpeg' && !JPEG_WIDTHS.includes(width) && width !== largest) continue;
      out.push({ width, format, key: objectKeys.variant(assetId, width, format), thumb: false });
    }
  }
  // A narrower original's smallest variant already is its thumbnail.
  if (orientedWidth > THUMB_WIDTH) {
    for (const format of VARIANT_FORMATS) out.push({ width: THUMB_WIDTH, format, key: objectKeys.thumb(assetId, format), thumb: true });
  }
  return out;
}

export const contentTypeOf = (format: VariantFormat) => (format === 'jpeg' ? 'image/jpeg' : 'image/webp');
