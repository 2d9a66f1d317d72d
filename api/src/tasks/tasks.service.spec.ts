import { ConflictException, GoneException, NotFoundException } from '@nestjs/common';
import type { ImageUploadService } from '@studio/core/images/image-upload.service';
import type { ImagesService } from '@studio/core/images/images.service';
import type { PropsService } from '../props/props.service';
import { StudioClock } from '../props/studio-clock.service';
import type { AppConfig } from '@studio/core/config/app-config';
import type { TaskPhotosRepository } from '@studio/core/tasks/task-photos.repository';
import { TasksService } from './tasks.service';

/** A clock pinned to an instant, in the studio's zone. */
function clockAt(iso: string, timezone = 'Asia/Kolkata'): StudioClock {
  const clock = new StudioClock({ timezone } as AppConfig);
  jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
  return clock;
}

function setup(clock: StudioClock) {
  const repo = {
    findUserPhoto: jest.fn().mockResolvedValue({ id: 's', userId: 'u1', day: 'x', imageAssetId: 'a0', takenAt: new Date() }),
    upsertUserPhoto: jest.fn().mockResolvedValue(null),
    upsertPropPhoto: jest.fn().mockResolvedValue(null),
    findAsset: jest.fn().mockResolvedValue({ id: 'old-asset' }),
    findProp: jest.fn().mockResolvedValue({ id: 'p1', removedAt: null }),
    findByCapture: jest.fn().mockResolvedValue(null),
    remainingProps: jest.fn().mockResolvedValue([]),
    countProps: jest.fn().mockResolvedValue(0),
  };
  const uploads = { fromDataUrl: jest.fn().mockResolvedValue({ id: 'asset-1' }) };
  const props = { views: jest.fn().mockResolvedValue([]), refs: jest.fn().mockResolvedValue(new Map()) };
  const images = { remove: jest.fn().mockResolvedValue(undefined) };
  const service = new TasksService(
    repo as unknown as TaskPhotosRepository,
    uploads as unknown as ImageUploadService,
    props as unknown as PropsService,
    clock,
    images as unknown as ImagesService,
  );
  return { service, repo, uploads, props, images };
}

describe('TasksService: the studio day of a photo', () => {
  it('files a prop photo taken at 00:30 IST under that IST day (still the previous day in UTC)', async () => {
    const { service, repo } = setup(clockAt('2026-11-20T19:00:00Z')); // 00:30 on 21 Nov in Asia/Kolkata
    await service.save('u1', 'p1', 'data:image/jpeg;base64,AAAA');
    expect(repo.findUserPhoto).toHaveBeenCalledWith('u1', '2026-11-21');
    expect(repo.upsertPropPhoto).toHaveBeenCalledWith('u1', 'p1', '2026-11-21', 'asset-1', new Date('2026-11-20T19:00:00Z'), null);
    expect(repo.remainingProps).toHaveBeenCalledWith('u1', '2026-11-21');
  });

  it('files a selfie taken at 23:59 IST under that day, and one a minute after midnight under the next', async () => {
    const late = setup(clockAt('2026-11-21T18:29:00Z'));
    await late.service.start('u1', 'data:image/jpeg;base64,AAAA');
    expect(late.repo.upsertUserPhoto).toHaveBeenCalledWith('u1', '2026-11-21', 'asset-1', expect.any(Date));
    const early = setup(clockAt('2026-11-21T18:31:00Z'));
    await early.service.start('u1', 'data:image/jpeg;base64,AAAA');
    expect(early.repo.upsertUserPhoto).toHaveBeenCalledWith('u1', '2026-11-22', 'asset-1', expect.any(Date));
  });

  it('asks "has a photo today" for the IST day', async () => {
    const { service, repo } = setup(clockAt('2026-11-20T19:00:00Z'));
    repo.findUserPhoto.mockResolvedValueOnce(null);
    await expect(service.checkToday('u1')).resolves.toEqual({ hasPhotoToday: false, userPhoto: null, propsToday: 0 });
    expect(repo.findUserPhoto).toHaveBeenCalledWith('u1', '2026-11-21');
  });

  it('refuses an unknown prop and a prop photo before the selfie, without uploading', async () => {
    const { service, repo, uploads } = setup(clockAt('2026-11-21T06:00:00Z'));
    repo.findProp.mockResolvedValueOnce(null);
    await expect(service.save('u1', 'nope', 'data:')).rejects.toBeInstanceOf(NotFoundException);
    repo.findUserPhoto.mockResolvedValueOnce(null);
    await expect(service.save('u1', 'p1', 'data:')).rejects.toBeInstanceOf(ConflictException);
    expect(uploads.fromDataUrl).not.toHaveBeenCalled();
  });

  it('removes the image a retaken photo replaced, and never fails the save over it', async () => {
    const { service, repo, images } = setup(clockAt('2026-11-21T06:00:00Z'));
    repo.upsertPropPhoto.mockResolvedValueOnce('old-asset');
    await service.save('u1', 'p1', 'data:');
    expect(repo.findAsset).toHaveBeenCalledWith('old-asset');
    expect(images.remove).toHaveBeenCalledWith({ id: 'old-asset' });
    repo.upsertPropPhoto.mockResolvedValueOnce('old-asset');
    images.remove.mockRejectedValueOnce(new Error('storage down'));
    await expect(service.save('u1', 'p1', 'data:')).resolves.toMatchObject({ error: false });
  });

  it('answers a capture sent again as the first time, without storing or uploading anything', async () => {
    const { service, repo, uploads } = setup(clockAt('2026-11-21T06:00:00Z'));
    repo.findByCapture.mockResolvedValueOnce({ id: 'pp', userId: 'u1', propId: 'p1', day: '2026-11-20', imageAssetId: 'a1', captureId: 'c1' });
    await expect(service.save('u1', 'p1', 'data:', 'c1')).resolves.toEqual({ error: false, message: 'Photo saved successfully', day: '2026-11-20', propertyId: 'p1', remaining: 0 });
    expect(repo.findByCapture).toHaveBeenCalledWith('u1', 'c1');
    expect(uploads.fromDataUrl).not.toHaveBeenCalled();
    expect(repo.upsertPropPhoto).not.toHaveBeenCalled();
    // The same capture id for another prop is a client bug, not a resend.
    repo.findByCapture.mockResolvedValueOnce({ id: 'pp', userId: 'u1', propId: 'p1', day: '2026-11-20', imageAssetId: 'a1', captureId: 'c1' });
    await expect(service.save('u1', 'p2', 'data:', 'c1')).rejects.toBeInstanceOf(ConflictException);
  });

  it('refuses a new capture for a removed prop with 410, without uploading', async () => {
    const { service, repo, uploads } = setup(clockAt('2026-11-21T06:00:00Z'));
    repo.findProp.mockResolvedValueOnce({ id: 'p1', removedAt: new Date() });
    await expect(service.save('u1', 'p1', 'data:', 'c2')).rejects.toBeInstanceOf(GoneException);
    expect(uploads.fromDataUrl).not.toHaveBeenCalled();
  });
});
