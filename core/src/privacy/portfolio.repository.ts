import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { uuidArray, type Sql } from '../database/sql-executor';

/**
 * Where public photos came from (gallery_images.source*, docs/architecture.md §16): marks a featured client photo
 * with its family's gallery and finds a family's featured photos when their portfolio consent is withdrawn.
 */
@Injectable()
export class PortfolioRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async markFeatured(galleryImageId: string, sourceGalleryId: string): Promise<void> {
    await this.sql(`update gallery_images set source = 'client', source_gallery_id = ?, source_statement = null where id = ?`, [sourceGalleryId, galleryImageId]);
  }

  /** False when there is no such studio photo (a featured client photo's source is the family's consent, not a statement). */
  async setStatement(galleryImageId: string, statement: string | null): Promise<boolean> {
    const rows = await this.sql(`update gallery_images set source_statement = ? where id = ? and source = 'studio' returning id`, [statement, galleryImageId]);
    return rows.length > 0;
  }

  /** The image assets of the public photos featured from these client galleries. */
  async featuredAssetIds(galleryIds: string[]): Promise<string[]> {
    if (!galleryIds.length) return [];
    const rows = await this.sql<{ image_asset_id: string }>(`select image_asset_id from gallery_images where source_gallery_id = any(?::uuid[])`, [`{${galleryIds.join(',')}}`]);
    return rows.map((r) => r.image_asset_id);
  }

  /** An erasure's step, in the caller's transaction: the public copies featured from these galleries go; their image assets. */
  async deleteFeaturedFrom(sql: Sql, galleryIds: string[]): Promise<string[]> {
    if (!galleryIds.length) return [];
    const rows = await sql<{ image_asset_id: string }>(`delete from gallery_images where source_gallery_id = any(?::uuid[]) returning image_asset_id`, [uuidArray(galleryIds)]);
    return rows.map((r) => r.image_asset_id);
  }
}
