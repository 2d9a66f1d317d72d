import { missingGallerySlug } from './missing-gallery-slug';

describe('missingGallerySlug', () => {
  const real = 'AbCdEfGhIjKlMnOpQrStUv';
  const made = 'ZzZzZzZzZzZzZzZzZzZzZz';

  it('names the slug no gallery has, and nothing for a real one or another path', async () => {
    const slugExists = jest.fn(async (slug: string) => slug === real);
    const missing = missingGallerySlug({ slugExists });
    await expect(missing(`/g/${made}`)).resolves.toBe(made);
    await expect(missing(`/g/${real}`)).resolves.toBeUndefined();
    await expect(missing('/gallery')).resolves.toBeUndefined();
    await expect(missing('/g/short')).resolves.toBeUndefined();
    expect(slugExists).toHaveBeenCalledTimes(2);
  });

  it('remembers a real slug (no lookup per view) but asks again for a missing one (it may have just been made)', async () => {
    let exists = false;
    const slugExists = jest.fn(async () => exists);
    const missing = missingGallerySlug({ slugExists });
    await expect(missing(`/g/${real}`)).resolves.toBe(real);
    exists = true;
    await expect(missing(`/g/${real}`)).resolves.toBeUndefined();
    exists = false;
    await expect(missing(`/g/${real}`)).resolves.toBeUndefined();
    expect(slugExists).toHaveBeenCalledTimes(2);
  });
});

describe('missingGallerySlug with the database away', () => {
  it('names nothing and remembers nothing, so the page takes the usual way and is asked again later', async () => {
    const slugExists = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const missing = missingGallerySlug({ slugExists });
    await expect(missing('/g/AbCdEfGhIjKlMnOpQrStUv')).resolves.toBeUndefined();
    await expect(missing('/g/AbCdEfGhIjKlMnOpQrStUv')).resolves.toBeUndefined();
    expect(slugExists).toHaveBeenCalledTimes(2);
  });
});
