/**
 * The characters the preloaded font files keep: Basic Latin plus the few symbols the site's texts use
 * (typographic quotes, dashes, ellipsis, bullet, ×, ©, ·). Every other character still has a face
 * (src/styles/fonts.css: the full fontsource files, fetched only by a page that shows one), so the two files
 * every public page waits for hold only what the pages show: they are 2x smaller (docs/architecture.md §10, LCP).
 * fonts.css repeats these ranges in its unicode-range descriptors (src/styles/fonts.spec.ts keeps them equal).
 */
export const FONT_SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
];

