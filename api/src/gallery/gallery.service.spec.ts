import { loadConfig } from '@studio/core/config/app-config';
import { ContentVersion, type ContentVersionStore } from '@studio/core/content/content-version';
import type { GalleryRepository } from './gallery.repository';
import { GalleryService } from './gallery.service';
import type { GalleryListQueryDto } from './gallery.dto';

function serviceWith(ttlMs: number) {
  const publicPage = jest.fn(async () => ({ rows: [], titles: ['Newborn'] }));
  const repo = { publicPage, findById: jest.fn(async () => ({ id: 'g1', title: 't', description: 'd', image: {} })), save: jest.fn() };
  const config = loadConfig({ PUBLIC_CACHE_TTL_MS: String(ttlMs), JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/studio-unit' });
  const images = { retry: jest.fn(), remove: jest.fn() };
  let counter = 0;
  // Another replica's write is a bump of the shared counter, seen at this process's next poll.
  const store: ContentVersionStore = { read: async () => counter, increment: async () => ++counter, close: async () => undefined };
  const content = new ContentVersion(store);
  const service = new GalleryService(repo as unknown as GalleryRepository, {} as never, images as never, content as never, config);
  jest.spyOn(service, 'toAdminItem').mockReturnValue({} as never);
  const otherReplicaWrites = async () => {
    counter++;
    await content.poll();
  };
  return { service, publicPage, content, otherReplicaWrites };
}

const query = (page = 1, category = 'All') => ({ page, limit: 10, category }) as GalleryListQueryDto;

describe('GalleryService public page cache', () => {
  it('builds a page once per content version, sharing one query between concurrent readers', async () => {
    const { service, publicPage, content } = serviceWith(60000);
    await content.poll();
    const pages = await Promise.all([service.publicList(query()), service.publicList(query()), service.publicList(query())]);
    await service.publicList(query());
    expect(publicPage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(pages[0].body.toString('utf8')).categories).toEqual(['All', 'Newborn']);
    expect(pages[1]).toBe(pages[0]); // one serialized body, shared
    await service.publicList(query(2));
    await service.publicList(query(1, 'Newborn'));
    expect(publicPage).toHaveBeenCalledTimes(3);
  });

  it("builds fresh pages at once after this process's admin edits a photo", async () => {
    const { service, publicPage, content } = serviceWith(60000);
    await content.poll();
    await service.publicList(query());
    await service.adminUpdate('g1', { title: 'New title' });
    await service.publicList(query());
    expect(publicPage).toHaveBeenCalledTimes(2);
  });

  it("builds fresh pages once another replica's write is seen", async () => {
    const { service, publicPage, content, otherReplicaWrites } = serviceWith(60000);
    await content.poll();
    await service.publicList(query());
    await service.publicList(query());
    expect(publicPage).toHaveBeenCalledTimes(1);
    await otherReplicaWrites();
    await service.publicList(query());
    expect(publicPage).toHaveBeenCalledTimes(2);
  });

  it('reads the database every time when the TTL is 0', async () => {
    const { service, publicPage } = serviceWith(0);
    await service.publicList(query());
    await service.publicList(query());
    expect(publicPage).toHaveBeenCalledTimes(2);
  });
});
