/** POST /api/props/calculate-prices (staff, Utilize): shares a total over the selected props by their prices. */
import { api } from '../../../lib/api-client';
import type { CalculatePricesDto, PricesCalculated } from '../../../lib/api-schema';
import { outcome, type Outcome } from './props-outcome';

export const CALCULATE_PRICES_PATH = '/api/props/calculate-prices';

export function calculatePrices(selectedIds: string[], totalAmount: number): Promise<Outcome<PricesCalculated>> {
  return outcome(() => api.post(CALCULATE_PRICES_PATH, { selectedIds, totalAmount } satisfies CalculatePricesDto));
}
