import { DEVICE_COOKIE_LIFE_MS, DEVICE_COOKIE_PREFIX, DeviceCookies } from './device-cookies';

const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);

describe('DeviceCookies', () => {
  const cookies = new DeviceCookies({ jwtSecret: 'a-test-secret-of-at-least-32-characters!!' });

  it('issues a cookie per user that reads back as its device, any case of the username', () => {
    const grant = cookies.issue('Admin', null, NOW);
    expect(grant.name).toBe(cookies.name('admin'));
    expect(grant.name.startsWith(DEVICE_COOKIE_PREFIX)).toBe(true);
    expect(grant.name).not.toContain('admin');
    expect(grant.maxAgeMs).toBe(DEVICE_COOKIE_LIFE_MS);
    const id = cookies.deviceId(' ADMIN ', grant.value, NOW + 1000);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.fromHeader('admin', `a=b; ${grant.name}=${grant.value}; c=d`, NOW)).toBe(id);
    // Renewed with the same device id.
    expect(cookies.deviceId('admin', cookies.issue('admin', id, NOW + 5000).value, NOW + 6000)).toBe(id);
  });

  it("is not another user's, nor forged, altered or expired", () => {
    const { value } = cookies.issue('admin', null, NOW);
    const [id, issued, sig] = value.split('.');
    expect(cookies.name('ravi')).not.toBe(cookies.name('admin'));
    expect(cookies.deviceId('ravi', value, NOW)).toBeNull();
    expect(cookies.deviceId('admin', `${id}.${Number(issued) + 1}.${sig}`, NOW)).toBeNull();
    expect(cookies.deviceId('admin', `${'A'.repeat(22)}.${issued}.${sig}`, NOW)).toBeNull();
    expect(cookies.deviceId('admin', `${id}.${issued}.${sig}.x`, NOW)).toBeNull();
    expect(cookies.deviceId('admin', `${id}.${issued}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW)).toBeNull();
    expect(cookies.deviceId('admin', undefined, NOW)).toBeNull();
    expect(cookies.deviceId('admin', 'garbage', NOW)).toBeNull();
    expect(cookies.deviceId('admin', value, NOW + DEVICE_COOKIE_LIFE_MS + 1000)).toBeNull();
    const other = new DeviceCookies({ jwtSecret: 'another-secret-of-at-least-32-characters!' });
    expect(other.deviceId('admin', value, NOW)).toBeNull();
    expect(cookies.fromHeader('admin', undefined, NOW)).toBeNull();
  });
});
