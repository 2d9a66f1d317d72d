import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceCalculationLine } from '@studio/core/entities/price-calculation.entity';
import { PropsRepository } from './props.repository';

/**
 * The calculations' ledger (`price_calculations`), and the props' prices and Earned through PropsRepository, written
 * in one transaction per calculation.
 */
@Injectable()
export class PriceLedgerRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly props: PropsRepository,
  ) {}

  transaction<T>(work: (tx: PriceLedgerTx) => Promise<T>): Promise<T> {
    return this.em.transactional((tem) => work(new PriceLedgerTx(tem, this.props)));
  }
}

/** The ledger inside one transaction. */
export class PriceLedgerTx {
  constructor(
    private readonly em: EntityManager,
    private readonly props: PropsRepository,
  ) {}

  /** Locks the live props among `ids` in id order (PropsRepository, the one writer of `props`). */
  lockPrices(sortedIds: string[]): Promise<Array<{ id: string; pricePaise: number }>> {
    return this.props.lockPrices(this.em, sortedIds);
  }

  /** Adds each share to its prop's Earned (PropsRepository, in this transaction). */
  addEarned(lines: PriceCalculationLine[]): Promise<void> {
    return this.props.addEarned(this.em, lines);
  }

  async insertCalculation(id: string, userId: string, totalPaise: number, lines: PriceCalculationLine[]): Promise<void> {
    await this.em.execute(
      `insert into "price_calculations" ("id", "user_id", "total_paise", "lines", "created_at") values (?, ?, ?, ?::jsonb, now())`,
      [id, userId, totalPaise, JSON.stringify(lines)],
    );
  }
}
