import { loadConfig } from './app-config';

const base = { DATA_DIR: '/tmp/studio-config-spec', JWT_SECRET: 'x'.repeat(32) };
const production = { ...base, NODE_ENV: 'production', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY: 'studio-app', S3_SECRET_KEY: 's3-Qz8f1n-long-enough' };

describe('loadConfig: outbound endpoints', () => {
  it('refuses an http: enquiry or checkout endpoint in production (personal data leaves only over TLS)', () => {
    expect(() => loadConfig({ ...production, ENQUIRY_SHEET_URL: 'http://sheet.example/exec' })).toThrow(
      /ENQUIRY_SHEET_URL must be a https: URL/,
    );
    expect(() => loadConfig({ ...production, THEME_CHECKOUT_URL: 'http://form.example/post' })).toThrow(
      /THEME_CHECKOUT_URL must be a https: URL/,
    );
  });

  it('takes https: in production and http: in development (the local stand-in endpoint)', () => {
    expect(loadConfig({ ...production, ENQUIRY_SHEET_URL: 'https://sheet.example/exec' }).enquirySheetUrl).toBe('https://sheet.example/exec');
    expect(loadConfig({ ...base, ENQUIRY_SHEET_URL: 'http://127.0.0.1:9999/exec' }).enquirySheetUrl).toBe('http://127.0.0.1:9999/exec');
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts loopback proxies by default', () => {
    expect(loadConfig(base).trustProxy).toEqual(['loopback']);
  });

  it('takes names, addresses and CIDR ranges, a hop count, or none', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 172.16.0.0/12, fd00::/8, 10.1.2.3' }).trustProxy).toEqual([
      'loopback',
      '172.16.0.0/12',
      'fd00::/8',
      '10.1.2.3',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('refuses anything else (a typo must not trust every peer)', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY must be/);
  });
});

describe('loadConfig: the default public base URL', () => {
  it('is a URL that reaches the server, whatever interface it listens on', () => {
    expect(loadConfig({ ...base, HOST: '0.0.0.0', PORT: '3000' }).publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ ...base, HOST: '::', PORT: '3000' }).publicBaseUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ ...base, HOST: 'fd00::2', PORT: '3000' }).publicBaseUrl).toBe('http://[fd00::2]:3000');
    expect(loadConfig({ ...base, HOST: '127.0.0.1', PORT: '3000' }).publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(new URL(loadConfig({ ...base, HOST: '::', PORT: '3000' }).publicBaseUrl).port).toBe('3000');
  });

  it('is PUBLIC_BASE_URL when set, without a trailing slash', () => {
    expect(loadConfig({ ...base, HOST: '::', PUBLIC_BASE_URL: 'https://studio.example/' }).publicBaseUrl).toBe('https://studio.example');
  });
});

