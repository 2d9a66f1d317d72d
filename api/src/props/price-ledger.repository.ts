import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceCalculationLine } from '@studio/core/entities/price-calculation.entity';

/** Prices, Earned and the calculations' ledger, written in one transaction per calculation. */
@Injectable()
export class PriceLedgerRepository {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: (tx: PriceLedgerTx) => Promise<T>): Promise<T> {
    return this.em.transactional((tem) => work(new PriceLedgerTx(tem)));
  }
}

/** The ledger inside one transaction. */
export class PriceLedgerTx {
  constructor(private readonly em: EntityManager) {}

  /** Locks the live props among `ids` in id order (two calculations over overlapping props queue up, never deadlock). */
  async lockPrices(sortedIds: string[]): Promise<Array<{ id: string; pricePaise: number }>> {
    const marks = sortedIds.map(() => '?').join(', ');
    const rows = await this.em.execute<{ id: string; price_paise: string }[]>(
      `select "id", "price_paise" from "props" where "id" in (${marks}) and "removed_at" is null order by "id" for update`,
      sortedIds,
    );
    return rows.map((r) => ({ id: r.id, pricePaise: Number(r.price_paise) }));
  }

  /** Adds each share to its prop's Earned in SQL (earned = earned + share), never written back from a value read earlier. */
  async addEarned(lines: PriceCalculationLine[]): Promise<void> {
    await this.em.execute(
      `update "props" as p set "earned_paise" = p."earned_paise" + v."share"
       from (values ${lines.map(() => '(?::uuid, ?::bigint)').join(', ')}) as v("id", "share")
       where p."id" = v."id"`,
      lines.flatMap((l) => [l.propId, l.sharePaise]),
    );
  }

  async insertCalculation(id: string, userId: string, totalPaise: number, lines: PriceCalculationLine[]): Promise<void> {
    await this.em.execute(
      `insert into "price_calculations" ("id", "user_id", "total_paise", "lines", "created_at") values (?, ?, ?, ?::jsonb, now())`,
      [id, userId, totalPaise, JSON.stringify(lines)],
    );
  }
}
