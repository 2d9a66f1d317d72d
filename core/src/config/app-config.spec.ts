import { loadConfig } from './app-config';

const base = { DATA_DIR: '/tmp/studio-config-spec', JWT_SECRET: 'x'.repeat(32) };
const production = { ...base, NODE_ENV: 'production', S3_ENDPOINT: 'http://minio:9000' };

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
