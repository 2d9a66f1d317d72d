import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FONT_SUBSET_RANGES } from './font-subset-ranges.ts';

const subsetText = () =>
  FONT_SUBSET_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

/**
 * Where the subsets are written (gitignored): fonts.css links them by relative url, so Vite hashes and
 * emits them like any asset, in dev and build alike.
 */
const FONT_SUBSET_DIR = join(dirname(fileURLToPath(import.meta.url)), '../.fonts');

const require = createRequire(import.meta.url);

/**
 * One subset per preloaded file. DM Sans keeps its wght axis from 400 to 800, every weight the CSS asks for
 * (400 body, 600, 650, 700, 800; fonts.css declares that range): the rest of the axis is a third of the file.
 */
const FACES = [
  { source: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2', out: 'playfair-display-latin-600-subset.woff2' },
  {
    source: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    out: 'dm-sans-latin-wght-subset.woff2',
    axes: { wght: { min: 400, max: 800 } },
  },
];

/**
 * The OpenType features the subsets keep: those a browser applies to Latin text by itself (HarfBuzz's defaults for
 * horizontal text, and rvrn for the variable axis) plus tnum, which the CSS asks for (font-variant-numeric:
 * tabular-nums). subset-font keeps every feature unless told: Playfair's small caps, old-style figures, fractions and
 * alternates then came along as glyphs no page shows (Playfair 15.2 -> 13.1 kB, DM Sans 15.9 -> 15.3 kB). A CSS rule
 * asking for another feature (font-variant-caps, font-feature-settings) needs it added here.
 */
const KEEP_FEATURES = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn', 'tnum'];

/** Writes the subsets before anything reads fonts.css (harfbuzz, deterministic, under a second). */
export function subsetFonts(): Plugin {
  return {
    name: 'studio:subset-fonts',
    async config() {
      mkdirSync(FONT_SUBSET_DIR, { recursive: true });
      const text = subsetText();
      for (const face of FACES) {
        const bytes = await subsetFont(readFileSync(require.resolve(face.source)), text, { targetFormat: 'woff2', variationAxes: face.axes, keepFeatures: KEEP_FEATURES });
        const out = join(FONT_SUBSET_DIR, face.out);
        // Unchanged bytes are not rewritten: the dev server would reload on every start.
        if (!existsSync(out) || !readFileSync(out).equals(bytes)) writeFileSync(out, bytes);
      }
    },
  };
}
