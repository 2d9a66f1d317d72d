import { allowsSize, isExpired } from './client-gallery-rules';

describe('client gallery rules', () => {
  it('keeps a gallery open through the end of expiresOn in the studio time zone', () => {
    // 23:59 on 10 March in Kolkata is 18:29 UTC; midnight there is 18:30 UTC.
    expect(isExpired('2026-03-10', 'Asia/Kolkata', new Date('2026-03-10T18:29:00Z'))).toBe(false);
    expect(isExpired('2026-03-10', 'Asia/Kolkata', new Date('2026-03-10T18:30:00Z'))).toBe(true);
    // Early on 10 March UTC is already 10 March in Kolkata: open.
    expect(isExpired('2026-03-10', 'Asia/Kolkata', new Date('2026-03-09T19:00:00Z'))).toBe(false);
  });

  it('allows download sizes by the gallery setting', () => {
    expect(allowsSize('none', 'web')).toBe(false);
    expect(allowsSize('none', 'original')).toBe(false);
    expect(allowsSize('web', 'web')).toBe(true);
    expect(allowsSize('web', 'original')).toBe(false);
    expect(allowsSize('original', 'web')).toBe(true);
    expect(allowsSize('original', 'original')).toBe(true);
  });
});
