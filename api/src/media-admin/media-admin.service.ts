import { BadRequestException, Injectable } from '@nestjs/common';
import { GalleryService } from '../gallery/gallery.service';
import type { MediaKind, MediaKindAdmin, MediaPatch } from '../images/admin-media-item';
import { ThemesService } from '../themes/themes.service';
import { CURSOR_MESSAGE, decodeCursor } from '../common/keyset-cursor';
import type { MediaListQueryDto } from './media-admin.dto';

/** The admin media screens over both kinds; each kind's service does the work. */
@Injectable()
export class MediaAdminService {
  private readonly kinds: Record<MediaKind, MediaKindAdmin>;

  constructor(gallery: GalleryService, themes: ThemesService) {
    this.kinds = { gallery, theme: themes };
  }

  async list(query: MediaListQueryDto) {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (after === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { cursor: CURSOR_MESSAGE } });
    const kind = this.kinds[query.kind];
    const [page, counts] = await Promise.all([kind.adminList({ status: query.status, limit: query.limit, after }), kind.adminCounts()]);
    return { ...page, counts };
  }

  retry(kind: MediaKind, id: string) {
    return this.kinds[kind].adminRetry(id);
  }

  update(kind: MediaKind, id: string, patch: MediaPatch) {
    if (kind === 'gallery' && patch.isPremium !== undefined) throw new BadRequestException('Gallery images have no premium flag');
    if (kind === 'theme' && patch.description !== undefined) throw new BadRequestException('Themes have no description');
    return this.kinds[kind].adminUpdate(id, patch);
  }

  remove(kind: MediaKind, id: string) {
    return this.kinds[kind].adminRemove(id);
  }
}