describe('loadConfig: production refuses known defaults', () => {
  const safe = {
    ...production,
    DATABASE_URL: 'postgres://studio:pg-Rk3v9q@postgres:5432/studio',
    REDIS_URL: 'redis://:rd-Wm2x7p@redis:6379',
    S3_ACCESS_KEY: 'studio-app',
    S3_SECRET_KEY: 's3-Qz8f1n-long-enough',
  };

  it('starts with values of its own', () => {
    expect(loadConfig(safe).production).toBe(true);
  });

  it.each([
    ['DATABASE_URL', 'postgres://studio:studio-dev-password@postgres:5432/studio', /DATABASE_URL's password \(Postgres\) is a published example/],
    ['DATABASE_URL', 'postgres://studio:change-me-postgres@postgres:5432/studio', /DATABASE_URL's password/],
    ['REDIS_URL', 'redis://:studio-dev-redis@redis:6379', /REDIS_URL's password \(Redis\) is a published example/],
    ['REDIS_URL', 'redis://default:change-me-redis@redis:6379', /REDIS_URL's password/],
    ['S3_SECRET_KEY', 'change-me-s3-app-secret', /S3_SECRET_KEY is a published example/],
    ['S3_SECRET_KEY', 'studio-dev-secret', /S3_SECRET_KEY is a published example/],
    ['S3_ACCESS_KEY', 'S3RVER', /S3_ACCESS_KEY is a published example/],
    ['JWT_SECRET', 'change-me-to-48-random-characters-openssl-rand-base64-48', /JWT_SECRET is a published example/],
    ['MINIO_ROOT_PASSWORD', 'studio-dev-root', /MINIO_ROOT_PASSWORD is a published example/],
    ['MINIO_ROOT_PASSWORD', 'change-me-minio-root', /MINIO_ROOT_PASSWORD is a published example/],
    ['MINIO_ROOT_PASSWORD', 'minioadmin', /MINIO_ROOT_PASSWORD is a published example/],
  ])('refuses %s = %s and says which to change', (name, value, message) => {
    expect(() => loadConfig({ ...safe, [name]: value })).toThrow(message);
  });

  it("refuses ADMIN_PASSWORD at the README's example value", () => {
    expect(() => loadConfig({ ...safe, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'choose-one' })).toThrow(/ADMIN_PASSWORD is a published example/);
    expect(loadConfig({ ...safe, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a-password-of-their-own' }).admin?.username).toBe('admin');
  });

  it("refuses an http: Razorpay API in production (payments leave only over TLS), not in development (tests' fake)", () => {
    expect(() => loadConfig({ ...safe, RAZORPAY_API_URL: 'http://api.razorpay.com' })).toThrow(/RAZORPAY_API_URL must be a https: URL/);
    expect(loadConfig({ ...base, RAZORPAY_API_URL: 'http://127.0.0.1:9999' }).razorpay.apiUrl).toBe('http://127.0.0.1:9999');
  });

  it('never prints a password in a startup error', () => {
    const cases = [
      { DATABASE_URL: 'mysql://studio:Sekr1t-pg@db:3306/studio' },
      { REDIS_URL: 'http://:Sekr1t-pg@redis:6379' },
      { DATABASE_URL: 'postgres://studio:Sekr1t-pg@db:port/studio' },
      { DATABASE_URL: 'studio:Sekr1t-pg@db:5432/studio' },
    ];
    for (const env of cases) {
      let message = '';
      try {
        loadConfig({ ...safe, ...env });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(/DATABASE_URL|REDIS_URL/);
      expect(message).not.toContain('Sekr1t-pg');
    }
  });

  it('names every one at once, the embedded server keys included when the S3 keys are unset', () => {
    const env = { ...safe, DATABASE_URL: 'postgres://studio:studio-dev-password@postgres:5432/studio', S3_ACCESS_KEY: '', S3_SECRET_KEY: '' };
    expect(() => loadConfig(env)).toThrow(/DATABASE_URL's password[\s\S]*S3_ACCESS_KEY[\s\S]*S3_SECRET_KEY/);
  });

  it('takes every default outside production (development and tests)', () => {
    const dev = { ...base, DATABASE_URL: 'postgres://studio:studio-dev-password@127.0.0.1:5432/studio', REDIS_URL: 'redis://:studio-dev-redis@127.0.0.1:6379' };
    expect(loadConfig(dev).redisUrl).toBe('redis://:studio-dev-redis@127.0.0.1:6379');
  });
});

describe('loadConfig: nightly backup target', () => {
  it('is off unless BACKUP_S3_ENDPOINT is set, and keeps 14 by default', () => {
    expect(loadConfig(base).backup).toEqual({ s3: undefined, keep: 14, keepMonthly: 12 });
  });

  it('needs its keys and bucket with the endpoint', () => {
    expect(() => loadConfig({ ...base, BACKUP_S3_ENDPOINT: 'https://s3.example' })).toThrow(
      /BACKUP_S3_ENDPOINT is set, so BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET_KEY, BACKUP_S3_BUCKET must be too/,
    );
    const ok = loadConfig({ ...base, BACKUP_S3_ENDPOINT: 'https://s3.example', BACKUP_S3_ACCESS_KEY: 'a', BACKUP_S3_SECRET_KEY: 'b', BACKUP_S3_BUCKET: 'studio-backups', BACKUP_KEEP: '7' });
    expect(ok.backup).toEqual({ s3: { endpoint: 'https://s3.example', accessKey: 'a', secretKey: 'b', bucket: 'studio-backups', region: 'us-east-1' }, keep: 7, keepMonthly: 12 });
  });

  it('takes an age recipient, a ping URL and monthly copies; refuses what is not a recipient', () => {
    const recipient = `age1${'q'.repeat(58)}`;
    const ok = loadConfig({ ...base, BACKUP_AGE_RECIPIENT: recipient, BACKUP_PING_URL: 'https://hc-ping.com/abc', BACKUP_KEEP_MONTHLY: '6', BACKUP_AGE_IDENTITY_FILE: '/keys/studio.age' });
    expect(ok.backup).toMatchObject({ ageRecipient: recipient, pingUrl: 'https://hc-ping.com/abc', keepMonthly: 6, ageIdentityFile: '/keys/studio.age' });
    expect(() => loadConfig({ ...base, BACKUP_AGE_RECIPIENT: 'AGE-SECRET-KEY-1ABC' })).toThrow(/BACKUP_AGE_RECIPIENT must be an age recipient/);
  });
});
