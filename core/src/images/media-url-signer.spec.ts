import { MediaUrlSigner, SIGNED_URL_MAX_AGE_S, SIGNED_URL_STEP_S } from './media-url-signer';

const KEY = 'variants/0b7f4a52-3c1e-4d8a-9f0e-2a6b5c4d3e21/640.webp';
const NOW = Date.UTC(2026, 10, 28, 10, 7, 30); // 10:07:30, inside the 10:00 step

function parse(url: string) {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, exp: u.searchParams.get('exp')!, sig: u.searchParams.get('sig')! };
}

describe('MediaUrlSigner', () => {
  const signer = new MediaUrlSigner({ jwtSecret: 'a-test-secret-of-at-least-32-characters!!' });

  it('signs /media/<key> with an expiry at most an hour away, the same URL all through a step', () => {
    const { path, exp, sig } = parse(signer.url(KEY, NOW));
    expect(path).toBe(`/media/${KEY}`);
    const left = Number(exp) - NOW / 1000;
    expect(left).toBeGreaterThan(SIGNED_URL_MAX_AGE_S - SIGNED_URL_STEP_S);
    expect(left).toBeLessThanOrEqual(SIGNED_URL_MAX_AGE_S);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signer.url(KEY, NOW + 60_000)).toBe(signer.url(KEY, NOW));
    expect(signer.url(KEY, NOW + SIGNED_URL_STEP_S * 1000)).not.toBe(signer.url(KEY, NOW));
  });

  it('accepts its own URL until it expires, then says expired', () => {
    const { exp, sig } = parse(signer.url(KEY, NOW));
    expect(signer.verify(KEY, exp, sig, NOW)).toBe('ok');
    expect(signer.secondsLeft(exp, NOW)).toBe(Number(exp) - NOW / 1000);
    expect(signer.verify(KEY, exp, sig, Number(exp) * 1000 - 1000)).toBe('ok');
    expect(signer.verify(KEY, exp, sig, Number(exp) * 1000)).toBe('expired');
  });

  it('refuses a missing, tampered, moved or stretched signature', () => {
    const { exp, sig } = parse(signer.url(KEY, NOW));
    expect(signer.verify(KEY, undefined, undefined, NOW)).toBe('missing');
    expect(signer.verify(KEY, exp, undefined, NOW)).toBe('invalid');
    expect(signer.verify(KEY, exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW)).toBe('invalid');
    expect(signer.verify(KEY, String(Number(exp) + 3600), sig, NOW)).toBe('invalid');
    expect(signer.verify(KEY.replace('640.webp', '1920.webp'), exp, sig, NOW)).toBe('invalid');
    expect(signer.verify(KEY, [exp, exp], sig, NOW)).toBe('invalid');
    expect(signer.verify(KEY, '1e12', sig, NOW)).toBe('invalid');
    expect(signer.verify(KEY, exp, 'x'.repeat(500), NOW)).toBe('invalid');
  });

  it('never honours a URL meant to live longer than an hour, even one signed with our key', () => {
    const far = Math.floor(NOW / 1000) + SIGNED_URL_MAX_AGE_S * 24;
    const forged = (signer as unknown as { sign(k: string, e: number): string }).sign(KEY, far);
    expect(signer.verify(KEY, String(far), forged, NOW)).toBe('invalid');
  });

  it('a URL signed under another server secret is refused', () => {
    const other = new MediaUrlSigner({ jwtSecret: 'another-secret-of-at-least-32-characters!' });
    const { exp, sig } = parse(other.url(KEY, NOW));
    expect(signer.verify(KEY, exp, sig, NOW)).toBe('invalid');
  });
});
