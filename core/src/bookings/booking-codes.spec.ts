import { BOOKING_REFERENCE, MANAGE_TOKEN, newBookingReference, newManageToken, rupees, upiUri } from './booking-codes';

describe('booking codes', () => {
  it('references are BK- and 6 capital letters or digits, and vary', () => {
    const refs = new Set(Array.from({ length: 500 }, newBookingReference));
    for (const r of refs) expect(r).toMatch(BOOKING_REFERENCE);
    expect(refs.size).toBeGreaterThan(495);
  });

  it('manage tokens are at least 22 url-safe characters and unguessable (256 bits)', () => {
    const t = newManageToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t).toMatch(MANAGE_TOKEN);
    expect(newManageToken()).not.toBe(t);
  });

  it('rupees with two decimals from paise', () => {
    expect(rupees(300000)).toBe('3000.00');
    expect(rupees(150050)).toBe('1500.50');
    expect(rupees(5)).toBe('0.05');
  });

  it('the UPI URI: pa, pn, am (rupees, 2 decimals), cu=INR, tn and tr = reference, values URL-encoded', () => {
    expect(upiUri({ upiId: 'studio@okaxis', upiName: 'Little Moments & Co', advancePaise: 250050, reference: 'BK-7KQ2MX' })).toBe(
      'upi://pay?pa=studio%40okaxis&pn=Little%20Moments%20%26%20Co&am=2500.50&cu=INR&tn=BK-7KQ2MX&tr=BK-7KQ2MX',
    );
  });
});
