import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GalleryImage } from '@studio/core/entities/gallery-image.entity';
import { Theme } from '@studio/core/entities/theme.entity';

/**
 * The ready public photos that sharing and search show. Each read forks the EntityManager: these run from the
 * content-version caches, outside any request's context, and must not keep entities between versions.
 */
@Injectable()
export class PublicPhotosRepository {
  constructor(private readonly em: EntityManager) {}

  /** The newest ready gallery photos (the sitemap's), with their images. */
  newestGalleryPhotos(limit: number): Promise<GalleryImage[]> {
    return this.em.fork().find(GalleryImage, { image: { status: 'ready' } }, { populate: ['image'], orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** The newest ready gallery photo (the hero), with its image. */
  newestGalleryPhoto(): Promise<GalleryImage | null> {
    return this.em.fork().findOne(GalleryImage, { image: { status: 'ready' } }, { populate: ['image'], orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The first ready theme, with its image. */
  firstTheme(): Promise<Theme | null> {
    return this.em.fork().findOne(Theme, { image: { status: 'ready' } }, { populate: ['image'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
