import { ContentVersionService } from '../content/content-version.service';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import type { ClientGallery, ClientGalleryPhoto } from '@studio/core/entities/client-gallery.entity';
import { InjectConfig } from '@studio/core/nest/core.module';
import { StorageService } from '@studio/core/storage/storage.service';
import { studioDay } from '@studio/core/time/studio-day';
import type { ImageRef } from '@studio/core/images/image-ref';
import { ImageUploadService, type UploadFile } from '@studio/core/images/image-upload.service';
import { ImagesService } from '@studio/core/images/images.service';
import { GalleryService } from '../gallery/gallery.service';
import { CURSOR_MESSAGE, decodeCursor, decodePositionCursor, encodeCursor, encodePositionCursor } from '../common/keyset-cursor';
import { ArchiveJobs } from './archive-jobs.service';
import { ClientGalleriesRepository, type GalleryCounts } from '@studio/core/client-galleries/client-galleries.repository';
import { ClientGalleryAccess, type AccessGrant } from './client-gallery-access.service';
import { type ClientPhotoFieldsDto, type CreateClientGalleryDto, type UpdateClientGalleryDto } from './client-gallery.dto';
import { clientImageRef } from './client-image-ref';
import { PinAttempts } from './pin-attempts.service';
import { PinSecrets } from './pin-secrets.service';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { ConsentsService } from '@studio/core/privacy/consents.service';
import { PRIVACY_MESSAGES } from '@studio/core/privacy/privacy-family';
import { PortfolioRepository } from '@studio/core/privacy/portfolio.repository';

/** A batch is one drag-and-drop request; the uploader sends hundreds of photos in many such requests. */
export const CLIENT_MAX_FILES = 50;
export const CLIENT_DUPLICATE_MESSAGE = 'This photo is already in this client gallery';
const ARCHIVE_PREFIX = (galleryId: string) => `archives/${galleryId}/`;

/** How the admin panel sees a client photo (the media manager's item shape, kind `client`). */
export interface AdminClientPhoto {
  _id: string;
  kind: 'client';
  title: string;
  image: ImageRef;
  createdAt: string;
}

export interface AdminClientGallery {
  id: string;
  slug: string;
  pin: string | null;
  shareUrl: string;
  title: string;
  clientName: string;
  clientPhone: string | null;
  expiresOn: string;
  expired: boolean;
  selectionLimit: number | null;
  editsReadyBy: string | null;
  downloads: ClientGallery['downloads'];
  /** The family's booking (one family's consents): docs/architecture.md §16. */
  bookingId: string | null;
  /** Whether the family's `portfolio` consent is granted (detail answers only). */
  portfolioConsent?: boolean;
  selectionSubmittedAt: string | null;
  /** When the gallery's PIN entry opens again after too many wrong PINs (null: not locked). */
  pinLockedUntil: string | null;
  counts: GalleryCounts & { views: number; downloads: number };
  createdAt: string;
  photos?: AdminClientPhoto[];
  favourites?: string[];
  /** With `first`: every photo of the gallery, whatever the page holds. */
  photoCount?: number;
  /** With `first`: pass as `after` for the next photos; null on the last page. */
  nextCursor?: string | null;
  /** With `first`: the family's favourites as photos, whole (the "chosen" filter and its file names). */
  favouritePhotos?: AdminClientPhoto[];
}

/**
 * The photos a PATCH answer holds: the detail's first page (the panel's page size), never the whole gallery. The panel
 * takes only the settings and counts from it and keeps the pages it has loaded.
 */
export const UPDATE_ANSWER_PHOTOS = 60;

/** `first`: a page of the photos instead of all of them; `after`: the previous page's `nextCursor`. */
export interface PhotoPageQuery {
  first?: number;
  after?: string;
}

@Injectable()
export class ClientGalleryAdminService {
  private readonly logger = new Logger('ClientGalleries');

