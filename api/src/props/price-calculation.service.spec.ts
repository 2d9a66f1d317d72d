import { NotFoundException } from '@nestjs/common';
import type { PriceLedgerRepository, PriceLedgerTx } from './price-ledger.repository';
import { PriceCalculationService } from './price-calculation.service';
import type { PropsService } from './props.service';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function setup(locked: Array<{ id: string; pricePaise: number }>) {
  const tx = { lockPrices: jest.fn().mockResolvedValue(locked), addEarned: jest.fn(), insertCalculation: jest.fn() };
  const ledger = { transaction: jest.fn((work: (t: PriceLedgerTx) => Promise<unknown>) => work(tx as unknown as PriceLedgerTx)) };
  const props = { findByIdsInOrder: jest.fn().mockResolvedValue([]), views: jest.fn().mockResolvedValue([]) };
  return { service: new PriceCalculationService(ledger as unknown as PriceLedgerRepository, props as unknown as PropsService), tx, props };
}

describe('PriceCalculationService', () => {
  it('locks the props in id order, shares the total by price, and answers in the order selected', async () => {
    const { service, tx, props } = setup([
      { id: A, pricePaise: 100_00 },
      { id: B, pricePaise: 300_00 },
    ]);
    const result = await service.calculate([B, A.toUpperCase(), B], 1000, 'u1');
    expect(tx.lockPrices).toHaveBeenCalledWith([A, B]);
    const lines = [
      { propId: A, pricePaise: 100_00, sharePaise: 250_00 },
      { propId: B, pricePaise: 300_00, sharePaise: 750_00 },
    ];
    expect(tx.addEarned).toHaveBeenCalledWith(lines);
    expect(tx.insertCalculation).toHaveBeenCalledWith(result.calculationId, 'u1', 1000_00, lines);
    expect(props.findByIdsInOrder).toHaveBeenCalledWith([B, A]);
    expect(result).toMatchObject({ totalPaise: 1000_00, lines });
  });

  it('writes nothing when a selected prop is gone', async () => {
    const { service, tx } = setup([{ id: A, pricePaise: 100_00 }]);
    await expect(service.calculate([A, B], 10, 'u1')).rejects.toThrow(NotFoundException);
    expect(tx.addEarned).not.toHaveBeenCalled();
    expect(tx.insertCalculation).not.toHaveBeenCalled();
  });
});
