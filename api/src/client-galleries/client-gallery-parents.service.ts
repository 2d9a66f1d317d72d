import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ClientGallery } from '@studio/core/entities/client-gallery.entity';
import type { ImageRef } from '@studio/core/images/image-ref';
import { ARCHIVE_TTL_MS } from '@studio/core/jobs/jobs.contract';
import { ArchivesRepository } from '@studio/core/archives/archives.repository';
import { EnquiryIntake } from '@studio/core/enquiries/enquiry-intake.service';
import { ArchiveJobs } from './archive-jobs.service';
import { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';
import { ClientGalleryAccess, type AccessGrant } from './client-gallery-access.service';
import { allowsSize, CLIENT_MESSAGES } from './client-gallery-rules';
import { clientImageRef } from './client-image-ref';
import { CURSOR_MESSAGE, decodePositionCursor, encodePositionCursor } from '../common/keyset-cursor';
import { PinAttempts } from './pin-attempts.service';
import { PinSecrets } from './pin-secrets.service';

/** The unlock answers the gallery's first photos (a screenful and more); the rest come by `nextCursor`. */
export const UNLOCK_PHOTOS = 48;

export interface ParentGalleryView {
  title: string;
  clientName: string;
  expiresOn: string;
  selectionLimit: number | null;
  /** The day the studio promises the edited photos of the selection (null: not said). */
  editsReadyBy: string | null;
  downloads: ClientGallery['downloads'];
  /** Ready photos: all of them, or the first N asked for (view's `first`). */
  photos: Array<{ id: string; image: ImageRef }>;
  /** All the ready photos, however many `photos` holds. */
  photoCount: number;
  /** With `first`: pass as `after` for the next photos; null when these are the last. */
  nextCursor: string | null;
  favourites: string[];
  selectionSubmittedAt: string | null;
}

export interface ArchiveView {
  id: string;
  status: 'queued' | 'building' | 'ready' | 'failed';
  progress: number;
  url: string | null;
  photos: 'all' | 'favourites';
  size: 'web' | 'original';
  bytes: number | null;
  error: string | null;
}

/** New ZIPs one gallery may have made in 24 hours (asking again for a live one makes none; docs/architecture.md §8). */
export const ARCHIVES_PER_DAY = 5;

/** The size of the photos in a family's rights download. */
export const FAMILY_ARCHIVE_SIZE = 'web';

/** What the parents do: unlock, look, choose, submit, download. */
@Injectable()
export class ClientGalleryParentsService {
  private readonly logger = new Logger('ClientGalleries');

  constructor(
    private readonly repo: ClientGalleriesRepository,
    private readonly access: ClientGalleryAccess,
    private readonly secrets: PinSecrets,
    private readonly attempts: PinAttempts,
    private readonly archives: ArchiveJobs,
    private readonly intake: EnquiryIntake,
    private readonly archiveRows: ArchivesRepository,
  ) {}

  /**
   * 404 / 410 / 429 / 401 in that order; a right PIN answers the gallery and the cookie to set (one round trip on 4G).
   * The 429 carries `retryAfterSeconds` (the error filter also sends it as Retry-After).
   */
  async unlock(slug: string, pin: string, address: string): Promise<{ view: ParentGalleryView; grant: AccessGrant }> {
    const gallery = await this.access.open(slug);
    // The try is taken from both limits before argon2 runs, so tries sent at once all count.
    const taken = await this.attempts.take(address, gallery);
    if (taken.blocked) {
      const message = taken.blocked === 'gallery' ? CLIENT_MESSAGES.galleryLocked : CLIENT_MESSAGES.tooManyTries;
      throw new HttpException({ message, retryAfterSeconds: taken.retryAfterSeconds }, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!(await this.secrets.verifyPin(gallery.pinHash, pin))) {
      await this.attempts.recordWrong(gallery);
      throw new HttpException({ message: CLIENT_MESSAGES.wrongPin }, HttpStatus.UNAUTHORIZED);
    }
    await this.attempts.giveBack(address, gallery);
    return { view: await this.view(gallery, UNLOCK_PHOTOS), grant: this.access.parentGrant(gallery) };
  }

  /**
   * `first`: only the first N ready photos (and their count), read and built for those alone: the server's render of
   * the family's page shows its first screen and took 200 photos' rows, image refs and JSON (~385 kB) to show 8.
   * `after` (a `nextCursor`): the next N after that photo, so a 1,000-photo gallery comes a screenful at a time.
   * Only the first page counts as a view.
   */
  async view(gallery: ClientGallery, first?: number, after?: string): Promise<ParentGalleryView> {
    const place = after === undefined ? undefined : decodePositionCursor(after);
    if (place === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { after: CURSOR_MESSAGE } });
    const [photos, counts, favourites] = await Promise.all([
      this.repo.readyPhotos(gallery.id, first === undefined ? undefined : first + 1, place),
      first === undefined ? undefined : this.repo.countsFor([gallery.id]),
      this.repo.favourites(gallery.id),
      place ? undefined : this.repo.countView(gallery.id),
    ]);
    const page = first === undefined ? photos : photos.slice(0, first);
    const last = page[page.length - 1];
    return {
      title: gallery.title,
      clientName: gallery.clientName,
      expiresOn: gallery.expiresOn,
      selectionLimit: gallery.selectionLimit,
      editsReadyBy: gallery.editsReadyBy,
      downloads: gallery.downloads,
      // Parents see finished photos only; the studio may still be uploading.
      photos: page.map((p) => ({ id: p.id, image: clientImageRef(p.image, gallery.slug) })),
      photoCount: counts?.get(gallery.id)?.ready ?? photos.length,
      nextCursor: first !== undefined && photos.length > first && last ? encodePositionCursor(last) : null,
      favourites,
      selectionSubmittedAt: gallery.selectionSubmittedAt ? gallery.selectionSubmittedAt.toISOString() : null,
    };
  }

  async addFavourite(gallery: ClientGallery, photoId: string): Promise<{ favourites: string[] }> {
    if (gallery.selectionSubmittedAt) throw new ConflictException(CLIENT_MESSAGES.submitted);
    const photo = await this.repo.findPhoto(gallery.id, photoId);
    if (!photo || photo.image.status !== 'ready') throw new NotFoundException(CLIENT_MESSAGES.photoNotFound);
    const outcome = await this.repo.addFavourite(gallery.id, photo.id, gallery.selectionLimit);
    if (outcome === 'over-limit') throw new ConflictException(CLIENT_MESSAGES.overLimit(gallery.selectionLimit!));
    return { favourites: await this.repo.favourites(gallery.id) };
  }

  async removeFavourite(gallery: ClientGallery, photoId: string): Promise<{ favourites: string[] }> {
    if (gallery.selectionSubmittedAt) throw new ConflictException(CLIENT_MESSAGES.submitted);
    await this.repo.removeFavourite(gallery.id, photoId);
    return { favourites: await this.repo.favourites(gallery.id) };
  }

  /** Marks the selection submitted and puts a row in the studio's enquiry inbox (source `selection`). */
  async submitSelection(gallery: ClientGallery, client: { ip: string | null; userAgent: string | null }) {
    if (gallery.selectionSubmittedAt) throw new ConflictException(CLIENT_MESSAGES.submitted);
    const favourites = await this.repo.favourites(gallery.id);
    if (!favourites.length) throw new BadRequestException(CLIENT_MESSAGES.nothingChosen);
    const photos = new Map((await this.repo.photos(gallery.id)).map((p) => [p.id, p.fileName]));
    const names = favourites.map((id) => photos.get(id) ?? id);
    const submittedAt = new Date();
    gallery.selectionSubmittedAt = submittedAt;
    const message = `Selection for "${gallery.title}": ${names.length} photo${names.length === 1 ? '' : 's'}${gallery.selectionLimit ? ` of ${gallery.selectionLimit}` : ''}.\n${names.join('\n')}`;
    const enquiry = this.intake.build({ source: 'selection', name: gallery.clientName.slice(0, 100), phone: gallery.clientPhone ?? '', email: '', message }, client, submittedAt);
    // The gallery's change is in the request's unit of work: the intake's store writes it with the enquiry, in one flush.
    await this.intake.receive(enquiry);
    return { selectionSubmittedAt: submittedAt.toISOString(), favourites };
  }

  /** Where a photo's download comes from, after the gallery's setting allows the size (403 otherwise). */
  async downloadSource(gallery: ClientGallery, photoId: string, size: 'web' | 'original') {
    if (!allowsSize(gallery.downloads, size)) throw new ForbiddenException(gallery.downloads === 'none' ? CLIENT_MESSAGES.noDownloads : CLIENT_MESSAGES.noOriginals);
    const photo = await this.repo.findPhoto(gallery.id, photoId);
    if (!photo || photo.image.status !== 'ready') throw new NotFoundException(CLIENT_MESSAGES.photoNotFound);
    const base = photo.fileName.replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'photo';
    if (size === 'original') {
      const ext = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp', 'image/gif': '.gif' }[photo.image.contentType] ?? '';
      return { key: photo.image.originalKey, fileName: `${base}${ext}`, contentType: photo.image.contentType };
    }
    const largest = photo.image.variants.filter((v) => v.format === 'jpeg' && !v.key.includes('/thumb.')).sort((a, b) => b.width - a.width)[0];
    if (!largest) throw new NotFoundException(CLIENT_MESSAGES.photoNotFound);
    return { key: largest.key, fileName: `${base}.jpg`, contentType: 'image/jpeg' };
  }

  async countDownload(gallery: ClientGallery): Promise<void> {
    await this.repo.countDownload(gallery.id);
  }

  // ---- archives ----

  async createArchive(gallery: ClientGallery, photos: 'all' | 'favourites', size: 'web' | 'original'): Promise<{ id: string }> {
    if (!allowsSize(gallery.downloads, size)) throw new ForbiddenException(gallery.downloads === 'none' ? CLIENT_MESSAGES.noDownloads : CLIENT_MESSAGES.noOriginals);
    await this.sweepExpiredArchives(gallery);
    const ready = (await this.repo.readyPhotos(gallery.id)).map((p) => p.id);
    let ids = ready;
    if (photos === 'favourites') {
      const favs = new Set(await this.repo.favourites(gallery.id));
      ids = ready.filter((id) => favs.has(id));
      if (!ids.length) throw new BadRequestException(CLIENT_MESSAGES.noFavourites);
    }
    if (!ids.length) throw new BadRequestException(CLIENT_MESSAGES.noPhotos);
    return this.archiveOf(gallery, photos, size, ids);
  }

  /**
   * The family's own photos for their rights download (docs/architecture.md §16): a ZIP of every ready photo at web
   * size, whatever the gallery's `downloads` (the right to what is held is not the studio's delivery choice; the
   * originals stay that). Null when the gallery has no ready photo.
   */
  async familyArchive(gallery: ClientGallery): Promise<{ id: string } | null> {
    await this.sweepExpiredArchives(gallery);
    const ids = (await this.repo.readyPhotos(gallery.id)).map((p) => p.id);
    return ids.length ? this.archiveOf(gallery, 'all', FAMILY_ARCHIVE_SIZE, ids) : null;
  }

  /** The same ZIP asked again is that archive; otherwise a new one (at most ARCHIVES_PER_DAY a day) and its build job. */
  private async archiveOf(gallery: ClientGallery, photos: 'all' | 'favourites', size: 'web' | 'original', ids: string[]): Promise<{ id: string }> {
    const found = await this.archiveRows.findOrCreate(gallery, photos, size, ids, new Date(Date.now() + ARCHIVE_TTL_MS), ARCHIVES_PER_DAY);
    if (found === 'limit') {
      throw new HttpException({ message: CLIENT_MESSAGES.tooManyArchives(ARCHIVES_PER_DAY), retryAfterSeconds: 3600 }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const { archive, created } = found;
    if (!created) {
      // The same ZIP again: that archive (its build job keeps its id, so asking for it again adds nothing).
      if (archive.status === 'queued') await this.archives.build(archive.id).catch(() => undefined);
      return { id: archive.id };
    }
    try {
      await this.archives.build(archive.id);
    } catch (e) {
      this.logger.warn(`archive ${archive.id}: not enqueued (${(e as Error).message})`);
      await this.archiveRows.delete(archive.id);
      throw new ServiceUnavailableException('We could not start the ZIP just now. Please try again in a minute.');
    }
    return { id: archive.id };
  }

  async archiveStatus(gallery: ClientGallery, archiveId: string): Promise<ArchiveView> {
    const archive = await this.repo.findArchive(gallery.id, archiveId);
    if (!archive || archive.expiresAt.getTime() < Date.now()) throw new NotFoundException(CLIENT_MESSAGES.archiveNotFound);
    return {
      id: archive.id,
      status: archive.status,
      progress: archive.progress,
      url: archive.status === 'ready' ? `/api/client-galleries/${gallery.slug}/archives/${archive.id}/download` : null,
      photos: archive.photos,
      size: archive.size,
      bytes: archive.bytes,
      error: archive.status === 'failed' ? 'The ZIP could not be made. Please try again.' : null,
    };
  }

  async archiveFile(gallery: ClientGallery, archiveId: string) {
    const archive = await this.repo.findArchive(gallery.id, archiveId);
    if (!archive || archive.expiresAt.getTime() < Date.now()) throw new NotFoundException(CLIENT_MESSAGES.archiveNotFound);
    if (archive.status !== 'ready' || !archive.objectKey) throw new ConflictException(CLIENT_MESSAGES.archiveNotReady);
    const name = `${gallery.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'photos'}${archive.photos === 'favourites' ? ' - favourites' : ''}.zip`;
    return { key: archive.objectKey, fileName: name, contentType: 'application/zip' };
  }

  /** Archives past their day whose removal job was lost (e.g. a flushed Redis): gone before a new one is made. */
  private async sweepExpiredArchives(gallery: ClientGallery): Promise<void> {
    for (const a of await this.repo.expiredArchives(gallery.id)) {
      await this.archives.discard(a.id).catch(() => undefined);
      await this.archiveRows.delete(a.id);
    }
  }
}
