import { UnrecoverableError } from 'bullmq';
import type { StorageService } from '@studio/core/storage/storage.service';
import type { ImageAssetsRepository } from '@studio/core/images/image-assets.repository';
import { ImageProcessingService } from './image-processing.service';
import { ImageDecodeError, type VariantService } from './variant.service';

const ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const payload = { assetId: ID, originalKey: `originals/${ID}` };
const rendered = {
  width: 400,
  height: 600,
  placeholder: 'data:image/webp;base64,xx',
  outputs: [{ width: 320, height: 480, format: 'webp' as const, key: `variants/${ID}/320.webp`, thumb: false, data: Buffer.from('w') }],
};

function setup(row: object | null = { id: ID, attempts: 0, variants: [] }) {
  const assets = { find: jest.fn().mockResolvedValue(row), countAttempt: jest.fn(), markReady: jest.fn().mockResolvedValue(true), markFailed: jest.fn() };
  const storage = {
    getBuffer: jest.fn().mockResolvedValue(Buffer.from('jpeg')),
    put: jest.fn().mockResolvedValue(undefined),
    listKeys: jest.fn().mockResolvedValue([`variants/${ID}/320.webp`, `variants/${ID}/999.webp`, `variants/${ID}/share.jpg`]),
    remove: jest.fn(),
    removePrefix: jest.fn(),
  };
  // Like the real one: hands each output to the callback (which stores it) before resolving.
  const variants = {
    render: jest.fn(async (_id: string, _input: Buffer, onOutput?: (o: (typeof rendered.outputs)[number]) => Promise<void>) => {
      for (const o of rendered.outputs) await onOutput?.(o);
      return rendered;
    }),
  };
  const service = new ImageProcessingService(assets as unknown as ImageAssetsRepository, storage as unknown as StorageService, variants as unknown as VariantService, { changed: jest.fn(async () => undefined) } as never);
  return { service, assets, storage, variants };
}

describe('ImageProcessingService', () => {
  it('writes the variants, then marks the row ready with them', async () => {
    const { service, assets, storage } = setup();
    await expect(service.process(payload, { attemptsMade: 0, attempts: 3 })).resolves.toEqual({ status: 'ready', variants: 1 });
    expect(storage.put).toHaveBeenCalledWith(`variants/${ID}/320.webp`, expect.any(Buffer), 'image/webp');
    expect(storage.listKeys).not.toHaveBeenCalled(); // first run: nothing can be left over
    expect(assets.markReady).toHaveBeenCalledWith(ID, expect.objectContaining({ width: 400, height: 600, variants: [expect.objectContaining({ key: `variants/${ID}/320.webp`, bytes: 1 })] }));
  });

  it('on a re-run removes objects the new set does not have, but keeps the link-preview picture', async () => {
    const { service, storage } = setup({ id: ID, attempts: 1, variants: [] });
    await service.process(payload, { attemptsMade: 0, attempts: 3 });
    expect(storage.remove).toHaveBeenCalledWith(`variants/${ID}/999.webp`);
    expect(storage.remove).toHaveBeenCalledTimes(1);
  });

  it('refuses a payload without ids and never touches rows', async () => {
    const { service, assets } = setup();
    await expect(service.process({ originalKey: 'x' } as never, { attemptsMade: 0, attempts: 3 })).rejects.toThrow(UnrecoverableError);
    expect(assets.markFailed).not.toHaveBeenCalled();
  });

  it('a file that cannot be decoded fails at once, with its reason, without retries', async () => {
    const { service, assets, variants } = setup();
    variants.render.mockRejectedValueOnce(new ImageDecodeError('The file is incomplete (truncated).'));
    await expect(service.process(payload, { attemptsMade: 0, attempts: 3 })).rejects.toThrow(UnrecoverableError);
    expect(assets.markFailed).toHaveBeenCalledWith(ID, 'The file is incomplete (truncated).');
  });

  it('a missing original is permanent', async () => {
    const { service, assets, storage } = setup();
    storage.getBuffer.mockRejectedValue(Object.assign(new Error('gone'), { code: 'NoSuchKey' }));
    await expect(service.process(payload, { attemptsMade: 0, attempts: 3 })).rejects.toThrow(UnrecoverableError);
    expect(assets.markFailed).toHaveBeenCalledWith(ID, 'The original file is missing from storage.');
  });

  it('storage trouble is retried (thrown as is) and marks the row failed only on the last try', async () => {
    const { service, assets, storage } = setup();
    storage.put.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(service.process(payload, { attemptsMade: 0, attempts: 3 })).rejects.toThrow('connect ECONNREFUSED');
    expect(assets.markFailed).not.toHaveBeenCalled();
    await expect(service.process(payload, { attemptsMade: 2, attempts: 3 })).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(assets.markFailed).toHaveBeenCalledWith(ID, 'Processing failed after 3 tries: connect ECONNREFUSED');
  });

  it('does nothing for a row deleted before the job ran, and cleans up after one deleted while it ran', async () => {
    const gone = setup(null);
    await expect(gone.service.process(payload, { attemptsMade: 0, attempts: 3 })).resolves.toEqual({ status: 'gone' });
    expect(gone.storage.getBuffer).not.toHaveBeenCalled();
    const during = setup();
    during.assets.markReady.mockResolvedValue(false);
    await expect(during.service.process(payload, { attemptsMade: 0, attempts: 3 })).resolves.toEqual({ status: 'gone' });
    expect(during.storage.removePrefix).toHaveBeenCalledWith(`variants/${ID}/`);
  });
});
