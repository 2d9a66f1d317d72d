// The compose file as a studio runs it (docs/operations.md): checked here because `docker compose config` needs a
// Docker client, and these are the promises that regress quietly when a service is added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as {
  services: Record<
    string,
    {
      image?: string;
      restart?: string;
      logging?: { driver: string; options: Record<string, string> };
      healthcheck?: unknown;
      ports?: string[];
      environment?: Record<string, string>;
      env_file?: string[];
      mem_limit?: string;
      command?: string[];
      networks?: Record<string, { ipv4_address?: string }>;
    }
  >;
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

  it('pins every image to a patch release (PostgreSQL 10+ numbers it major.minor; MinIO to a RELEASE. tag and digest)', () => {
    const pinned = /:(\d+\.\d+\.\d+(-[a-z0-9]+)?|RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ@sha256:[0-9a-f]{64})$|^postgres:\d{2}\.\d+(-[a-z0-9]+)?$/;
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

  it("pins MinIO and mc to the last images MinIO published (later releases are source only), by digest", () => {
    expect(compose.services.minio.image).toBe('quay.io/minio/minio:RELEASE.2025-09-07T16-13-09Z@sha256:14cea493d9a34af32f524e538b8346cf79f3321eff8e708c1e2960462bd8936e');
    expect(compose.services['minio-init'].image).toBe('quay.io/minio/mc:RELEASE.2025-08-13T08-35-41Z@sha256:a7fe349ef4bd8521fb8497f55c6042871b2ae640607cf99d9bede5e9bdf11727');
  });

  it('limits the memory of every service, the long-running ones within what a 4 GB server leaves after its system', () => {
    const mb = (v: string) => Number(/^(\d+)m$/.exec(v)?.[1] ?? NaN);
    for (const [name, svc] of services) expect({ name, limit: mb(svc.mem_limit ?? '') }).toEqual({ name, limit: expect.any(Number) });
    const longRunning = services.filter(([name]) => !oneShot.has(name)).reduce((sum, [, svc]) => sum + mb(svc.mem_limit!), 0);
    expect(longRunning).toBeLessThanOrEqual(3600);
  });

  it('gives Redis a maxmemory with noeviction (BullMQ must never lose a key)', () => {
    const command = compose.services.redis.command!.join(' ');
    expect(command).toMatch(/--maxmemory \d+mb/);
    expect(command).toContain('--maxmemory-policy noeviction');
  });
});

/** The settings named in the README's Configuration table (first column). */
function readmeSettings(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
  const rows = section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| env |'));
  return [...new Set(rows.flatMap((row) => row.split('|')[1].match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []))];
}

/** Every NAME= line of .env.example, commented ones (`# NAME=`: tests and the image only) included. */
function exampleSettings(): string[] {
  return [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

describe("every setting reaches the containers (the README's table, .env.example and compose agree)", () => {
  const readme = readmeSettings();
  const example = exampleSettings();

  it('reads a table of settings from the README', () => {
    expect(readme.length).toBeGreaterThan(40);
    expect(readme).toEqual(expect.arrayContaining(['RAZORPAY_KEY_ID', 'BOOKING_RATE_LIMIT_PER_HOUR', 'BACKUP_AGE_RECIPIENT', 'DATABASE_URL']));
  });

  it('.env.example lists every setting of the README, and nothing the README does not explain', () => {
    expect(readme.filter((name) => !example.includes(name))).toEqual([]);
    expect(example.filter((name) => !readme.includes(name))).toEqual([]);
  });

  it.each(['api', 'worker', 'migrate', 'backup'])('%s reads the whole .env (env_file), so every setting reaches it', (name) => {
    expect(compose.services[name].env_file).toEqual(['.env']);
  });

  it('sets explicitly only settings the README explains (addresses on its network, its own defaults)', () => {
    for (const name of ['api', 'worker', 'migrate', 'backup']) {
      const own = Object.keys(compose.services[name].environment ?? {});
      expect({ name, unexplained: own.filter((v) => !readme.includes(v)) }).toEqual({ name, unexplained: [] });
    }
  });
});
