/**
 * docs/architecture.md §5 "Calculate prices": share a total (integer paise) across props in
 * proportion to their prices (equally when every price is 0), rounding by largest
 * remainder so the shares add up to the total exactly.
 *
 * BigInt inside: total × price can pass 2^53 for large amounts, and a float would lose paise.
 * Ties between equal remainders go to the earlier input, so callers pass a stable order.
 */
export function sharePaise(pricesPaise: readonly number[], totalPaise: number): number[] {
  if (pricesPaise.length === 0) throw new RangeError('at least one price is needed');
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('total must be a non-negative whole number of paise');
  for (const p of pricesPaise) {
    if (!Number.isSafeInteger(p) || p < 0) throw new RangeError('prices must be non-negative whole numbers of paise');
  }

  const allZero = pricesPaise.every((p) => p === 0);
  const weights = pricesPaise.map((p) => BigInt(allZero ? 1 : p));
  const weightSum = weights.reduce((a, b) => a + b, 0n);
  const total = BigInt(totalPaise);

  const shares = weights.map((w) => (total * w) / weightSum);
  const remainders = weights.map((w) => (total * w) % weightSum);
  let leftover = total - shares.reduce((a, b) => a + b, 0n); // always < number of props

  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (remainders[b] > remainders[a] ? 1 : remainders[b] < remainders[a] ? -1 : a - b));
  for (const i of order) {
    if (leftover === 0n) break;
    // A zero-weight prop has no claim on the total (its remainder is 0, so it sorts last anyway).
    if (weights[i] === 0n) continue;
    shares[i] += 1n;
    leftover -= 1n;
  }
  return shares.map(Number);
}

/** Rupees (a number with at most 2 decimals) → integer paise; null when it is not such a number. */
export function rupeesToPaise(rupees: number): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  // Reject 3+ decimals (10.005) instead of silently rounding money.
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(rupees))) return null;
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Integer paise → rupees as a number with 2 decimals (the spec's price/calculatePrice fields). */
export const paiseToRupees = (paise: number): number => Math.round(paise) / 100;
