import type { AppConfig } from '@studio/core/config/app-config';
import { clientGalleryPageCookie, verifiedGalleryPageCookie } from './client-gallery-page-cookie';
import { PinSecrets } from './pin-secrets.service';

const slug = 'AbCdEfGhIjKlMnOpQrStUv';
const req = (path: string, cookie?: string) => ({ path, headers: cookie ? { cookie } : {} });

describe('clientGalleryPageCookie', () => {
  it("hands on that gallery's own cookie, on its page only", () => {
    expect(clientGalleryPageCookie(req(`/g/${slug}`, `studio_splash=seen; cg_${slug}=tok.en; other=1`))).toBe(`cg_${slug}=tok.en`);
    expect(clientGalleryPageCookie(req(`/g/${slug}/`, `cg_${slug}=tok`))).toBe(`cg_${slug}=tok`);
  });

  it('is nothing without the cookie, with another gallery\'s, or on any other page', () => {
    expect(clientGalleryPageCookie(req(`/g/${slug}`))).toBeUndefined();
    expect(clientGalleryPageCookie(req(`/g/${slug}`, 'cg_ZZZZZZZZZZZZZZZZZZZZZZ=tok; studio_splash=seen'))).toBeUndefined();
    expect(clientGalleryPageCookie(req(`/g/${slug}`, `cg_${slug}=`))).toBeUndefined();
    expect(clientGalleryPageCookie(req('/gallery', `cg_${slug}=tok`))).toBeUndefined();
    expect(clientGalleryPageCookie(req(`/g/${slug}/x`, `cg_${slug}=tok`))).toBeUndefined();
    expect(clientGalleryPageCookie(req('/g/short', 'cg_short=tok'))).toBeUndefined();
  });
});

describe('verifiedGalleryPageCookie', () => {
  const secrets = new PinSecrets({ jwtSecret: 'test-secret-test-secret-test-secret' } as AppConfig);
  const gallery = { id: '6f1c1a52-2d3a-4a55-9d1e-0d6a3c1f2b11', pinVersion: 3 };
  const galleries = () => {
    const lookups: string[] = [];
    return { lookups, accessKeyOf: async (s: string) => (lookups.push(s), s === slug ? gallery : null) };
  };

  it('hands on a cookie the studio signed for this gallery and its current PIN', async () => {
    const check = verifiedGalleryPageCookie(galleries(), secrets);
    const good = secrets.signAccess(gallery.id, gallery.pinVersion, 'parent');
    expect(await check(req(`/g/${slug}`, `cg_${slug}=${good}`))).toBe(`cg_${slug}=${good}`);
  });

  it('a made-up cookie, an old PIN\'s, another gallery\'s or an admin\'s takes the public page (no private render)', async () => {
    const repo = galleries();
    const check = verifiedGalleryPageCookie(repo, secrets);
    expect(await check(req(`/g/${slug}`, `cg_${slug}=x`))).toBeUndefined();
    expect(await check(req(`/g/${slug}`, `cg_${slug}=${secrets.signAccess(gallery.id, 2, 'parent')}`))).toBeUndefined();
    expect(await check(req(`/g/${slug}`, `cg_${slug}=${secrets.signAccess('00000000-0000-4000-8000-000000000000', 3, 'parent')}`))).toBeUndefined();
    expect(await check(req(`/g/${slug}`, `cg_${slug}=${secrets.signAccess(gallery.id, 3, 'admin', '6f1c1a52-2d3a-4a55-9d1e-0d6a3c1f2b12')}`))).toBeUndefined();
    // The gallery's key is looked up once for the lot; an unknown slug is public too.
    expect(repo.lookups).toEqual([slug]);
    expect(await check(req('/g/ZZZZZZZZZZZZZZZZZZZZZZ', 'cg_ZZZZZZZZZZZZZZZZZZZZZZ=x'))).toBeUndefined();
    expect(await check(req(`/g/${slug}`))).toBeUndefined();
  });
});
