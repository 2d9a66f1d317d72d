import { clientGalleryPageCookie } from './client-gallery-page-cookie';

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
