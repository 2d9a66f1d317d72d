import { ApiError } from '../../lib/api-client';
import { uploadWithProgress, type UploadAnswer } from '../../lib/upload-with-progress';
import { postBatchUpload } from './post-batch-upload';

jest.mock('../../lib/upload-with-progress', () => ({ uploadWithProgress: jest.fn() }));
const upload = jest.mocked(uploadWithProgress);

const answer = (status: number, data: unknown): Promise<UploadAnswer<unknown>> => Promise.resolve({ status, ok: status >= 200 && status < 300, data });
const post = () => postBatchUpload('/api/x', new FormData(), () => undefined);
const row = (srcset: { webp: string; jpeg: string }) => ({ _id: 'm1', image: { id: 'a1', status: 'processing', error: null, srcset } });

describe('postBatchUpload: an upload endpoint answer as the batch outcome', () => {
  it('a 201 is created, with the new row, its asset and a thumbnail (webp, else jpeg)', async () => {
    upload.mockReturnValueOnce(answer(201, { images: [row({ webp: 'w 320w', jpeg: 'j 320w' })] }));
    expect(await post()).toEqual({ kind: 'created', assetId: 'a1', mediaId: 'm1', status: 'processing', error: null, thumb: 'w 320w' });
    upload.mockReturnValueOnce(answer(201, { images: [row({ webp: '', jpeg: 'j 320w' })] }));
    expect(await post()).toMatchObject({ kind: 'created', thumb: 'j 320w' });
    upload.mockReturnValueOnce(answer(201, { images: [row({ webp: '', jpeg: '' })] }));
    expect(await post()).toMatchObject({ kind: 'created', thumb: undefined });
  });

  it('a 201 without a row is worth retrying', async () => {
    upload.mockReturnValueOnce(answer(201, null));
    expect(await post()).toEqual({ kind: 'retryable', message: 'Unexpected answer from the server' });
  });

  it('409 is a duplicate with the asset id; 401, 4xx refused; 429, 5xx retryable, with the server message', async () => {
    upload.mockReturnValueOnce(answer(409, { message: 'Already there', existingId: 'row', existingAssetId: 'a9' }));
    expect(await post()).toEqual({ kind: 'duplicate', existingId: 'a9' });
    upload.mockReturnValueOnce(answer(401, { message: 'no' }));
    expect(await post()).toEqual({ kind: 'rejected', message: 'Signed out: sign in again, then retry' });
    upload.mockReturnValueOnce(answer(413, { message: 'Too large' }));
    expect(await post()).toEqual({ kind: 'rejected', message: 'Too large' });
    upload.mockReturnValueOnce(answer(400, 'not json'));
    expect(await post()).toEqual({ kind: 'rejected', message: 'Refused by the server (400)' });
    upload.mockReturnValueOnce(answer(429, { message: 'Slow down' }));
    expect(await post()).toEqual({ kind: 'retryable', message: 'Slow down' });
    upload.mockReturnValueOnce(answer(502, null));
    expect(await post()).toEqual({ kind: 'retryable', message: 'Server error (502)' });
  });

  it('no answer is retryable; an abort is passed on', async () => {
    upload.mockRejectedValueOnce(new ApiError('Request timed out', 'timeout'));
    expect(await post()).toEqual({ kind: 'retryable', message: 'The upload timed out' });
    upload.mockRejectedValueOnce(new ApiError('Network error', 'network'));
    expect(await post()).toEqual({ kind: 'retryable', message: 'Connection lost' });
    upload.mockRejectedValueOnce(new Error('?'));
    expect(await post()).toEqual({ kind: 'retryable', message: 'Upload failed' });
    upload.mockRejectedValueOnce(new DOMException('Upload aborted', 'AbortError'));
    await expect(post()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
