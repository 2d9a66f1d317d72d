import { StorageUnavailableError } from '@studio/core/storage/storage.service';
import { toErrorBody } from './http-exception.filter';

describe('toErrorBody for an object store outage', () => {
  const outage = new StorageUnavailableError('object storage unavailable: connect ECONNREFUSED');

  it('tells a write that nothing was saved', () => {
    expect(toErrorBody(outage)).toEqual({ error: true, statusCode: 503, message: 'Photo storage is not answering right now, so nothing was saved. Please try again in a minute.' });
  });

  it('tells a read (a photo, a download) only that photos cannot be loaded now', () => {
    expect(toErrorBody(outage, true)).toEqual({ error: true, statusCode: 503, message: 'Photos cannot be loaded right now. Please try again in a minute.' });
  });
});
