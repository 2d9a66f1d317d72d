/**
 * Masonry placement: each item goes to the column that is shortest so far (heights as aspect ratios), so reading
 * order stays row by row and appending items never moves earlier ones.
 */
export function placeInColumns<T>(items: readonly T[], columns: number, ratio: (item: T) => number): T[][] {
  const cols: T[][] = Array.from({ length: columns }, () => []);
  const heights = new Array<number>(columns).fill(0);
  for (const item of items) {
    let target = 0;
    for (let c = 1; c < columns; c++) if (heights[c] < heights[target] - 1e-6) target = c;
    cols[target].push(item);
    heights[target] += ratio(item);
  }
  return cols;
}
