import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_STUDIO_DETAILS, StudioDetails } from './studio-details';
import { parseBool } from './parse-bool';

/** The one typed configuration of a process. Built once at boot by loadConfig(); nothing else reads process.env. */
export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  s3: {
    /** Unset means "start the embedded S3 server" (only the start script and the test harness act on that). */
    endpoint?: string;
    accessKey: string;
    secretKey: string;
    bucket: string;
    region: string;
  };
  dataDir: string;
  /** Where `npm run backup:nightly` puts its archives (a second S3 bucket), how many it keeps, how they are sealed. */
  backup: {
    s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string; region: string };
    keep: number;
    /** Monthly copies kept besides the nightly ones (the first backup of each month). */
    keepMonthly: number;
    /** age recipient (`age1…`): with it every backup is encrypted before it leaves the server. */
    ageRecipient?: string;
    /** File holding the age identity (`AGE-SECRET-KEY-1…`) that restore reads an encrypted archive with. */
    ageIdentityFile?: string;
    /** healthchecks-style URL called after every nightly run: itself on success, `/fail` appended on failure. */
    pingUrl?: string;
  };
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  admin?: { username: string; password: string };
  enquirySheetUrl?: string;
  themeCheckoutUrl?: string;
  enquiryForwardTimeoutMs: number;
  /** First retry delay of an enquiry delivery; doubles per try (tests shorten it). */
  enquiryBackoffMs: number;
  /** How often the worker's reconciler looks for waiting rows whose job is gone. */
  reconcileIntervalMs: number;
  timezone: string;
  maxUploadMb: number;
  maxImagePixels: number;
  workerConcurrency: number;
  imageJobAttempts: number;
  enquiryJobAttempts: number;
  forbiddenPropNames: string[];
  /** Sign-in tries per client address (IPv6 by /64) per minute. */
  loginRateLimitPerMinute: number;
  /** Sign-in tries per username per 15 minutes, from any address; then the account answers 429 for 15 minutes. */
  loginAccountRateLimit: number;
  /**
   * Sign-in tries per 15 minutes from a device that signed in before (its device cookie): such a device is not held
   * back by the per-account limit, only by this one of its own (and the per-address one).
   */
  loginDeviceRateLimit: number;
  /** Password hashes (argon2id, 64 MiB each) run at once; the rest wait in a bounded queue. */
  passwordHashConcurrency: number;
  /** Password checks that may wait for a turn; past it a sign-in answers 503 with Retry-After. */
  passwordHashQueueMax: number;
  enquiryRateLimitPerHour: number;
  /** Bookings (docs/architecture.md §13): the hold's length in seconds when set (overrides the settings' holdMinutes; tests). */
  bookingHoldSeconds?: number;
  /** Public booking writes (new booking, the manage page's writes) per client address per hour. */
  bookingRateLimitPerHour: number;
  /** A family's public privacy writes (consents, erasure, its undo) per client address per hour (docs/architecture.md §16). */
  privacyRateLimitPerHour: number;
  /** docs/architecture.md §16: how long a family's erasure request waits (undoable) before it runs (tests shorten it). */
  privacyErasureDelaySeconds: number;
  /** Razorpay: Payment Links when key id and secret are set; the webhook when its secret is set; the API's base URL. */
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl: string };
  /**
   * Which peers' X-Forwarded-For / X-Forwarded-Proto count (Express `trust proxy`): a list of addresses, CIDR
   * ranges and the names loopback, linklocal, uniquelocal; or a number of proxy hops; or false (none).
   */
  trustProxy: string[] | number | false;
  /**
   * Longest a cached public answer or rendered page lives in this process's memory even when the shared content
   * version does not change (0 = no caching: always from the database, rendered per request).
   */
  publicCacheTtlMs: number;
  metricsToken?: string;
  /** /metrics answers loopback callers without the token (turn off behind a local proxy that hides client IPs). */
  metricsAllowLoopback: boolean;
  /** On SIGTERM the api finishes in-flight requests for this long, then cuts what is left (e.g. a stalled upload). */
  shutdownGraceMs: number;
  frontendDist: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Nest's own log lines: one JSON object per line (production default) or coloured text (development). */
  logFormat: 'json' | 'text';
  studio: StudioDetails;
  /** The site's public origin for share links (client gallery links, Open Graph, sitemap); default http://HOST:PORT. */
  publicBaseUrl: string;
  /** Only `npm test` reads it: Postgres/Redis from containers when a Docker engine answers (auto), always, or never (env). */
  testServices: 'auto' | 'containers' | 'env';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const repoRoot = resolve(__dirname, '..', '..', '..');

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
/**
 * The host part of a URL that reaches a server listening on `host`: a wildcard address (every interface) is reached
 * on loopback, and an IPv6 literal needs brackets (`http://:::3000` is no URL).
 */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::' || host === '[::]') return '[::1]';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const str = (name: string, fallback?: string) => {
    const v = env[name]?.trim();
    return v ? v : fallback;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, fallback: string | undefined, protocols: string[]) => {
    const raw = str(name, fallback);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${withoutSecrets(raw)}")`);
    } catch {
      problems.push(`${name} is not a valid URL (got "${withoutSecrets(raw)}")`);
    }
    return raw;
  };

  const production = env.NODE_ENV === 'production';
  // Enquiries carry names, phones and e-mails: in production they leave only over TLS.
  const outboundProtocols = production ? ['https:'] : ['http:', 'https:'];
  const dataDir = resolve(repoRoot, str('DATA_DIR', './data')!);
  const timezone = str('STUDIO_TIMEZONE', 'Asia/Kolkata')!;
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: timezone });
  } catch {
    problems.push(`STUDIO_TIMEZONE is not a known IANA time zone (got "${timezone}")`);
  }

  const adminUser = str('ADMIN_USERNAME');
  const adminPass = str('ADMIN_PASSWORD');
  if ((adminUser && !adminPass) || (!adminUser && adminPass)) problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  if (adminPass && adminPass.length < 6) problems.push('ADMIN_PASSWORD must be at least 6 characters');

  const s3Endpoint = url('S3_ENDPOINT', undefined, ['http:', 'https:']);
  if (production && !s3Endpoint) problems.push('S3_ENDPOINT is required in production');

  const jwtSecret = str('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (!jwtSecret && production) problems.push('JWT_SECRET is required in production');

  if (production) problems.push(...knownDefaultProblems(env));

  const studio = loadStudioDetails(env, problems);

  const config: AppConfig = {
    production,
    port: int('PORT', 3000, 0, 65535),
    host: str('HOST', '127.0.0.1')!,
    databaseUrl: url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/studio', ['postgres:', 'postgresql:'])!,
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!,
    queuePrefix: str('QUEUE_PREFIX', 'studio')!,
    s3: {
      endpoint: s3Endpoint,
      accessKey: str('S3_ACCESS_KEY', 'S3RVER')!,
      secretKey: str('S3_SECRET_KEY', 'S3RVER')!,
      bucket: str('S3_BUCKET', 'studio')!,
      region: str('S3_REGION', 'us-east-1')!,
    },
    dataDir,
    backup: {
      s3: undefined,
      keep: int('BACKUP_KEEP', 14, 1, 1000),
      keepMonthly: int('BACKUP_KEEP_MONTHLY', 12, 0, 1000),
      ageRecipient: ageRecipient(str('BACKUP_AGE_RECIPIENT'), problems),
      ageIdentityFile: str('BACKUP_AGE_IDENTITY_FILE'),
      pingUrl: url('BACKUP_PING_URL', undefined, outboundProtocols),
    },
    jwtSecret: '',
    jwtExpiresInSeconds: int('JWT_EXPIRES_IN_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600),
    admin: adminUser && adminPass ? { username: adminUser, password: adminPass } : undefined,
    enquirySheetUrl: url('ENQUIRY_SHEET_URL', undefined, outboundProtocols),
    themeCheckoutUrl: url('THEME_CHECKOUT_URL', undefined, outboundProtocols),
    enquiryForwardTimeoutMs: int('ENQUIRY_FORWARD_TIMEOUT_MS', 10000, 100, 120000),
    enquiryBackoffMs: int('ENQUIRY_BACKOFF_MS', 30000, 10, 3_600_000),
    reconcileIntervalMs: int('RECONCILE_INTERVAL_MS', 60000, 100, 3_600_000),
    timezone,
    maxUploadMb: int('MAX_UPLOAD_MB', 50, 1, 500),
    maxImagePixels: int('MAX_IMAGE_PIXELS', 100_000_000, 1_000_000, 1_000_000_000),
    // One job more than cores: each job also waits (original from the store, database, queue, its last stores), and
    // with exactly one per core those waits idle a core (bench:images, 2 cores: 81 % of bare sharp -> 90-95 %).
    workerConcurrency: int('WORKER_CONCURRENCY', cpus().length + 1, 1, 64),
    // Exponential from 2 s: 8 tries ride out about four minutes of a store or database outage; bad input fails at once.
    imageJobAttempts: int('IMAGE_JOB_ATTEMPTS', 8, 1, 20),
    enquiryJobAttempts: int('ENQUIRY_JOB_ATTEMPTS', 12, 1, 50),
    forbiddenPropNames: (str('FORBIDDEN_PROP_NAMES', 'undefined,null') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT_PER_MINUTE', 10, 1, 100000),
    loginAccountRateLimit: int('LOGIN_ACCOUNT_RATE_LIMIT', 10, 1, 100000),
    loginDeviceRateLimit: int('LOGIN_DEVICE_RATE_LIMIT', 10, 1, 100000),
    passwordHashConcurrency: int('PASSWORD_HASH_CONCURRENCY', 1, 1, 64),
    passwordHashQueueMax: int('PASSWORD_HASH_QUEUE_MAX', 16, 1, 100000),
    trustProxy: parseTrustProxy(str('TRUST_PROXY', 'loopback')!, problems),
    enquiryRateLimitPerHour: int('ENQUIRY_RATE_LIMIT_PER_HOUR', 20, 1, 10000000),
    bookingHoldSeconds: str('BOOKING_HOLD_SECONDS') === undefined ? undefined : int('BOOKING_HOLD_SECONDS', 1800, 1, 7 * 24 * 3600),
    bookingRateLimitPerHour: int('BOOKING_RATE_LIMIT_PER_HOUR', 30, 1, 10000000),
    privacyRateLimitPerHour: int('PRIVACY_RATE_LIMIT_PER_HOUR', 30, 1, 10000000),
    privacyErasureDelaySeconds: int('PRIVACY_ERASURE_DELAY_SECONDS', 24 * 3600, 0, 30 * 24 * 3600),
    razorpay: {
      keyId: str('RAZORPAY_KEY_ID'),
      keySecret: str('RAZORPAY_KEY_SECRET'),
      webhookSecret: str('RAZORPAY_WEBHOOK_SECRET'),
      // Payment keys and amounts leave only over TLS in production (tests point it at a local http fake).
      apiUrl: (url('RAZORPAY_API_URL', 'https://api.razorpay.com', outboundProtocols) ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    },
    publicCacheTtlMs: int('PUBLIC_CACHE_TTL_MS', 4000, 0, 60000),
    metricsToken: str('METRICS_TOKEN'),
    metricsAllowLoopback: parseBool(env, 'METRICS_ALLOW_LOOPBACK', true, problems),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    frontendDist: resolve(repoRoot, str('FRONTEND_DIST', 'frontend/dist')!),
    logLevel: 'info',
    logFormat: (str('LOG_FORMAT', production ? 'json' : 'text') === 'json' ? 'json' : 'text'),
    studio,
    publicBaseUrl: '',
    testServices: 'auto',
  };
  const backupEndpoint = url('BACKUP_S3_ENDPOINT', undefined, ['http:', 'https:']);
  if (backupEndpoint) {
    const missing = ['BACKUP_S3_ACCESS_KEY', 'BACKUP_S3_SECRET_KEY', 'BACKUP_S3_BUCKET'].filter((name) => !str(name));
    if (missing.length) problems.push(`BACKUP_S3_ENDPOINT is set, so ${missing.join(', ')} must be too`);
    config.backup.s3 = {
      endpoint: backupEndpoint,
      accessKey: str('BACKUP_S3_ACCESS_KEY', '')!,
      secretKey: str('BACKUP_S3_SECRET_KEY', '')!,
      bucket: str('BACKUP_S3_BUCKET', '')!,
      region: str('BACKUP_S3_REGION', config.s3.region)!,
    };
  }
  const publicBase = url('PUBLIC_BASE_URL', undefined, ['http:', 'https:']);
  config.publicBaseUrl = (publicBase ?? `http://${reachableHost(config.host)}:${config.port}`).replace(/\/+$/, '');
  const testServices = str('TEST_SERVICES', 'auto')!;
  if (!['auto', 'containers', 'env'].includes(testServices)) problems.push(`TEST_SERVICES must be auto, containers or env (got "${testServices}")`);
  else config.testServices = testServices as AppConfig['testServices'];
  const level = str('LOG_LEVEL', 'info')!;
  if (!['debug', 'info', 'warn', 'error'].includes(level)) problems.push(`LOG_LEVEL must be debug, info, warn or error (got "${level}")`);
  else config.logLevel = level as AppConfig['logLevel'];
  if (!['json', 'text'].includes(str('LOG_FORMAT', 'text')!)) problems.push(`LOG_FORMAT must be json or text (got "${str('LOG_FORMAT')}")`);

  if (problems.length) throw new ConfigError(problems);
  config.jwtSecret = jwtSecret ?? devSecret(dataDir, 'jwt-secret');
  return config;
}

/**
 * Passwords and keys published in this repository (.env.example, docker-compose.yml's fallbacks, the embedded S3
 * server's fixed keys, the docs' examples): anyone can read them, so production refuses to start with any of them.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'studio-dev-password',
  'change-me-postgres',
  'studio-dev-redis',
  'change-me-redis',
  'S3RVER',
  'studio-dev-secret',
  'change-me-minio-secret',
  'change-me-minio-root',
  'studio-dev-root',
  'change-me-s3-app-secret',
  'change-me-backup-secret',
  'change-me-to-48-random-characters-openssl-rand-base64-48',
  // MinIO's own published default root password, and the README's example admin password.
  'minioadmin',
  'choose-one',
];

/**
 * A URL (or what was meant as one) fit for an error message: its password, and anything that looks like
 * `user:password@`, shown as `***`. Startup errors go to logs that more people read than the .env.
 */
export function withoutSecrets(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) {
      u.password = '***';
      return u.toString();
    }
  } catch {
    // not a URL: fall through to the pattern
  }
  return raw.replace(/(\/\/[^/:@\s]*:)[^@\s]*@/g, '$1***@').replace(/^([^/:@\s]*:)[^@\s/]*@/, '$1***@');
}

/** BACKUP_AGE_RECIPIENT: an age X25519 recipient (`age1…`, bech32) or none. */
function ageRecipient(raw: string | undefined, problems: string[]): string | undefined {
  if (raw && !/^age1[0-9a-z]{58,}$/.test(raw)) {
    problems.push('BACKUP_AGE_RECIPIENT must be an age recipient (age1 followed by at least 58 lowercase letters and digits): `npm run backup:keygen` prints one');
  }
  return raw;
}

/** In production: every known default among Postgres's and Redis's passwords, the S3 keys and JWT_SECRET, by name. */
export function knownDefaultProblems(env: Env): string[] {
  const known = new Set(KNOWN_DEFAULT_SECRETS);
  const passwordOf = (raw: string | undefined) => {
    try {
      return raw?.trim() ? decodeURIComponent(new URL(raw.trim()).password) : '';
    } catch {
      return ''; // an invalid URL has its own problem line
    }
  };
  const values: Array<[string, string | undefined]> = [
    ["DATABASE_URL's password (Postgres)", passwordOf(env.DATABASE_URL)],
    ["REDIS_URL's password (Redis)", passwordOf(env.REDIS_URL)],
    // Unset S3 keys fall back to the embedded server's S3RVER, a known default too.
    ['S3_ACCESS_KEY', env.S3_ACCESS_KEY?.trim() || 'S3RVER'],
    ['S3_SECRET_KEY', env.S3_SECRET_KEY?.trim() || 'S3RVER'],
    ['JWT_SECRET', env.JWT_SECRET?.trim()],
    ['BACKUP_S3_SECRET_KEY', env.BACKUP_S3_SECRET_KEY?.trim()],
    ['MINIO_ROOT_PASSWORD', env.MINIO_ROOT_PASSWORD?.trim()],
    ['ADMIN_PASSWORD', env.ADMIN_PASSWORD?.trim()],
  ];
  return values
    .filter(([, value]) => value && known.has(value))
    .map(([name]) => `${name} is a published example or default value: change it to a random one (openssl rand -base64 32) before running in production`);
}

/** A development secret generated once into DATA_DIR, so every local process (and restart) shares it. */
function devSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim(); // another process won the race
  }
}

