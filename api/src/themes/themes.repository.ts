import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { Theme } from '@studio/core/entities/theme.entity';
import { MediaRowRepository } from '../images/media-row.repository';

@Injectable()
export class ThemesRepository extends MediaRowRepository<Theme> {
  constructor(em: EntityManager) {
    super(em, Theme, 'themes');
  }

  /** Ready themes in the order they were added (a short list: no paging). */
  publicList(): Promise<Theme[]> {
    return this.em.find(Theme, { image: { status: 'ready' } }, { populate: ['image'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async create(image: ImageAsset, title: string, isPremium: boolean, sourceStatement: string | null): Promise<Theme> {
    const theme = this.em.create(Theme, { id: randomUUID(), title, isPremium, image, sourceStatement, createdAt: new Date() });
    await this.em.persistAndFlush(theme);
    return theme;
  }
}
