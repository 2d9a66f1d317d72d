/** The gallery's masonry (lib/place-in-columns.ts): 1, 2, 3 or 4 columns by width (two on any phone from 360 px). */
export function columnCountFor(width: number): number {
  if (width >= 1280) return 4;
  if (width >= 1024) return 3;
  if (width >= 360) return 2;
  return 1;
}

/** Each tile's height in the placement: its aspect ratio plus an allowance for the gap and caption. */
export const tileHeight = (ratio: number) => ratio + 0.08;
