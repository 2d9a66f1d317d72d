import { Injectable, NotFoundException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { privacyEraseJob } from '@studio/core/jobs/jobs.contract';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ConsentsService, type ConsentSubject } from '@studio/core/privacy/consents.service';
import { ErasuresRepository, type ErasureRow } from '@studio/core/privacy/erasures.repository';
import { PRIVACY_MESSAGES, type ConsentVia } from '@studio/core/privacy/privacy-family';
import { PrivacySummaryRepository } from '@studio/core/privacy/privacy-summary.repository';
import { ConflictException } from '@nestjs/common';
import { ArchivesRepository } from '@studio/core/archives/archives.repository';
import { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';
import { CLIENT_MESSAGES } from '../client-galleries/client-gallery-rules';
import { ClientGalleryParentsService, FAMILY_ARCHIVE_SIZE } from '../client-galleries/client-gallery-parents.service';

export interface ErasureView {
  reference: string;
  status: ErasureRow['status'];
  runsAt: string;
}

const DAY_MS = 86400_000;

/** One gallery's ZIP of the family's photos in their rights download. */
export interface FamilyPhotosArchive {
  gallery: string;
  id: string;
  status: 'queued' | 'building' | 'ready' | 'failed';
  progress: number;
  photos: number;
  bytes: number | null;
  url: string | null;
  error: string | null;
}

/**
 * A family's rights (docs/architecture.md §16): what is held about them, its download, and erasure (scheduled with
 * an `ER-` reference, undoable until it runs, carried out by the worker's `privacy:erase` job).
 */
@Injectable()
export class FamilyRightsService {
  constructor(
    private readonly consents: ConsentsService,
    private readonly bookings: BookingsRepository,
    private readonly summaries: PrivacySummaryRepository,
    private readonly erasures: ErasuresRepository,
    private readonly jobs: JobProducer,
    private readonly galleries: ClientGalleriesRepository,
    private readonly archiveRows: ArchivesRepository,
    private readonly parents: ClientGalleryParentsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The family's photos in their rights download: one ZIP per gallery of the family, built by the galleries' archive
   * job. `make`: ask for them (the same ZIP asked again is that one); otherwise the newest of each, as they build.
   * `downloadBase`: the path the family asked on (manage link or gallery), which serves the ready ZIPs.
   */
  async photoArchives(subject: ConsentSubject, downloadBase: string, make: boolean): Promise<{ archives: FamilyPhotosArchive[] }> {
    const family = await this.consents.familyOf(subject);
    const newest = make ? new Map<string, string>() : new Map((await this.archiveRows.newestOf(family.galleryIds, 'all', FAMILY_ARCHIVE_SIZE)).map((a) => [a.galleryId, a.id]));
    const archives: FamilyPhotosArchive[] = [];
    for (const galleryId of family.galleryIds) {
      const gallery = await this.galleries.findById(galleryId);
      if (!gallery) continue;
      const id = make ? (await this.parents.familyArchive(gallery))?.id : newest.get(galleryId);
      const a = id ? await this.galleries.findArchive(galleryId, id) : null;
      if (!a) continue;
      archives.push({
        gallery: gallery.title,
        id: a.id,
        status: a.status,
        progress: a.progress,
        photos: a.photoIds.length,
        bytes: a.bytes,
        url: a.status === 'ready' ? `${downloadBase}/${a.id}/download` : null,
        error: a.status === 'failed' ? 'The ZIP could not be made. Please try again.' : null,
      });
    }
    return { archives };
  }

  /** A ready ZIP of the family's photos; 404 for a ZIP of another family's gallery. */
  async photoArchiveFile(subject: ConsentSubject, archiveId: string) {
    const family = await this.consents.familyOf(subject);
    for (const galleryId of family.galleryIds) {
      const a = await this.galleries.findArchive(galleryId, archiveId);
      const gallery = a ? await this.galleries.findById(galleryId) : null;
      if (gallery) return this.parents.archiveFile(gallery, archiveId);
    }
    throw new NotFoundException(CLIENT_MESSAGES.archiveNotFound);
  }

  /** Everything held about the family the subject belongs to. */
  async summary(subject: ConsentSubject) {
    const family = await this.consents.familyOf(subject);
    const booking = family.bookingId ? await this.bookings.byId(family.bookingId) : null;
    const [galleries, consents, changes, payments, latest] = await Promise.all([
      this.summaries.galleries(family),
      this.consents.stateOf(family),
      booking ? this.bookings.changesOf(booking.id) : Promise.resolve([]),
      booking ? this.summaries.payments(booking.id) : Promise.resolve([]),
      this.erasures.latestFor(family.bookingId, family.galleryIds[0] ?? subject.galleryId),
    ]);
    const phones = [booking?.phone, ...galleries.map((g) => g.clientPhone)].filter((p): p is string => !!p);
    const enquiries = booking || phones.length ? await this.summaries.enquiries(booking?.enquiryId ?? null, phones) : [];
    return {
      booking: booking
        ? {
            reference: booking.reference,
            status: booking.status,
            packageName: booking.packageName,
            date: booking.date,
            start: booking.start,
            dueDate: booking.dueDate,
            bornOn: booking.bornOn,
            name: booking.name,
            phone: booking.phone,
            email: booking.email,
            notes: booking.notes,
            pricePaise: booking.pricePaise,
            advancePaise: booking.advancePaise,
            paidPaise: booking.paidPaise,
            utr: booking.utr,
            createdAt: booking.createdAt.toISOString(),
          }
        : null,
      changes: changes.map((c) => ({ at: c.at.toISOString(), by: c.actor, action: c.action, changes: c.changes })),
      payments,
      consents,
      galleries: galleries.map((g) => ({ title: g.title, clientName: g.clientName, clientPhone: g.clientPhone, expiresOn: g.expiresOn, photos: g.photos })),
      enquiries: enquiries.map((e) => ({ source: e.source, name: e.name, phone: e.phone, email: e.email, message: e.message, createdAt: e.createdAt })),
      erasure: latest ? this.view(latest) : null,
    };
  }

  /** The family's erasure: a new one runs after PRIVACY_ERASURE_DELAY_SECONDS; asking again answers the open one. */
  async requestErasure(subject: ConsentSubject, ctx: { via: ConsentVia; by: string; note?: string | null }): Promise<{ erasure: ErasureView }> {
    const family = await this.consents.familyOf(subject);
    const runsAt = new Date(Date.now() + this.config.privacyErasureDelaySeconds * 1000);
    const { row } = await this.erasures.scheduleOrOpen({
      bookingId: family.bookingId,
      galleryId: family.bookingId ? null : family.galleryIds[0] ?? subject.galleryId,
      runsAt,
      via: ctx.via,
      by: ctx.by,
      note: ctx.note ?? null,
    });
    // Bounded like every enqueue; if Redis is away the reconciler's scan of scheduled erasures adds it later.
    await this.jobs.addOrLeaveToReconciler(privacyEraseJob({ erasureId: row.id }, row.runsAt.getTime() - Date.now()));
    return { erasure: this.view(row) };
  }

  /** Undo, until runsAt. */
  async cancelErasure(subject: ConsentSubject): Promise<{ erasure: ErasureView }> {
    const family = await this.consents.familyOf(subject);
    const open = await this.erasures.openFor(family.bookingId, family.bookingId ? null : family.galleryIds[0] ?? subject.galleryId);
    if (!open) throw new NotFoundException(PRIVACY_MESSAGES.noErasure);
    const cancelled = await this.erasures.cancel(open.id);
    if (!cancelled) throw new ConflictException({ message: PRIVACY_MESSAGES.erasureStarted });
    return { erasure: this.view(cancelled) };
  }

  /** The public receipt: no personal data, only what happened and when the last backup holding it rotates away. */
  async receipt(reference: string) {
    const e = await this.erasures.byReference(reference);
    if (!e) throw new NotFoundException(PRIVACY_MESSAGES.erasureNotFound);
    const base = e.doneAt ?? e.runsAt;
    return {
      reference: e.reference,
      status: e.status,
      runsAt: e.runsAt.toISOString(),
      doneAt: e.doneAt ? e.doneAt.toISOString() : null,
      deleted: e.deleted ?? { photos: 0, files: 0, bookings: 0, enquiries: 0 },
      // Nightly backups are kept BACKUP_KEEP days: the last one holding the data is gone that many days after.
      backupsClearBy: e.status === 'cancelled' ? null : new Date(base.getTime() + (this.config.backup.keep + 1) * DAY_MS).toISOString().slice(0, 10),
    };
  }

  async list(limit: number) {
    return (await this.erasures.list(limit)).map((e) => ({
      ...this.view(e),
      id: e.id,
      bookingId: e.bookingId,
      galleryId: e.galleryId,
      via: e.via,
      by: e.by,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
      doneAt: e.doneAt ? e.doneAt.toISOString() : null,
      deleted: e.deleted,
      forwardedEnquiries: e.forwardedEnquiries ?? [],
    }));
  }

  view(e: ErasureRow): ErasureView {
    return { reference: e.reference, status: e.status, runsAt: e.runsAt.toISOString() };
  }
}
