/** POST /api/props/calculate-prices (staff, Utilize): shares a total over the selected props by their prices. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

/** The page says its own words on failure ('Failed to calculate prices'). */
export const calculatePrices = (selectedIds: string[], totalAmount: number) =>
  toResult(client.POST('/api/props/calculate-prices', { body: { selectedIds, totalAmount } }), 'Failed to calculate prices');
