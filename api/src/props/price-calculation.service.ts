import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { PriceCalculationLine } from '@studio/core/entities/price-calculation.entity';
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
 * "Calculate Prices" (ARCHITECTURE §5): one transaction locks the selected props (in id order,
 * so two calculations over overlapping props queue up instead of deadlocking), shares the total
 * by their current prices, adds each share to Earned and writes the ledger row.
 */
@Injectable()
export class PriceCalculationService {
  constructor(
    private readonly em: EntityManager,
    private readonly props: PropsService,
  ) {}

  async calculate(selectedIds: string[], totalAmount: number, userId: string): Promise<CalculationResult> {
    const totalPaise = rupeesToPaise(totalAmount);
    if (totalPaise === null || totalPaise < 0) throw new BadRequestException('Total amount must be a valid number');
    const ids = [...new Set(selectedIds.map((id) => id.toLowerCase()))].sort();
    const calculationId = randomUUID();

    const lines = await this.em.transactional(async (tem) => {
      const marks = ids.map(() => '?').join(', ');
      const locked = await tem.execute<{ id: string; price_paise: string }[]>(
        `select "id", "price_paise" from "props" where "id" in (${marks}) and "removed_at" is null order by "id" for update`,
        ids,
      );
      if (locked.length !== ids.length) throw new NotFoundException('Some selected properties no longer exist');
      const shares = sharePaise(locked.map((r) => Number(r.price_paise)), totalPaise);
      const lines: PriceCalculationLine[] = locked.map((r, i) => ({ propId: r.id, pricePaise: Number(r.price_paise), sharePaise: shares[i] }));

      // Added in SQL (earned = earned + share), never written back from a value read earlier.
      await tem.execute(
        `update "props" as p set "earned_paise" = p."earned_paise" + v."share"
         from (values ${lines.map(() => '(?::uuid, ?::bigint)').join(', ')}) as v("id", "share")
         where p."id" = v."id"`,
        lines.flatMap((l) => [l.propId, l.sharePaise]),
      );
      await tem.execute(
        `insert into "price_calculations" ("id", "user_id", "total_paise", "lines", "created_at") values (?, ?, ?, ?::jsonb, now())`,
        [calculationId, userId, totalPaise, JSON.stringify(lines)],
      );
      return lines;
    });

    // Answer in the order the client selected them.
    const order = [...new Set(selectedIds.map((id) => id.toLowerCase()))];
    const properties = await this.props.views(await this.props.findByIdsInOrder(order));
    return { calculationId, totalPaise, lines, properties };
  }
}
