import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ImageAsset } from '../entities/image-asset.entity';
import { PropPhoto } from '../entities/prop-photo.entity';
import { Prop } from '../entities/prop.entity';
import { UserDayPhoto } from '../entities/user-day-photo.entity';
import type { Sql } from '../database/sql-executor';

/** The task's database side: a worker's selfie and prop photos per studio day. Always scoped to one worker. */
@Injectable()
export class TaskPhotosRepository {
  constructor(private readonly em: EntityManager) {}

  findUserPhoto(userId: string, day: string): Promise<UserDayPhoto | null> {
    return this.em.findOne(UserDayPhoto, { userId, day }, { refresh: true });
  }

  /**
   * Insert or replace (one selfie per worker per day; the unique key makes concurrent saves safe).
   * Returns the image it replaced, if any, so the caller can remove it.
   */
  async upsertUserPhoto(userId: string, day: string, imageAssetId: string, takenAt: Date): Promise<string | null> {
    const rows = await this.replacing(
      `user_day_photos|${userId}|${day}`,
      `with old as (select "image_asset_id" from "user_day_photos" where "user_id" = ? and "day" = ?)
       insert into "user_day_photos" ("id", "user_id", "day", "image_asset_id", "taken_at") values (?, ?, ?, ?, ?)
       on conflict ("user_id", "day") do update set "image_asset_id" = excluded."image_asset_id", "taken_at" = excluded."taken_at"
       returning (select "image_asset_id" from old) as "previous"`,
      [userId, day, randomUUID(), userId, day, imageAssetId, takenAt],
    );
    return rows[0]?.previous ?? null;
  }

  /**
   * Insert or replace this worker's photo of a prop for the day (with the phone's capture id, if sent); returns the
   * replaced image, if any.
   */
  async upsertPropPhoto(userId: string, propId: string, day: string, imageAssetId: string, takenAt: Date, captureId: string | null = null): Promise<string | null> {
    const rows = await this.replacing(
      `prop_photos|${userId}|${propId}|${day}`,
      `with old as (select "image_asset_id" from "prop_photos" where "user_id" = ? and "prop_id" = ? and "day" = ?)
       insert into "prop_photos" ("id", "user_id", "prop_id", "day", "image_asset_id", "taken_at", "capture_id") values (?, ?, ?, ?, ?, ?, ?)
       on conflict ("user_id", "prop_id", "day") do update set "image_asset_id" = excluded."image_asset_id", "taken_at" = excluded."taken_at", "capture_id" = excluded."capture_id"
       returning (select "image_asset_id" from old) as "previous"`,
      [userId, propId, day, randomUUID(), userId, propId, day, imageAssetId, takenAt, captureId],
    );
    return rows[0]?.previous ?? null;
  }

  /**
   * Runs an insert-or-replace that reports the image it replaced, one at a time per key: two saves at once (the same
   * capture sent twice, a double tap) would otherwise both read "nothing before" and leave one upload without a row.
   */
  private replacing(key: string, sql: string, params: unknown[]): Promise<{ previous: string | null }[]> {
    return this.em.transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
      return em.execute<{ previous: string | null }[]>(sql, params);
    });
  }

  /** Retention (docs/architecture.md §16), in the caller's transaction: selfies older than `days` go; their image assets. */
  async deleteSelfiesOlderThan(sql: Sql, days: number): Promise<string[]> {
    const rows = await sql<{ image_asset_id: string }>(`delete from user_day_photos where taken_at < now() - make_interval(days => ?) returning image_asset_id`, [days]);
    return rows.map((r) => r.image_asset_id);
  }

  /** The photo this worker stored for a capture id (a resend of the same capture), if any. */
  findByCapture(userId: string, captureId: string): Promise<PropPhoto | null> {
    return this.em.findOne(PropPhoto, { userId, captureId }, { refresh: true });
  }

  /** A prop by id, removed or not (null when there never was one). */
  findProp(propId: string): Promise<Prop | null> {
    return this.em.findOne(Prop, { id: propId }, { refresh: true });
  }

  findAsset(id: string): Promise<ImageAsset | null> {
    return this.em.findOne(ImageAsset, { id });
  }

  /** How many props the task has today (the ones not removed), photographed or not. */
  countProps(): Promise<number> {
    return this.em.count(Prop, { removedAt: null });
  }

  /** Props this worker has not photographed yet on the day, oldest first (the order the task walks them). */
  async remainingProps(userId: string, day: string): Promise<Prop[]> {
    const done = await this.em.find(PropPhoto, { userId, day }, { fields: ['propId'], refresh: true });
    const doneIds = done.map((p) => p.propId);
    return this.em.find(Prop, doneIds.length ? { id: { $nin: doneIds }, removedAt: null } : { removedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, refresh: true });
  }
}
