import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { Theme } from '@studio/core/entities/theme.entity';
import type { ImageStatus } from '@studio/core/images/image-ref';

@Injectable()
export class ThemesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Ready themes in the order they were added (a short list: no paging). */
  publicList(): Promise<Theme[]> {
    return this.em.find(Theme, { image: { status: 'ready' } }, { populate: ['image'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async create(image: ImageAsset, title: string, isPremium: boolean): Promise<Theme> {
    const theme = this.em.create(Theme, { id: randomUUID(), title, isPremium, image, createdAt: new Date() });
    await this.em.persistAndFlush(theme);
    return theme;
  }

  findById(id: string): Promise<Theme | null> {
    return this.em.findOne(Theme, { id }, { populate: ['image'] });
  }

  adminPage(status: ImageStatus | undefined, page: number, limit: number): Promise<Theme[]> {
    return this.em.find(Theme, status ? { image: { status } } : {}, {
      populate: ['image'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: limit + 1,
      offset: (page - 1) * limit,
    });
  }

  statusCounts(): Promise<Array<{ status: string; count: string }>> {
    return this.em.getConnection().execute(
      `select a.status, count(*) as count from themes t join image_assets a on a.id = t.image_asset_id group by a.status`,
    );
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  async delete(theme: Theme): Promise<void> {
    await this.em.nativeDelete(Theme, { id: theme.id });
  }
}
