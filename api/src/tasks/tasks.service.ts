import { ConflictException, GoneException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { ImageRef } from '@studio/core/images/image-ref';
import { ImageUploadService } from '@studio/core/images/image-upload.service';
import { ImagesService } from '@studio/core/images/images.service';
import { PropsService } from '../props/props.service';
import type { PropView } from '../props/prop-view';
import { StudioClock } from '../props/studio-clock.service';
import { TaskPhotosRepository } from '@studio/core/tasks/task-photos.repository';

/**
 * The field worker's daily task (spec §4, docs/architecture.md §5): a selfie starts the studio day, then one
 * photo per prop. "Remaining" = props without a photo from this worker today. Every call is scoped
 * to the signed-in worker; there is no way to name another worker.
 */
@Injectable()
export class TasksService {
  private readonly logger = new Logger('Tasks');
  constructor(
    private readonly repo: TaskPhotosRepository,
    private readonly uploads: ImageUploadService,
    private readonly props: PropsService,
    private readonly clock: StudioClock,
    private readonly images: ImagesService,
  ) {}

  async checkToday(userId: string): Promise<{ hasPhotoToday: boolean; userPhoto: ImageRef | null; propsToday: number }> {
    const [photo, propsToday] = await Promise.all([this.repo.findUserPhoto(userId, this.clock.today()), this.repo.countProps()]);
    if (!photo) return { hasPhotoToday: false, userPhoto: null, propsToday };
    const refs = await this.props.refs([photo.imageAssetId]);
    return { hasPhotoToday: true, userPhoto: refs.get(photo.imageAssetId) ?? null, propsToday };
  }

  async remaining(userId: string): Promise<PropView[]> {
    return this.props.views(await this.repo.remainingProps(userId, this.clock.today()));
  }

  async start(userId: string, userPhotoDataUrl: string) {
    const asset = await this.uploads.fromDataUrl(userPhotoDataUrl, 'task', userId);
    // The day is read after the upload: the photo belongs to the day it was stored on.
    const takenAt = this.clock.now();
    const day = this.clock.today();
    await this.removeReplaced(await this.repo.upsertUserPhoto(userId, day, asset.id, takenAt), asset.id);
    const properties = await this.props.views(await this.repo.remainingProps(userId, day));
    const refs = await this.props.refs([asset.id]);
    const propsToday = await this.repo.countProps();
    return { error: false, message: 'Photo saved. Your task has started.', day, userPhoto: refs.get(asset.id) ?? null, properties, propsToday };
  }

  /**
   * One prop's photo for today. With a `captureId` (the phone's offline queue, docs/architecture.md §14) the save is
   * idempotent per worker: the same capture again stores nothing and answers as the first time (its day, the
   * current count of props left), even if the prop was removed since.
   */
  async save(userId: string, propertyId: string, photoDataUrl: string, captureId?: string) {
    if (captureId) {
      const earlier = await this.repo.findByCapture(userId, captureId);
      if (earlier) {
        if (earlier.propId !== propertyId) throw new ConflictException('This capture was already saved for another prop');
        return this.saved(userId, propertyId, earlier.day);
      }
    }
    const prop = await this.repo.findProp(propertyId);
    if (!prop) throw new NotFoundException('Property not found');
    if (prop.removedAt) {
      // The phone's queue (a captureId) is told why its capture is no longer wanted, so it drops it; a plain save of a
      // removed prop answers as before, as for any prop not in the list.
      if (captureId) throw new GoneException('This prop has been removed, so its photo is no longer needed.');
      throw new NotFoundException('Property not found');
    }
    if (!(await this.repo.findUserPhoto(userId, this.clock.today()))) {
      throw new ConflictException('Please take your photo first to start today’s task.');
    }
    const asset = await this.uploads.fromDataUrl(photoDataUrl, 'task', userId);
    const takenAt = this.clock.now();
    const day = this.clock.today();
    await this.removeReplaced(await this.repo.upsertPropPhoto(userId, propertyId, day, asset.id, takenAt, captureId ?? null), asset.id);
    return this.saved(userId, propertyId, day);
  }

  private async saved(userId: string, propertyId: string, day: string) {
    const remaining = (await this.repo.remainingProps(userId, this.clock.today())).length;
    return { error: false as const, message: 'Photo saved successfully', day, propertyId, remaining };
  }

  /** A retaken photo replaces the earlier one: its original and variants go too (best effort, never fails the save). */
  private async removeReplaced(previousId: string | null, currentId: string): Promise<void> {
    if (!previousId || previousId === currentId) return;
    try {
      const old = await this.repo.findAsset(previousId);
      if (old) await this.images.remove(old);
    } catch (e) {
      this.logger.warn(`could not remove replaced image ${previousId}: ${(e as Error).message}`);
    }
  }
}
