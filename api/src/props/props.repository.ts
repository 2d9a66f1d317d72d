import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImageAsset } from '@studio/core/entities/image-asset.entity';
import type { PriceCalculationLine } from '@studio/core/entities/price-calculation.entity';
import { escapeLike } from '../common/escape-like';
import { PropPhoto } from '@studio/core/entities/prop-photo.entity';
import { Prop } from '@studio/core/entities/prop.entity';
import { UserDayPhoto } from '@studio/core/entities/user-day-photo.entity';
import { User } from '@studio/core/entities/user.entity';

/** What the props list searches for: a name substring (any case) and/or a price prefix as typed ("1250.5"). */
export interface PropSearch {
  name: string | null;
  pricePrefix: string | null;
  includeRemoved: boolean;
  take: number;
  offset: number;
}

/** The props (their one writer), their workers' photos and selfies of a day, and the image rows they show. */
@Injectable()
export class PropsRepository {
  constructor(private readonly em: EntityManager) {}

  async create(row: Prop): Promise<Prop> {
    const prop = this.em.create(Prop, row);
    await this.em.persistAndFlush(prop);
    return prop;
  }

  /** A prop not removed, read fresh (another request may have changed it). */
  findLive(id: string): Promise<Prop | null> {
    return this.em.findOne(Prop, { id, removedAt: null }, { refresh: true });
  }

  /** Writes the changes made to loaded props. */
  async save(): Promise<void> {
    await this.em.flush();
  }

  findAsset(id: string): Promise<ImageAsset | null> {
    return this.em.findOne(ImageAsset, { id });
  }

  /** Soft removal; false if there was no such live prop. */
  async softRemove(id: string, removedDay: string, removedBy: string): Promise<boolean> {
    return (await this.em.nativeUpdate(Prop, { id, removedAt: null }, { removedAt: new Date(), removedDay, removedBy })) > 0;
  }

  /** Ids of the matching props, newest first. */
  async searchIds(q: PropSearch): Promise<string[]> {
    // A removed prop leaves the lists and Utilize; admins may ask for it (its price and earnings stay readable).
    const where: string[] = q.includeRemoved ? [] : [`"removed_at" is null`];
    const params: unknown[] = [];
    if (q.name !== null) {
      const ors = [`"name" ilike ? escape '\\'`];
      params.push(`%${escapeLike(q.name)}%`);
      if (q.pricePrefix !== null) {
        ors.push(`to_char("price_paise" / 100.0, 'FM9999999999999990.00') like ?`);
        params.push(`${q.pricePrefix}%`);
      }
      where.push(`(${ors.join(' or ')})`);
    }
    const rows = await this.em.execute<{ id: string }[]>(
      `select "id" from "props" ${where.length ? `where ${where.join(' and ')}` : ''}
       order by "created_at" desc, "id" desc limit ? offset ?`,
      [...params, q.take, q.offset],
    );
    return rows.map((r) => r.id);
  }

  /** Props that belong to the day (created on or before it, not removed before it), newest first, and their count. */
  ofDay(day: string, limit: number, offset: number): Promise<[Prop[], number]> {
    // A prop removed later still belongs to the days before its removal (with its photos of those days).
    const where = { createdDay: { $lte: day }, $or: [{ removedDay: null }, { removedDay: { $gt: day } }] };
    return this.em.findAndCount(Prop, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
  }

  /** The workers' photos of these props that day, oldest first. */
  async photosOfDay(day: string, propIds: string[]): Promise<PropPhoto[]> {
    if (!propIds.length) return [];
    return this.em.find(PropPhoto, { day, propId: { $in: propIds } }, { orderBy: { takenAt: 'asc', id: 'asc' } });
  }

  /** The workers' selfies of the day, oldest first. */
  selfiesOfDay(day: string): Promise<UserDayPhoto[]> {
    return this.em.find(UserDayPhoto, { day }, { orderBy: { takenAt: 'asc', id: 'asc' } });
  }

  async usernames(userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const users = await this.em.find(User, { id: { $in: userIds } }, { fields: ['id', 'username'] });
    return new Map(users.map((u) => [u.id, u.username]));
  }

  /** Fresh rows (another request may have changed Earned), in no particular order. */
  findByIds(ids: string[]): Promise<Prop[]> {
    return this.em.find(Prop, { id: { $in: ids } }, { refresh: true });
  }

  /** In the caller's transaction (`em`, the price calculation's): locks the live props among `ids` in id order (two calculations over overlapping props queue up, never deadlock). */
  async lockPrices(em: EntityManager, sortedIds: string[]): Promise<Array<{ id: string; pricePaise: number }>> {
    const marks = sortedIds.map(() => '?').join(', ');
    const rows = await em.execute<{ id: string; price_paise: string }[]>(
      `select "id", "price_paise" from "props" where "id" in (${marks}) and "removed_at" is null order by "id" for update`,
      sortedIds,
    );
    return rows.map((r) => ({ id: r.id, pricePaise: Number(r.price_paise) }));
  }

  /** In the caller's transaction: adds each share to its prop's Earned in SQL (earned = earned + share), never written back from a value read earlier. */
  async addEarned(em: EntityManager, lines: PriceCalculationLine[]): Promise<void> {
    await em.execute(
      `update "props" as p set "earned_paise" = p."earned_paise" + v."share"
       from (values ${lines.map(() => '(?::uuid, ?::bigint)').join(', ')}) as v("id", "share")
       where p."id" = v."id"`,
      lines.flatMap((l) => [l.propId, l.sharePaise]),
    );
  }

  assets(ids: string[]): Promise<ImageAsset[]> {
    return this.em.find(ImageAsset, { id: { $in: ids } }, { refresh: true });
  }
}
