import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { createdBefore } from '../database/keyset';
import { randomUUID } from 'node:crypto';
import {
  ClientGallery,
  ClientGalleryArchive,
  ClientGalleryPhoto,
} from '../entities/client-gallery.entity';
import type { ImageAsset } from '../entities/image-asset.entity';
import type { StoredVariant } from '../images/variant-spec';
import { uuidArray, type Sql } from '../database/sql-executor';

export interface GalleryCounts {
  photos: number;
  ready: number;
  favourites: number;
}

export interface MediaLookup {
  galleryId: string;
  expiresOn: string;
  pinVersion: number;
  variants: StoredVariant[];
}

/** A gallery's photos after `after` in its (position, id) order: a row comparison on the (gallery_id, position, id) index. */
const placedAfter = (after: { position: number; id: string }) => ({ [raw((alias: string) => `(${alias}.position, ${alias}.id) > (?, ?)`, [after.position, after.id])]: [] });

/** Reads and writes of the client gallery tables (client_galleries, their photos and favourites): their one writer. */
@Injectable()
export class ClientGalleriesRepository {
  constructor(private readonly em: EntityManager) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params);
  }

  async create(data: Omit<ClientGallery, 'id' | 'createdAt' | 'updatedAt' | 'views' | 'downloadCount' | 'selectionSubmittedAt' | 'pinVersion'>): Promise<ClientGallery> {
    const now = new Date();
    const gallery = this.em.create(ClientGallery, { ...data, id: randomUUID(), pinVersion: 1, views: 0, downloadCount: 0, selectionSubmittedAt: null, createdAt: now, updatedAt: now });
    await this.em.persistAndFlush(gallery);
    return gallery;
  }

  findById(id: string): Promise<ClientGallery | null> {
    return this.em.findOne(ClientGallery, { id });
  }

  findBySlug(slug: string): Promise<ClientGallery | null> {
    return this.em.findOne(ClientGallery, { slug });
  }

  /** What a parents' cookie is checked against (id and PIN version), without an entity: asked for /g/ pages with a cookie. */
  async accessKeyOf(slug: string): Promise<{ id: string; pinVersion: number } | null> {
    const rows = await this.sql<{ id: string; pinVersion: number }>(`select id, pin_version as "pinVersion" from client_galleries where slug = ?`, [slug]);
    return rows[0] ? { id: rows[0].id, pinVersion: Number(rows[0].pinVersion) } : null;
  }

  /** Whether a gallery has this slug (one indexed lookup, no entity: asked for every /g/ page). */
  async slugExists(slug: string): Promise<boolean> {
    return (await this.sql(`select 1 from client_galleries where slug = ?`, [slug])).length > 0;
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  /**
   * A page of galleries, newest first, after the keyset `after` (created_at, id), with their counts; one more row
   * than `limit` is read to know whether another page follows.
   */
  async listPage(limit: number, after?: { createdAt: Date; id: string }): Promise<{ rows: Array<{ gallery: ClientGallery; counts: GalleryCounts }>; more: boolean }> {
    const found = await this.em.find(ClientGallery, after ? createdBefore('client_galleries', after) : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
    const galleries = found.slice(0, limit);
    const counts = await this.countsFor(galleries.map((g) => g.id));
    return { rows: galleries.map((gallery) => ({ gallery, counts: counts.get(gallery.id) ?? { photos: 0, ready: 0, favourites: 0 } })), more: found.length > limit };
  }

  /**
   * Photos, ready photos and favourites of these galleries: photos and favourites from the counters a trigger keeps on
   * each gallery's row (Migration20261129160000), "ready" as photos less those whose image is not ready yet (a
   * partial index holds only those, so the count never visits every photo's image row).
   */
  async countsFor(ids: string[]): Promise<Map<string, GalleryCounts>> {
    if (!ids.length) return new Map();
    const rows = await this.sql<{ id: string; photos: number; not_ready: string; favourites: number }>(
      `select g.id, g.photo_count as photos, coalesce(w.n, 0) as not_ready, g.favourite_count as favourites
         from client_galleries g
         left join (select p.gallery_id, count(*) as n from image_assets a join client_gallery_photos p on p.image_asset_id = a.id
                     where a.status <> 'ready' and p.gallery_id = any(?::uuid[]) group by p.gallery_id) w on w.gallery_id = g.id
        where g.id = any(?::uuid[])`,
      [uuidArray(ids), uuidArray(ids)],
    );
    return new Map(rows.map((r) => [r.id, { photos: Number(r.photos), ready: Number(r.photos) - Number(r.not_ready), favourites: Number(r.favourites) }]));
  }

  /** The gallery's photos in order, with their image assets. */
  photos(galleryId: string): Promise<ClientGalleryPhoto[]> {
    return this.em.find(ClientGalleryPhoto, { gallery: galleryId }, { populate: ['image'], orderBy: { position: 'asc', id: 'asc' } });
  }

  /**
   * The admin's page of a gallery's photos (any status), in order: `limit` after the place `after`, by a row
   * comparison on the (gallery_id, position, id) index (docs/architecture.md §10).
   */
  photosPage(galleryId: string, limit: number, after?: { position: number; id: string }): Promise<ClientGalleryPhoto[]> {
    const keyset = after ? placedAfter(after) : {};
    return this.em.find(ClientGalleryPhoto, { gallery: galleryId, ...keyset }, { populate: ['image'], orderBy: { position: 'asc', id: 'asc' }, limit });
  }

  /** The family's favourite photos in the gallery's order, with their image assets (the admin's "chosen" filter). */
  favouritePhotos(galleryId: string): Promise<ClientGalleryPhoto[]> {
    return this.em.find(
      ClientGalleryPhoto,
      { gallery: galleryId, [raw((alias: string) => `exists (select 1 from client_gallery_favourites f where f.gallery_id = ? and f.photo_id = ${alias}.id)`, [galleryId])]: [] },
      { populate: ['image'], orderBy: { position: 'asc', id: 'asc' } },
    );
  }

  /**
   * The photos parents see (ready ones), in order; `limit`: the first so many, after the place `after` (a row
   * comparison on the (gallery_id, position, id) index: a page of a 1,000-photo gallery reads its own rows only).
   */
  readyPhotos(galleryId: string, limit?: number, after?: { position: number; id: string }): Promise<ClientGalleryPhoto[]> {
    const keyset = after ? placedAfter(after) : {};
    return this.em.find(ClientGalleryPhoto, { gallery: galleryId, image: { status: 'ready' }, ...keyset }, { populate: ['image'], orderBy: { position: 'asc', id: 'asc' }, limit });
  }

  countReadyPhotos(galleryId: string): Promise<number> {
    return this.em.count(ClientGalleryPhoto, { gallery: galleryId, image: { status: 'ready' } });
  }

  findPhoto(galleryId: string, photoId: string): Promise<ClientGalleryPhoto | null> {
    return this.em.findOne(ClientGalleryPhoto, { id: photoId, gallery: galleryId }, { populate: ['image'] });
  }

  /** The photo of this gallery already holding these bytes (any status but failed). */
  async findPhotoByHash(galleryId: string, hash: string): Promise<{ existingId: string; existingAssetId: string } | null> {
    const [row] = await this.sql<{ id: string; asset_id: string }>(
      `select p.id, a.id as asset_id from client_gallery_photos p join image_assets a on a.id = p.image_asset_id
        where p.gallery_id = ? and a.content_hash = ? and a.status <> 'failed' order by p.position limit 1`,
      [galleryId, hash],
    );
    return row ? { existingId: row.id, existingAssetId: row.asset_id } : null;
  }

  async existingHashes(galleryId: string, hashes: string[]): Promise<string[]> {
    if (!hashes.length) return [];
    const rows = await this.sql<{ content_hash: string }>(
      `select distinct a.content_hash from client_gallery_photos p join image_assets a on a.id = p.image_asset_id
        where p.gallery_id = ? and a.status <> 'failed' and a.content_hash in (${hashes.map(() => '?').join(',')})`,
      [galleryId, ...hashes],
    );
    return rows.map((r) => r.content_hash);
  }

  async createPhotos(gallery: ClientGallery, assets: ImageAsset[], fileNames: string[]): Promise<ClientGalleryPhoto[]> {
    const [{ next }] = await this.sql<{ next: number }>(`select coalesce(max(position), 0) + 1 as next from client_gallery_photos where gallery_id = ?`, [gallery.id]);
    const now = Date.now();
    const rows = assets.map((image, i) =>
      this.em.create(ClientGalleryPhoto, {
        id: randomUUID(),
        gallery,
        image,
        fileName: fileNames[i] || `photo-${Number(next) + i}.jpg`,
        position: Number(next) + i,
        createdAt: new Date(now + i),
      }),
    );
    await this.em.persistAndFlush(rows);
    return rows;
  }

  async deletePhoto(photoId: string): Promise<void> {
    await this.em.nativeDelete(ClientGalleryPhoto, { id: photoId });
  }

  /** Image assets of every photo of the gallery (to remove their objects with the gallery). */
  async assetsOf(galleryId: string): Promise<ImageAsset[]> {
    return (await this.photos(galleryId)).map((p) => p.image);
  }

  async deleteGallery(galleryId: string): Promise<void> {
    await this.em.nativeDelete(ClientGallery, { id: galleryId });
  }

  /** An erasure's step (docs/architecture.md §16), in the caller's transaction: these galleries go (photos and favourites by cascade). */
  async deleteMany(sql: Sql, galleryIds: string[]): Promise<number> {
    if (!galleryIds.length) return 0;
    return (await sql(`delete from client_galleries where id = any(?::uuid[]) returning id`, [uuidArray(galleryIds)])).length;
  }

  // ---- favourites ----

  async favourites(galleryId: string): Promise<string[]> {
    const rows = await this.sql<{ photo_id: string }>(
      `select f.photo_id from client_gallery_favourites f join client_gallery_photos p on p.id = f.photo_id
        where f.gallery_id = ? order by p.position, p.id`,
      [galleryId],
    );
    return rows.map((r) => r.photo_id);
  }

  /**
   * Adds a favourite unless the limit is reached. The gallery row is locked for the check and the insert, so
   * two hearts tapped at once on two phones cannot both pass a limit of one left.
   */
  async addFavourite(galleryId: string, photoId: string, limit: number | null): Promise<'added' | 'over-limit'> {
    return this.em.transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      await conn.execute(`select id from client_galleries where id = ? for update`, [galleryId], 'all', ctx);
      const [{ already, count }] = await conn.execute<Array<{ already: boolean; count: string }>>(
        `select exists(select 1 from client_gallery_favourites where gallery_id = ? and photo_id = ?) as already,
                (select count(*) from client_gallery_favourites where gallery_id = ?) as count`,
        [galleryId, photoId, galleryId],
        'all',
        ctx,
      );
      if (already) return 'added';
      if (limit !== null && Number(count) >= limit) return 'over-limit';
      await conn.execute(`insert into client_gallery_favourites (gallery_id, photo_id) values (?, ?) on conflict do nothing`, [galleryId, photoId], 'run', ctx);
      return 'added';
    });
  }

  async removeFavourite(galleryId: string, photoId: string): Promise<void> {
    await this.sql(`delete from client_gallery_favourites where gallery_id = ? and photo_id = ?`, [galleryId, photoId]);
  }

  // ---- counters ----

  async countView(galleryId: string): Promise<void> {
    await this.sql(`update client_galleries set views = views + 1 where id = ?`, [galleryId]);
  }

  async countDownload(galleryId: string): Promise<void> {
    await this.sql(`update client_galleries set download_count = download_count + 1 where id = ?`, [galleryId]);
  }

  /** One round trip per image request: the gallery's access facts and the asset's variants, if it is this gallery's. */
  async mediaLookup(slug: string, assetId: string): Promise<MediaLookup | null> {
    const [row] = await this.sql<{ id: string; expires_on: string | Date; pin_version: number; variants: StoredVariant[] }>(
      `select g.id, to_char(g.expires_on, 'YYYY-MM-DD') as expires_on, g.pin_version, a.variants
         from client_galleries g
         join client_gallery_photos p on p.gallery_id = g.id
         join image_assets a on a.id = p.image_asset_id
        where g.slug = ? and a.id = ?`,
      [slug, assetId],
    );
    return row ? { galleryId: row.id, expiresOn: String(row.expires_on), pinVersion: row.pin_version, variants: row.variants ?? [] } : null;
  }

  /** The staff member of this session while it is open (not revoked, not expired) and theirs an enabled admin's (an admin's gallery cookie). */
  async openAdminSession(sessionId: string): Promise<{ userId: string; username: string } | null> {
    const [row] = await this.sql<{ id: string; username: string }>(
      `select u.id, u.username from sessions s join users u on u.id = s.user_id
        where s.id = ? and s.revoked_at is null and s.expires_at > now() and not u.disabled and u.role = 'admin'`,
      [sessionId],
    );
    return row ? { userId: row.id, username: row.username } : null;
  }

  // ---- archives ----

  findArchive(galleryId: string, archiveId: string): Promise<ClientGalleryArchive | null> {
    return this.em.findOne(ClientGalleryArchive, { id: archiveId, gallery: galleryId }, { refresh: true });
  }

  /** Rows past their day (their removal job normally took them; this covers a flushed Redis). */
  async expiredArchives(galleryId: string): Promise<ClientGalleryArchive[]> {
    return this.em.find(ClientGalleryArchive, { gallery: galleryId, expiresAt: { $lt: new Date() } });
  }

  async archiveIds(galleryId: string): Promise<string[]> {
    const rows = await this.sql<{ id: string }>(`select id from client_gallery_archives where gallery_id = ?`, [galleryId]);
    return rows.map((r) => r.id);
  }
}
