// subset-font ships no types; the part of its API the build uses (README of subset-font 2.x).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType feature tags to keep (default: all). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
