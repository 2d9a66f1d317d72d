// The compose file as a studio runs it (docs/operations.md): checked here because `docker compose config` needs a
// Docker client, and these are the promises that regress quietly when a service is added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as {
  services: Record<string, { image?: string; restart?: string; logging?: { driver: string; options: Record<string, string> }; healthcheck?: unknown; ports?: string[]; environment?: Record<string, string>; networks?: Record<string, { ipv4_address?: string }> }>;
};
const services = Object.entries(compose.services);
const oneShot = new Set(['minio-init', 'migrate']);
/** `${NAME:-default}` → default */
const fallback = (value: string | undefined) => /\$\{[A-Z_]+:-([^}]*)\}/.exec(value ?? '')?.[1];

describe('docker-compose.yml', () => {
  it.each(services.filter(([name]) => !oneShot.has(name)))('%s restarts after a reboot, rotates its logs and has a healthcheck', (_name, svc) => {
    expect(svc.restart).toBe('unless-stopped');
    expect(svc.logging).toMatchObject({ driver: 'json-file', options: { 'max-size': expect.any(String), 'max-file': expect.any(String) } });
    expect(svc.healthcheck).toBeDefined();
  });

  it('pins every image to a patch release (PostgreSQL 10+ numbers it major.minor; MinIO to a RELEASE. tag)', () => {
    const pinned = /:(\d+\.\d+\.\d+(-[a-z0-9]+)?|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)$|^postgres:\d{2}\.\d+(-[a-z0-9]+)?$/;
    for (const [name, svc] of services.filter(([, s]) => s.image)) {
      expect({ name, image: svc.image }).toEqual({ name, image: expect.stringMatching(pinned) });
    }
  });

  it('runs Redis 7.4.6 or newer (CVE-2025-49844) with a password the app uses', () => {
    const [major, minor, patch] = /^redis:(\d+)\.(\d+)\.(\d+)/.exec(compose.services.redis.image!)!.slice(1).map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(7_004_006);
    expect(JSON.stringify(compose.services.redis)).toContain('--requirepass');
    expect(compose.services.api.environment!.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:-[^}]+\}@redis:6379$/);
  });

  it('publishes only the proxy to the world; the api, stores and consoles on loopback', () => {
    for (const [name, svc] of services) {
      for (const port of svc.ports ?? []) {
        if (name === 'proxy') expect(port).toMatch(/^(80:80|443:443(\/udp)?)$/);
        else expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:/) });
      }
    }
    expect(compose.services.proxy.image).toMatch(/^caddy:/);
  });

  it("trusts exactly the proxy's address and gives the app its own S3 user, not MinIO's root", () => {
    const env = compose.services.api.environment!;
    expect(fallback(env.TRUST_PROXY)).toBe(compose.services.proxy.networks!.default.ipv4_address);
    expect(fallback(env.S3_ACCESS_KEY)).not.toBe(fallback(compose.services.minio.environment!.MINIO_ROOT_USER));
    expect(env.PUBLIC_BASE_URL).toBeDefined();
  });

  it('names every variable it reads in .env.example', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const used = new Set([...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]));
    const missing = [...used].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
