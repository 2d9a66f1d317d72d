/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_SUBSET_RANGES } from '../../vite/font-subset-ranges.ts';

/** Code points of a CSS unicode-range value ("U+0020-007E, U+00A0"). */
const codePoints = (range: string) => {
  const set = new Set<number>();
  for (const part of range.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [lo, hi = lo] = part.split('-').map((h) => parseInt(h, 16));
    for (let c = lo; c <= hi; c++) set.add(c);
  }
  return set;
};
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

/** Each @font-face of a stylesheet: its family, src and unicode-range. */
const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)?.[1],
    src: /src:\s*([^;]+);/.exec(body)?.[1] ?? '',
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1],
  }));

const subset = new Set(FONT_SUBSET_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
const ours = faces(readFileSync(join(__dirname, 'fonts.css'), 'utf8'));
// fontsource's own range for its latin files: the same for both families.
// (Resolved through a font file: jest maps every .css request to a stub.)
const fontsourceDir = join(dirname(createRequire(__filename).resolve('@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2')), '..');
const fontsourceCss = readFileSync(join(fontsourceDir, 'wght.css'), 'utf8');
const latin = codePoints(faces(fontsourceCss).find((f) => f.src.includes('-latin-wght-'))!.range!);

describe('fonts.css', () => {
  it.each(['Playfair Display', 'DM Sans Variable'])('%s: the subset face covers FONT_SUBSET_RANGES and the full latin face the rest of latin', (family) => {
    const mine = ours.filter((f) => f.family === family);
    const cut = mine.find((f) => f.src.includes('.fonts/'));
    const full = mine.find((f) => /-latin-[\w-]*normal\.woff2/.test(f.src));
    expect(sorted(codePoints(cut!.range!))).toEqual(sorted(subset));
    expect(sorted(codePoints(full!.range!))).toEqual(sorted(latin).filter((c) => !subset.has(c)));
  });
});
