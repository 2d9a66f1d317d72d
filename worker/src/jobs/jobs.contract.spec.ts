import { JOBS, JOB_DEFAULTS, QUEUES, enquiryForwardJob, imageProcessJob } from './jobs.contract';

describe('job contract builders', () => {
  it('image job: id = asset id, payload ids only, the queue defaults with the configured attempts', () => {
    const job = imageProcessJob({ assetId: 'a1', originalKey: 'originals/a1' }, { attempts: 8 });
    expect(job).toEqual({
      queue: QUEUES.images,
      name: JOBS.imagesProcess,
      data: { assetId: 'a1', originalKey: 'originals/a1' },
      opts: { ...JOB_DEFAULTS.images, jobId: 'a1', attempts: 8 },
    });
    expect(imageProcessJob({ assetId: 'a1', originalKey: 'k', requestId: 'r' }, { attempts: 1 }).data).toEqual({ assetId: 'a1', originalKey: 'k', requestId: 'r' });
  });

  it('enquiry job: id = enquiry id, configured attempts and backoff delay', () => {
    const job = enquiryForwardJob({ enquiryId: 'e1' }, { attempts: 12, backoffMs: 500 });
    expect(job).toEqual({
      queue: QUEUES.enquiries,
      name: JOBS.enquiriesForward,
      data: { enquiryId: 'e1' },
      opts: { ...JOB_DEFAULTS.enquiries, jobId: 'e1', attempts: 12, backoff: { type: 'exponential', delay: 500 } },
    });
  });

  it('builders return fresh option objects (a caller mutating one cannot change the defaults)', () => {
    const job = imageProcessJob({ assetId: 'a', originalKey: 'k' }, { attempts: 1 });
    job.opts.removeOnComplete.age = 1;
    expect(JOB_DEFAULTS.images.removeOnComplete.age).toBe(3600);
  });
});
