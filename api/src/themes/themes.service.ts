import { Injectable } from '@nestjs/common';
import type { Theme } from '@studio/core/entities/theme.entity';
import { toImageRef } from '@studio/core/images/image-ref';
import { iso, type AdminMediaItem, type MediaPatch } from '../images/admin-media-item';
import { ImageUploadService, type UploadFile } from '@studio/core/images/image-upload.service';
import { ContentVersionService } from '../content/content-version.service';
import { ImagesService } from '@studio/core/images/images.service';
import { MediaKindAdminService } from '../images/media-kind-admin.service';
import type { ThemeFieldsDto } from './themes.dto';
import { ThemesRepository } from './themes.repository';

@Injectable()
export class ThemesService extends MediaKindAdminService<Theme> {
  constructor(
    protected override readonly repo: ThemesRepository,
    private readonly uploads: ImageUploadService,
    images: ImagesService,
    content: ContentVersionService,
  ) {
    super(repo, images, content, 'Theme not found');
  }

  async publicList() {
    const themes = await this.repo.publicList();
    return themes.map((t) => ({ _id: t.id, title: t.title, isPremium: t.isPremium, image: toImageRef(t.image), createdAt: iso(t.createdAt), source: 'studio' as const, sourceStatement: t.sourceStatement }));
  }

  /** A new theme from already validated fields and its image file. */
  async add(fields: ThemeFieldsDto, files: AsyncIterable<UploadFile>, uploadedBy: string): Promise<AdminMediaItem> {
    const [{ asset }] = await this.uploads.fromFiles(files, { kind: 'theme', uploadedBy });
    const theme = await this.repo.create(asset, fields.title, fields.isPremium ?? false, fields.sourceStatement ?? null);
    await this.content.bump();
    return this.toAdminItem(theme);
  }

  toAdminItem(t: Theme): AdminMediaItem {
    return {
      _id: t.id,
      kind: 'theme',
      title: t.title,
      isPremium: t.isPremium,
      image: toImageRef(t.image, { includeError: true }),
      createdAt: iso(t.createdAt),
      source: 'studio',
      sourceStatement: t.sourceStatement,
    };
  }

  protected applyPatch(theme: Theme, patch: MediaPatch) {
    if (patch.title !== undefined) theme.title = patch.title;
    if (patch.isPremium !== undefined) theme.isPremium = patch.isPremium;
    if (patch.sourceStatement !== undefined) theme.sourceStatement = patch.sourceStatement;
  }
}