  constructor(
    private readonly repo: ClientGalleriesRepository,
    private readonly secrets: PinSecrets,
    private readonly attempts: PinAttempts,
    private readonly access: ClientGalleryAccess,
    private readonly uploads: ImageUploadService,
    private readonly images: ImagesService,
    private readonly storage: StorageService,
    private readonly archives: ArchiveJobs,
    private readonly gallery: GalleryService,
    private readonly bookings: BookingsRepository,
    private readonly consents: ConsentsService,
    private readonly portfolio: PortfolioRepository,
    private readonly content: ContentVersionService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async create(dto: CreateClientGalleryDto, createdBy: string): Promise<AdminClientGallery> {
    if (dto.expiresOn < studioDay(this.config.timezone)) throw new BadRequestException({ message: 'Expiry date cannot be in the past', fields: { expiresOn: 'Expiry date cannot be in the past' } });
    await this.checkBooking(dto.bookingId);
    const pin = this.secrets.newPin();
    const gallery = await this.repo.create({
      slug: this.secrets.newSlug(),
      title: dto.title,
      clientName: dto.clientName,
      clientPhone: dto.clientPhone ?? null,
      expiresOn: dto.expiresOn,
      selectionLimit: dto.selectionLimit ?? null,
      editsReadyBy: null,
      downloads: dto.downloads,
      bookingId: dto.bookingId ?? null,
      pinHash: await this.secrets.hashPin(pin),
      pinSealed: this.secrets.seal(pin),
      createdBy,
    });
    return this.view(gallery, { photos: 0, ready: 0, favourites: 0 }, null);
  }

  /** A page of galleries, newest first; `nextCursor` names the next page (null on the last). */
  async list(limit: number, cursor?: string): Promise<{ items: AdminClientGallery[]; nextCursor: string | null }> {
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (after === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { cursor: CURSOR_MESSAGE } });
    const { rows, more } = await this.repo.listPage(limit, after);
    const locks = await this.attempts.lockedUntil(rows.map((r) => r.gallery));
    const last = rows[rows.length - 1]?.gallery;
    return {
      items: rows.map((r) => this.view(r.gallery, r.counts, locks.get(r.gallery.id) ?? null)),
      nextCursor: more && last ? encodeCursor(last) : null,
    };
  }

