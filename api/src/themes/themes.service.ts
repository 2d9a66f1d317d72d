import { Injectable, NotFoundException } from '@nestjs/common';
import type { Theme } from '@studio/core/entities/theme.entity';
import { toImageRef } from '@studio/core/images/image-ref';
import { iso, toCounts, type AdminMediaItem, type MediaKindAdmin, type MediaListFilter, type MediaPatch } from '../images/admin-media-item';
import { ImageUploadService, type UploadFile } from '../images/image-upload.service';
import { ContentVersionService } from '../content/content-version.service';
import { ImagesService } from '../images/images.service';
import type { ThemeFieldsDto } from './themes.dto';
import { ThemesRepository } from './themes.repository';

@Injectable()
export class ThemesService implements MediaKindAdmin {
  constructor(
    private readonly repo: ThemesRepository,
    private readonly uploads: ImageUploadService,
    private readonly images: ImagesService,
    private readonly content: ContentVersionService,
  ) {}

  async publicList() {
    const themes = await this.repo.publicList();
    return themes.map((t) => ({ _id: t.id, title: t.title, isPremium: t.isPremium, image: toImageRef(t.image), createdAt: iso(t.createdAt) }));
  }

  /** A new theme from already validated fields and its image file. */
  async add(fields: ThemeFieldsDto, files: AsyncIterable<UploadFile>, uploadedBy: string): Promise<AdminMediaItem> {
    const [asset] = await this.uploads.fromFiles(files, { kind: 'theme', uploadedBy });
    const theme = await this.repo.create(asset, fields.title, fields.isPremium ?? false);
    await this.content.bump();
    return this.toAdminItem(theme);
  }

  toAdminItem(t: Theme): AdminMediaItem {
    return { _id: t.id, kind: 'theme', title: t.title, isPremium: t.isPremium, image: toImageRef(t.image, { includeError: true }), createdAt: iso(t.createdAt) };
  }

  async adminList(filter: MediaListFilter) {
    const rows = await this.repo.adminPage(filter.status, filter.page, filter.limit);
    return { items: rows.slice(0, filter.limit).map((r) => this.toAdminItem(r)), hasMore: rows.length > filter.limit };
  }

  async adminCounts() {
    return toCounts(await this.repo.statusCounts());
  }

  async adminRetry(id: string) {
    const theme = await this.get(id);
    await this.images.retry(theme.image);
    await this.content.bump();
    return this.toAdminItem(theme);
  }

  async adminUpdate(id: string, patch: MediaPatch) {
    const theme = await this.get(id);
    if (patch.title !== undefined) theme.title = patch.title;
    if (patch.isPremium !== undefined) theme.isPremium = patch.isPremium;
    await this.repo.save();
    await this.content.bump();
    return this.toAdminItem(theme);
  }

  async adminRemove(id: string) {
    const theme = await this.get(id);
    await this.repo.delete(theme);
    await this.content.bump();
    await this.images.remove(theme.image);
  }

  private async get(id: string): Promise<Theme> {
    const theme = await this.repo.findById(id);
    if (!theme) throw new NotFoundException('Theme not found');
    return theme;
  }
}
