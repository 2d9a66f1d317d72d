/**
 * Masonry placement: each item goes to the currently shortest column (by aspect ratio), so
 * appending a page never moves earlier items. Columns: 1, 2, 3 or 4 by width (two on any phone from 360 px).
 */
export function columnCountFor(width: number): number {
  if (width >= 1280) return 4;
  if (width >= 1024) return 3;
  if (width >= 360) return 2;
  return 1;
}

export function placeInColumns<T>(items: T[], columns: number, ratio: (item: T) => number): T[][] {
  const cols: T[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  for (const item of items) {
    let target = 0;
    for (let c = 1; c < columns; c++) if (heights[c] < heights[target] - 1e-6) target = c;
    cols[target].push(item);
    heights[target] += ratio(item) + 0.08; // + gap/caption allowance
  }
  return cols;
}
