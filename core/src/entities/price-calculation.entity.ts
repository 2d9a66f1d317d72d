import { BigIntType, EntitySchema } from '@mikro-orm/core';

export interface PriceCalculationLine {
  propId: string;
  /** The prop's price when the calculation ran. */
  pricePaise: number;
  sharePaise: number;
}

/** Ledger: one row per "Calculate Prices" (who, when, which props, what each received). */
export class PriceCalculation {
  id!: string;
  userId!: string;
  totalPaise!: number;
  lines: PriceCalculationLine[] = [];
  createdAt: Date = new Date();
}

export const PriceCalculationSchema = new EntitySchema<PriceCalculation>({
  class: PriceCalculation,
  tableName: 'price_calculations',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    totalPaise: { type: new BigIntType('number') },
    lines: { type: 'json' },
    createdAt: { type: 'Date', onCreate: () => new Date() },
  },
});
