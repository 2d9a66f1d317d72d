import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import type { GalleryImage } from '@studio/core/entities/gallery-image.entity';
import { toImageRef } from '@studio/core/images/image-ref';
import { Refusal } from '@studio/core/errors/refusal';
import { PreparedJson } from '../common/prepared-json';
import { ContentVersionService } from '../content/content-version.service';
import { iso, type AdminMediaItem, type MediaPatch } from '../images/admin-media-item';
import { ImageUploadService, type UploadFile } from '@studio/core/images/image-upload.service';
import { ImagesService } from '@studio/core/images/images.service';
import { MediaKindAdminService } from '../images/media-kind-admin.service';
import type { GalleryFieldsDto, GalleryListQueryDto } from './gallery.dto';
import { GalleryRepository } from './gallery.repository';

/** A batch is one admin's drag-and-drop; more than this goes in several requests. */
export const GALLERY_MAX_FILES = 50;
export const DUPLICATE_MESSAGE = 'This photo is already in the gallery';

@Injectable()
export class GalleryService extends MediaKindAdminService<GalleryImage> {
  constructor(
    protected override readonly repo: GalleryRepository,
    private readonly uploads: ImageUploadService,
    images: ImagesService,
    content: ContentVersionService,
    @InjectConfig() config: AppConfig,
  ) {
    super(repo, images, content, 'Gallery image not found');
    this.publicPages = new LRUCache<string, PreparedJson, GalleryListQueryDto>({
      max: 500,
      ttl: Math.max(1, config.publicCacheTtlMs),
      fetchMethod: (_key, _stale, { context }) => this.loadPublicPage(context),
    });
    this.cachePublic = config.publicCacheTtlMs > 0;
  }

  // Parents' phones read the public gallery far more often than it changes: a page is built once per content
  // version (concurrent misses share one query), so a busy listing costs Postgres almost nothing. Any write of
  // public data, in any process (a photo turning ready in the worker too), bumps the version; the TTL only bounds
  // how long a page lives without one.
  private readonly publicPages: LRUCache<string, PreparedJson, GalleryListQueryDto>;
  private readonly cachePublic: boolean;

  /** `{ images, categories, pagination }`, serialized (a cached page is sent many times, built once). */
  async publicList(query: GalleryListQueryDto): Promise<PreparedJson> {
    if (!this.cachePublic) return this.loadPublicPage(query);
    // The version is read before the data, so a page built while a write lands is keyed by the older version.
    const key = `${this.content.current()}|${query.page}|${query.limit}|${query.category ?? 'All'}`;
    return (await this.publicPages.fetch(key, { context: query }))!;
  }

  private async loadPublicPage(query: GalleryListQueryDto) {
    const category = query.category && query.category !== 'All' ? query.category : undefined;
    const { rows, titles } = await this.repo.publicPage(query.page, query.limit, category);
    const hasMore = rows.length > query.limit;
    const images = rows.slice(0, query.limit).map((r) => ({
      _id: r.id,
      title: r.title,
      description: r.description,
      image: toImageRef({ id: r.asset_id, status: 'ready', width: r.width, height: r.height, placeholder: r.placeholder, variants: r.variants }),
      createdAt: iso(r.created_at),
      // docs/architecture.md §16: where the photo came from (a family's yes, or the studio's own word).
      source: r.source,
      sourceStatement: r.source_statement,
    }));
    return new PreparedJson({ images, categories: ['All', ...titles], pagination: { page: query.page, limit: query.limit, hasMore } });
  }

  async existingHashes(hashes: string[]) {
    return { existing: await this.repo.existingHashes([...new Set(hashes)]) };
  }

  /**
   * New gallery images from already validated fields and the files of one form, all or nothing; every file must be
   * new to the gallery (by content hash). A hash the browser sent ahead spares uploading a known duplicate at all.
   */
  async add(fields: GalleryFieldsDto, files: AsyncIterable<UploadFile>, uploadedBy: string): Promise<AdminMediaItem[]> {
    const uploaded = await this.uploads.fromFiles(
      files,
      { kind: 'gallery', uploadedBy },
      { message: DUPLICATE_MESSAGE, findExisting: (hash) => this.repo.findByHash(hash), announcedHash: fields.contentHash },
    );
    const rows = await this.repo.createMany(
      uploaded.map((u) => u.asset),
      fields.title,
      fields.description,
      fields.sourceStatement ?? null,
    );
    await this.content.bump();
    return rows.map((r) => this.toAdminItem(r));
  }

  toAdminItem(row: GalleryImage): AdminMediaItem {
    return {
      _id: row.id,
      kind: 'gallery',
      title: row.title,
      description: row.description,
      image: toImageRef(row.image, { includeError: true }),
      createdAt: iso(row.createdAt),
      source: row.source,
      sourceStatement: row.sourceStatement,
    };
  }

  protected applyPatch(row: GalleryImage, patch: MediaPatch) {
    if (patch.title !== undefined) row.title = patch.title;
    if (patch.description !== undefined) row.description = patch.description;
    if (patch.sourceStatement !== undefined) {
      // A featured family photo is shown on their portfolio consent; a statement would hide whose photo it is.
      if (row.source === 'client') throw new Refusal('conflict', 'This is a family’s photo: it is shown with their consent, not a statement.');
      row.sourceStatement = patch.sourceStatement;
    }
  }
}
