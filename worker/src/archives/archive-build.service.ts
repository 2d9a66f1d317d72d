import { Injectable, Logger } from '@nestjs/common';
import archiver from 'archiver';
import { UnrecoverableError } from 'bullmq';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { isNotFound, StorageService } from '@studio/core/storage/storage.service';
import { archiveRemoveJob } from '@studio/core/jobs/jobs.contract';
import { ArchivesRepository, type ArchivePhoto } from '@studio/core/archives/archives.repository';
import { archiveEntryName, archiveSourceKey } from './archive-entries';

export type ArchiveOutcome = { status: 'ready'; photos: number; bytes: number } | { status: 'gone' } | { status: 'removed' };

/** Progress is written at most this often (a ZIP of 200 photos would otherwise write 200 rows). */
const PROGRESS_EVERY_MS = 500;

/** Object keys of a gallery's ZIPs: removing the gallery removes the prefix. */
export const archiveKeys = {
  galleryPrefix: (galleryId: string) => `archives/${galleryId}/`,
  runPrefix: (galleryId: string, archiveId: string) => `archives/${galleryId}/${archiveId}-`,
};

/**
 * `archives:build`: the archive's photos are streamed one after another from object storage through archiver into a
 * multipart upload, so neither a photo nor the ZIP is ever held whole in memory. Each run writes its own object
 * (a fresh suffix), so a run killed mid-ZIP leaves an unfinished upload that a retry never resumes into: the retry
 * builds the whole ZIP again and only a finished ZIP is recorded on the row.
 */
@Injectable()
export class ArchiveBuildService {
  private readonly logger = new Logger('Archives');

  constructor(
    private readonly repo: ArchivesRepository,
    private readonly storage: StorageService,
    private readonly jobs: JobProducer,
  ) {}

  async build(archiveId: string, attempt: { attemptsMade: number; attempts: number }): Promise<ArchiveOutcome> {
    try {
      return await this.run(archiveId);
    } catch (e) {
      const last = e instanceof UnrecoverableError || attempt.attemptsMade + 1 >= attempt.attempts;
      if (last) await this.repo.markFailed(archiveId, (e as Error).message).catch(() => undefined);
      throw e;
    }
  }

  private async run(archiveId: string): Promise<ArchiveOutcome> {
    const archive = await this.repo.find(archiveId);
    if (!archive) return { status: 'gone' };
    if (archive.status === 'ready' && archive.objectKey && (await this.storage.stat(archive.objectKey))) {
      return { status: 'ready', photos: -1, bytes: -1 }; // an earlier run finished; a duplicate delivery has nothing to do
    }
    const photos = await this.repo.photos(archiveId);
    if (!photos.length) throw new UnrecoverableError('There are no photos to put in the ZIP.');
    await this.repo.markBuilding(archiveId);

    const runPrefix = archiveKeys.runPrefix(archive.galleryId, archiveId);
    const key = `${runPrefix}${randomBytes(4).toString('hex')}.zip`;
    const zip = archiver('zip', { store: true }); // JPEGs do not compress: storing them costs no CPU and the same bytes
    const body = new PassThrough();
    zip.pipe(body);
    // The storage client does not see a broken source stream end: our own failure must be raced against the upload.
    let failure: Error | undefined;
    const failed = new Promise<never>((_, reject) => {
      const stop = (e: Error) => {
        failure ??= e;
        body.destroy(e);
        reject(e);
      };
      zip.on('error', stop);
      zip.on('warning', stop);
    });
    failed.catch(() => undefined);
    const put = this.storage.put(key, body, 'application/zip');
    put.catch(() => undefined);

    const feed = this.feed(archiveId, archive.size, photos, zip).then(() => zip.finalize());
    feed.catch((e: Error) => {
      failure ??= e;
      zip.abort();
      body.destroy(e);
    });
    try {
      await Promise.all([Promise.race([put, failed]), Promise.race([feed, failed])]);
    } catch (e) {
      await this.storage.remove(key).catch(() => undefined);
      throw failure ?? e;
    }
    const bytes = zip.pointer();
    const stillThere = await this.repo.markReady(archiveId, key, bytes);
    // Earlier runs' objects (a run killed after its upload completed) are leftovers now.
    const stale = (await this.storage.listKeys(runPrefix)).filter((k) => k !== key);
    await Promise.all(stale.map((k) => this.storage.remove(k)));
    if (!stillThere) {
      await this.storage.remove(key);
      return { status: 'gone' };
    }
    await this.jobs.add(archiveRemoveJob({ archiveId }, archive.expiresAt.getTime() - Date.now()));
    this.logger.log(`archive ${archiveId}: ${photos.length} photos, ${bytes} bytes`);
    return { status: 'ready', photos: photos.length, bytes };
  }

  /** One photo at a time: the next source stream is opened only once archiver has written the previous entry. */
  private async feed(archiveId: string, size: 'web' | 'original', photos: ArchivePhoto[], zip: archiver.Archiver): Promise<void> {
    const used = new Set<string>();
    let lastWrite = Date.now();
    for (let i = 0; i < photos.length; i++) {
      const photo = photos[i];
      const source = archiveSourceKey(photo, size);
      if (!source) continue; // a photo still processing has no web size yet
      let stream;
      try {
        stream = await this.storage.get(source);
      } catch (e) {
        if (isNotFound(e)) continue; // removed while we were building
        throw e;
      }
      const written = new Promise<void>((resolve, reject) => {
        const onEntry = () => {
          zip.off('error', onError);
          resolve();
        };
        const onError = (e: Error) => {
          zip.off('entry', onEntry);
          reject(e);
        };
        zip.once('entry', onEntry);
        zip.once('error', onError);
      });
      zip.append(stream, { name: archiveEntryName(photo, size, used), date: photo.createdAt });
      await written;
      const now = Date.now();
      if (now - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = now;
        await this.repo.setProgress(archiveId, Math.min(99, Math.floor(((i + 1) * 100) / photos.length)));
      }
    }
  }

  /** `archives:remove`: the ZIP's objects and its row. */
  async remove(archiveId: string): Promise<ArchiveOutcome> {
    const archive = await this.repo.find(archiveId);
    if (!archive) return { status: 'gone' };
    const keys = await this.storage.listKeys(archiveKeys.runPrefix(archive.galleryId, archiveId));
    await Promise.all(keys.map((k) => this.storage.remove(k)));
    await this.repo.delete(archiveId);
    return { status: 'removed' };
  }
}