function loadStudioDetails(env: Env, problems: string[]): StudioDetails {
  let details: StudioDetails = { ...DEFAULT_STUDIO_DETAILS };
  const file = env.STUDIO_CONFIG_FILE?.trim();
  if (file) {
    try {
      const parsed = JSON.parse(readFileSync(resolve(repoRoot, file), 'utf8')) as Partial<StudioDetails>;
      details = { ...details, ...parsed };
    } catch (e) {
      problems.push(`STUDIO_CONFIG_FILE could not be read as JSON: ${(e as Error).message}`);
    }
  }
  const overrides: Array<[keyof StudioDetails, string]> = [
    ['name', 'STUDIO_NAME'],
    ['phone', 'STUDIO_PHONE'],
    ['whatsapp', 'STUDIO_WHATSAPP'],
    ['email', 'STUDIO_EMAIL'],
  ];
  for (const [key, name] of overrides) {
    const v = env[name]?.trim();
    if (v) (details as unknown as Record<string, unknown>)[key] = v;
  }
  if (!/^\d{10}$/.test(details.phone)) problems.push(`studio phone must be 10 digits (got "${details.phone}")`);
  if (!/^\d{11,15}$/.test(details.whatsapp)) problems.push(`studio WhatsApp number must be 11-15 digits with country code (got "${details.whatsapp}")`);
  return details;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: `loopback` (default), `none`/`false`, a hop count, or a comma list of names, addresses and CIDRs. */
export function parseTrustProxy(raw: string, problems: string[]): string[] | number | false {
  const value = raw.trim().toLowerCase();
  if (value === 'none' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !PROXY_NAMES.has(e) && !isAddressOrCidr(e));
  if (!entries.length || bad.length) {
    problems.push(
      `TRUST_PROXY must be loopback, linklocal, uniquelocal, IP addresses or CIDR ranges (comma separated), a hop count, or none (got "${raw}")`,
    );
    return ['loopback'];
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Image work's threadpool: libuv reads UV_THREADPOOL_SIZE once, at its first use of the pool, so the worker sets
 * it before anything else runs (worker/src/runtime-tuning.ts) rather than through AppConfig. Each sharp call runs
 * on one pool thread, so the size is how many encodes run at once; twice the cores keeps every core busy while
 * some threads wait on I/O. An operator's own UV_THREADPOOL_SIZE wins.
 */
export function tuneThreadpool(cores: number, env: Env = process.env): void {
  if (!env.UV_THREADPOOL_SIZE) env.UV_THREADPOOL_SIZE = String(Math.max(4, cores * 2));
}