  /**
   * The gallery with its photos, and the cookie this admin's browser needs for its <img> requests. With `first`, the
   * photos a page at a time (a 1,000-photo gallery was 2.2 MB of JSON), the favourites' photos still whole.
   */
  async detail(id: string, sessionId: string, page: PhotoPageQuery = {}): Promise<{ gallery: AdminClientGallery; grant: AccessGrant }> {
    const place = page.after === undefined ? undefined : decodePositionCursor(page.after);
    if (place === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { after: CURSOR_MESSAGE } });
    const gallery = await this.get(id);
    const view = page.first === undefined ? await this.fullView(gallery) : await this.pageView(gallery, page.first, place);
    return { gallery: view, grant: this.access.adminGrant(gallery, sessionId) };
  }

  /**
   * The changed gallery with its first page of photos (as the detail with `first`: a 1,000-photo gallery's every photo
   * was 2.2 MB for a changed title); after a new PIN also the admin's new cookie (the old one stopped opening the gallery).
   */
  async update(id: string, dto: UpdateClientGalleryDto, sessionId: string): Promise<{ gallery: AdminClientGallery; grant: AccessGrant | null }> {
    const gallery = await this.get(id);
    if (dto.title !== undefined) gallery.title = dto.title;
    if (dto.clientName !== undefined) gallery.clientName = dto.clientName;
    if (dto.clientPhone !== undefined) gallery.clientPhone = dto.clientPhone;
    if (dto.expiresOn !== undefined) gallery.expiresOn = dto.expiresOn;
    if (dto.selectionLimit !== undefined) gallery.selectionLimit = dto.selectionLimit;
    if (dto.editsReadyBy !== undefined) gallery.editsReadyBy = dto.editsReadyBy;
    if (dto.downloads !== undefined) gallery.downloads = dto.downloads;
    if (dto.bookingId !== undefined) {
      await this.checkBooking(dto.bookingId);
      gallery.bookingId = dto.bookingId;
    }
    if (dto.reopenSelection) gallery.selectionSubmittedAt = null;
    if (dto.resetPin) {
      const pin = this.secrets.newPin();
      gallery.pinHash = await this.secrets.hashPin(pin);
      gallery.pinSealed = this.secrets.seal(pin);
      gallery.pinVersion += 1; // every cookie signed with the old version stops opening the gallery, and the PIN lock ends (its counter is per version)
    }
    await this.repo.save();
    return { gallery: await this.pageView(gallery, UPDATE_ANSWER_PHOTOS), grant: dto.resetPin ? this.access.adminGrant(gallery, sessionId) : null };
  }

  /** Rows, originals, variants and ZIPs. */
  async remove(id: string): Promise<void> {
    const gallery = await this.get(id);
    const assets = await this.repo.assetsOf(gallery.id);
    const archiveIds = await this.repo.archiveIds(gallery.id);
    await this.repo.deleteGallery(gallery.id);
    // A testimonial linked to this family may have lost its family (and so its consent): the public pages read again.
    await this.content.bump();
    await Promise.all(archiveIds.map((a) => this.archives.discard(a)));
    for (const asset of assets) await this.images.remove(asset);
    await this.storage
      .removePrefix(ARCHIVE_PREFIX(gallery.id))
      .catch((e) => this.logger.warn(`client gallery ${gallery.id}: ZIPs not all removed (${(e as Error).message})`));
  }

  // ---- photos ----

  async existingHashes(id: string, hashes: string[]): Promise<{ existing: string[] }> {
    const gallery = await this.get(id);
    return { existing: await this.repo.existingHashes(gallery.id, [...new Set(hashes)]) };
  }

  /**
   * New photos from already validated fields and the files of one form, all or nothing; a file already in this
   * gallery is refused with 409 (the uploader skips it). A hash sent ahead spares uploading a known duplicate.
   */
  async addPhotos(id: string, fields: ClientPhotoFieldsDto, files: AsyncIterable<UploadFile>, uploadedBy: string): Promise<AdminClientPhoto[]> {
    const gallery = await this.get(id);
    const uploaded = await this.uploads.fromFiles(
      files,
      { kind: 'client', uploadedBy },
      { message: CLIENT_DUPLICATE_MESSAGE, findExisting: (hash) => this.repo.findPhotoByHash(gallery.id, hash), announcedHash: fields.contentHash },
    );
    // The gallery may have been erased or deleted while the files came in: then its photos' objects go too (no orphan).
    const rows = await this.repo
      .createPhotos(
        gallery,
        uploaded.map((u) => u.asset),
        uploaded.map((u) => u.fileName),
      )
      .catch(async (e: unknown) => {
        await this.images.discardAll(uploaded.map((u) => u.asset));
        throw e;
      });
    return rows.map((r) => this.photoView(r, gallery.slug));
  }

  /**
   * Features a photo on the public gallery, only with the family's consent: a copy of the original goes through the
   * gallery's own upload (its own public asset and variants, duplicate check, content version bump), so the
   * client photo itself stays private.
   */
  async featurePhoto(id: string, photoId: string, fields: { title?: string; description?: string }, uploadedBy: string) {
    const gallery = await this.get(id);
    const family = await this.consents.familyOf({ bookingId: null, galleryId: gallery.id });
    if (!(await this.consents.portfolioGranted(family))) throw new ConflictException({ message: PRIVACY_MESSAGES.notAgreed });
    const photo = await this.repo.findPhoto(gallery.id, photoId);
    if (!photo || photo.image.status !== 'ready') throw new NotFoundException('Photo not found');
    const stream = await this.storage.get(photo.image.originalKey);
    const one = async function* () {
      yield { stream, declaredSize: photo.image.bytes, fileName: photo.fileName };
    };
    const [item] = await this.gallery.add({ title: fields.title, description: fields.description }, one(), uploadedBy);
    await this.portfolio.markFeatured(item._id, gallery.id);
    // A withdrawal that landed while the copy was made did not see it: take it off again.
    if (!(await this.consents.portfolioGranted(family))) {
      await this.gallery.adminRemove(item._id).catch(() => undefined);
      throw new ConflictException({ message: PRIVACY_MESSAGES.notAgreed });
    }
    return { ...item, source: 'client' as const, sourceStatement: null };
  }

  async removePhoto(id: string, photoId: string): Promise<void> {
    const gallery = await this.get(id);
    const photo = await this.repo.findPhoto(gallery.id, photoId);
    if (!photo) throw new NotFoundException('Photo not found');
    await this.repo.deletePhoto(photo.id);
    await this.images.remove(photo.image);
  }

  // ---- views ----

  /** A gallery links only to a booking that exists. */
  private async checkBooking(bookingId: string | null | undefined): Promise<void> {
    if (!bookingId) return;
    if (!(await this.bookings.byId(bookingId))) throw new BadRequestException({ message: 'That booking was not found', fields: { bookingId: 'That booking was not found' } });
  }

  private async get(id: string): Promise<ClientGallery> {
    const gallery = await this.repo.findById(id);
    if (!gallery) throw new NotFoundException('Client gallery not found');
    return gallery;
  }

  private async fullView(gallery: ClientGallery): Promise<AdminClientGallery> {
    const [photos, favourites, counts, locks] = await Promise.all([
      this.repo.photos(gallery.id),
      this.repo.favourites(gallery.id),
      this.repo.countsFor([gallery.id]),
      this.attempts.lockedUntil([gallery]),
    ]);
    return {
      ...this.view(gallery, counts.get(gallery.id) ?? { photos: 0, ready: 0, favourites: 0 }, locks.get(gallery.id) ?? null),
      portfolioConsent: await this.portfolioConsent(gallery),
      photos: photos.map((p) => this.photoView(p, gallery.slug)),
      favourites,
    };
  }

  private async pageView(gallery: ClientGallery, first: number, after?: { position: number; id: string }): Promise<AdminClientGallery> {
    const [photos, favouritePhotos, counts, locks, portfolioConsent] = await Promise.all([
      this.repo.photosPage(gallery.id, first + 1, after),
      this.repo.favouritePhotos(gallery.id),
      this.repo.countsFor([gallery.id]),
      this.attempts.lockedUntil([gallery]),
      this.portfolioConsent(gallery),
    ]);
    const page = photos.slice(0, first);
    const last = page[page.length - 1];
    const galleryCounts = counts.get(gallery.id) ?? { photos: 0, ready: 0, favourites: 0 };
    return {
      ...this.view(gallery, galleryCounts, locks.get(gallery.id) ?? null),
      portfolioConsent,
      photos: page.map((p) => this.photoView(p, gallery.slug)),
      favourites: favouritePhotos.map((p) => p.id),
      photoCount: galleryCounts.photos,
      nextCursor: photos.length > first && last ? encodePositionCursor(last) : null,
      favouritePhotos: favouritePhotos.map((p) => this.photoView(p, gallery.slug)),
    };
  }

  /** The panel's "feature on the gallery" needs it on every detail answer, paged or whole. */
  private async portfolioConsent(gallery: ClientGallery): Promise<boolean> {
    return this.consents.portfolioGranted(await this.consents.familyOf({ bookingId: null, galleryId: gallery.id }));
  }

  private view(g: ClientGallery, counts: GalleryCounts, pinLockedUntil: Date | null): AdminClientGallery {
    return {
      id: g.id,
      slug: g.slug,
      pin: this.secrets.unseal(g.pinSealed),
      shareUrl: `${this.config.publicBaseUrl}/g/${g.slug}`,
      title: g.title,
      clientName: g.clientName,
      clientPhone: g.clientPhone,
      expiresOn: g.expiresOn,
      expired: this.access.isExpired(g),
      selectionLimit: g.selectionLimit,
      editsReadyBy: g.editsReadyBy,
      downloads: g.downloads,
      bookingId: g.bookingId,
      selectionSubmittedAt: g.selectionSubmittedAt ? g.selectionSubmittedAt.toISOString() : null,
      pinLockedUntil: pinLockedUntil ? pinLockedUntil.toISOString() : null,
      counts: { ...counts, views: g.views, downloads: g.downloadCount },
      createdAt: g.createdAt.toISOString(),
    };
  }

  photoView(p: ClientGalleryPhoto, slug: string): AdminClientPhoto {
    return { _id: p.id, kind: 'client', title: p.fileName, image: clientImageRef(p.image, slug, { includeError: true }), createdAt: new Date(p.createdAt).toISOString() };
  }
}
