import { Refusal } from '@studio/core/errors/refusal';
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

describe('toErrorBody for a refusal of the domain (core/src/errors/refusal.ts)', () => {
  it('answers each kind with its status, the message as core worded it and its extra fields', () => {
    expect(toErrorBody(new Refusal('conflict', 'This photo is already in the gallery', { existingId: 'a1' }))).toEqual({
      error: true,
      message: 'This photo is already in the gallery',
      statusCode: 409,
      existingId: 'a1',
    });
    expect(toErrorBody(new Refusal('too-large', 'Too big')).statusCode).toBe(413);
    expect(toErrorBody(new Refusal('unsupported', 'Not an image')).statusCode).toBe(415);
    expect(toErrorBody(new Refusal('invalid', 'Empty file')).statusCode).toBe(400);
    expect(toErrorBody(new Refusal('not-found', 'Gone')).statusCode).toBe(404);
  });

  it('never lets extra fields overwrite the standard ones', () => {
    expect(toErrorBody(new Refusal('conflict', 'No', { statusCode: 200, error: false, message: 'Yes' }))).toMatchObject({ error: true, message: 'No', statusCode: 409 });
  });
});
