import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { PriceCalculationLine } from '@studio/core/entities/price-calculation.entity';
import { PriceLedgerRepository } from './price-ledger.repository';
import { rupeesToPaise, sharePaise } from './price-sharing.util';
import type { PropView } from './prop-view';
import { PropsService } from './props.service';

export interface CalculationResult {
  calculationId: string;
  totalPaise: number;
  lines: PriceCalculationLine[];
  properties: PropView[];
}

/**
 * "Calculate Prices" (docs/architecture.md §5): one transaction locks the selected props (in id order,
 * so two calculations over overlapping props queue up instead of deadlocking), shares the total
 * by their current prices, adds each share to Earned and writes the ledger row.
 */
@Injectable()
export class PriceCalculationService {
  constructor(
    private readonly ledger: PriceLedgerRepository,
    private readonly props: PropsService,
  ) {}

  async calculate(selectedIds: string[], totalAmount: number, userId: string): Promise<CalculationResult> {
    const totalPaise = rupeesToPaise(totalAmount);
    if (totalPaise === null || totalPaise < 0) throw new BadRequestException('Total amount must be a valid number');
    const ids = [...new Set(selectedIds.map((id) => id.toLowerCase()))].sort();
    const calculationId = randomUUID();

    const lines = await this.ledger.transaction(async (tx) => {
      const locked = await tx.lockPrices(ids);
      if (locked.length !== ids.length) throw new NotFoundException('Some selected properties no longer exist');
      const shares = sharePaise(
        locked.map((r) => r.pricePaise),
        totalPaise,
      );
      const lines: PriceCalculationLine[] = locked.map((r, i) => ({ propId: r.id, pricePaise: r.pricePaise, sharePaise: shares[i] }));
      await tx.addEarned(lines);
      await tx.insertCalculation(calculationId, userId, totalPaise, lines);
      return lines;
    });

    // Answer in the order the client selected them.
    const order = [...new Set(selectedIds.map((id) => id.toLowerCase()))];
    const properties = await this.props.views(await this.props.findByIdsInOrder(order));
    return { calculationId, totalPaise, lines, properties };
  }
}
