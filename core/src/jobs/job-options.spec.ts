import type { AppConfig } from '../config/app-config';
import { jobOptions, queuedJob } from './job-options';
import { JOBS, QUEUES, archiveBuildJob, archiveRemoveJob, enquiryForwardJob, imageProcessJob, imageShareJob } from './jobs.contract';

const config = { imageJobAttempts: 8, enquiryJobAttempts: 12, enquiryBackoffMs: 500 } as AppConfig;

describe('job contract builders', () => {
  it('image job: id = asset id, payload ids only', () => {
    expect(imageProcessJob({ assetId: 'a1', originalKey: 'originals/a1' })).toEqual({
      queue: QUEUES.images,
      name: JOBS.imagesProcess,
      data: { assetId: 'a1', originalKey: 'originals/a1' },
      jobId: 'a1',
    });
    expect(imageProcessJob({ assetId: 'a1', originalKey: 'k', requestId: 'r' }).data).toEqual({ assetId: 'a1', originalKey: 'k', requestId: 'r' });
  });

  it('share and remove jobs get ids of their own beside the entity id', () => {
    expect(imageShareJob({ assetId: 'a1' }).jobId).toBe('a1-share');
    expect(archiveRemoveJob({ archiveId: 'z' }, 1000.4)).toMatchObject({ jobId: 'z-remove', delay: 1000 });
    expect(archiveRemoveJob({ archiveId: 'z' }, -5).delay).toBe(0);
  });
});

describe('jobOptions: one place resolves retries from the job name and the config', () => {
  it('images:process takes IMAGE_JOB_ATTEMPTS, a 2 s doubling back-off and the images retention', () => {
    expect(jobOptions(imageProcessJob({ assetId: 'a1', originalKey: 'k' }), config)).toEqual({
      jobId: 'a1',
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  });

  it('enquiries:forward takes ENQUIRY_JOB_ATTEMPTS and ENQUIRY_BACKOFF_MS', () => {
    expect(jobOptions(enquiryForwardJob({ enquiryId: 'e1' }), config)).toMatchObject({ jobId: 'e1', attempts: 12, backoff: { type: 'exponential', delay: 500 } });
  });

  it('archives: five tries, and a delayed remove keeps its delay', () => {
    expect(jobOptions(archiveBuildJob({ archiveId: 'z' }), config)).toMatchObject({ jobId: 'z', attempts: 5 });
    expect(jobOptions(archiveRemoveJob({ archiveId: 'z' }, 60_000), config)).toMatchObject({ jobId: 'z-remove', attempts: 5, delay: 60_000 });
    expect(jobOptions(archiveBuildJob({ archiveId: 'z' }), config)).not.toHaveProperty('delay');
  });

  it('returns fresh objects (a caller mutating one cannot change the next job of the queue)', () => {
    const first = queuedJob(imageProcessJob({ assetId: 'a', originalKey: 'k' }), config);
    (first.opts.removeOnComplete as { age: number }).age = 1;
    expect(jobOptions(imageProcessJob({ assetId: 'b', originalKey: 'k' }), config).removeOnComplete).toEqual({ age: 3600, count: 1000 });
  });

  it('refuses a job name it has no policy for', () => {
    expect(() => jobOptions({ queue: QUEUES.images, name: 'images:unknown', data: {}, jobId: 'x' } as never, config)).toThrow('no job options for images:unknown');
  });
});
