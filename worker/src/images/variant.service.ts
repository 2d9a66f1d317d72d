import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ENCODING, PLACEHOLDER_WIDTH, targetWidths, variantPlan, type PlannedOutput } from '@studio/core/images/variant-spec';

export interface RenderedOutput extends PlannedOutput {
  height: number;
  data: Buffer;
}

export interface RenderedImage {
  /** Oriented (as displayed) size of the original. */
  width: number;
  height: number;
  placeholder: string;
  outputs: RenderedOutput[];
}

/** The file cannot become an image (corrupt, truncated, too many pixels, not an image): retrying will not help. */
export class ImageDecodeError extends Error {}

// libvips caches operations for reuse across calls; a worker never repeats one, so the cache only holds memory.
sharp.cache(false);
// One libvips thread per operation: the parallelism comes from running every encode at once on the libuv
// threadpool (sized in runtime-tuning.ts). More threads per operation only oversubscribe the cores and, on glibc,
// fragment memory across malloc arenas.
sharp.concurrency(1);

/**
 * The heavy part (docs/architecture.md §6, §10): one decode of the original, shrunk on load to the largest width needed,
 * auto-oriented and in sRGB, into a raw buffer; then every output encoded from that buffer in parallel.
 * Output has no metadata at all (sharp strips EXIF, GPS, XMP and ICC unless asked to keep them).
 */
@Injectable()
export class VariantService {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /**
   * `onOutput` receives each output as soon as it is encoded (the caller stores it while the others are still
   * encoding, so storage latency hides behind CPU work); render resolves once every output and callback is done.
   */
  async render(assetId: string, input: Buffer, onOutput?: (output: RenderedOutput) => Promise<void>): Promise<RenderedImage> {
    const limitInputPixels = this.config.maxImagePixels;
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels }).metadata();
    } catch (e) {
      throw new ImageDecodeError(describeDecodeError(e, limitInputPixels));
    }
    const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!oriented.width || !oriented.height) throw new ImageDecodeError('The file has no readable image size.');
    if (oriented.width * oriented.height > limitInputPixels) throw new ImageDecodeError(describeDecodeError(new Error('pixel limit'), limitInputPixels));

    const widths = targetWidths(oriented.width);
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(input, { autoOrient: true, limitInputPixels, failOn: 'error' })
        .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (e) {
      throw new ImageDecodeError(describeDecodeError(e, limitInputPixels));
    }
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const fromRaw = () => sharp(decoded.data, { raw });

    const plan = variantPlan(assetId, oriented.width);
    const [placeholder, ...outputs] = await Promise.all([
      fromRaw()
        .resize({ width: PLACEHOLDER_WIDTH })
        .blur(ENCODING.placeholder.blurSigma)
        .webp({ quality: ENCODING.placeholder.quality, effort: ENCODING.placeholder.effort })
        .toBuffer()
        .then((b) => `data:image/webp;base64,${b.toString('base64')}`),
      ...plan.map(async (p) => {
        const out = await encode(fromRaw(), raw.width, raw.channels, p);
        await onOutput?.(out);
        return out;
      }),
    ]);
    return { width: oriented.width, height: oriented.height, placeholder, outputs };
  }
}

/** One output from the decoded buffer (also used, unchanged, by the benchmark's reference pipeline). */
export async function encode(img: Sharp, rawWidth: number, channels: number, p: PlannedOutput): Promise<RenderedOutput> {
  if (p.width !== rawWidth) img = img.resize({ width: p.width });
  if (p.format === 'webp') img = img.webp(ENCODING.webp);
  else {
    if (channels === 4 || channels === 2) img = img.flatten({ background: '#ffffff' });
    img = img.jpeg(ENCODING.jpeg);
  }
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { ...p, height: info.height, data };
}

/** A sentence an admin can act on, from libvips' message. */
export function describeDecodeError(e: unknown, maxPixels: number): string {
  const msg = (e as Error)?.message ?? String(e);
  if (/pixel limit/i.test(msg)) return `The image has more than ${Math.round(maxPixels / 1_000_000)} megapixels, which is more than we can process.`;
  if (/premature end|truncated|end of (file|stream)|not enough data|short read|unexpected end/i.test(msg)) {
    return 'The file is incomplete (truncated): it may not have finished uploading. Please upload it again.';
  }
  if (/unsupported image format|not a known file format|bad seek|input buffer/i.test(msg)) return 'The file is not an image we can read.';
  return `The image is damaged and could not be read (${msg.split('\n')[0].slice(0, 160)}).`;
}
