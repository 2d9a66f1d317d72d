// One backup archive (docs/architecture.md §15): a tar of
//   backup.json      what this is (format, version, when, counts)
//   database.dump    pg_dump --format=custom of the database
//   objects/<key>    every object of the bucket, byte for byte
//   manifest.json    last: every entry's key, size and sha256 (taken as the bytes went by), content types
// Everything streams: memory stays flat whatever the size of the photos (only the list of keys is held).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import * as tar from 'tar-stream';
import { ensureDatabase } from '../../core/src/database/migrate';
import { orAbort, type StorageService } from '../../core/src/storage/storage.service';
import { decryptFile, encrypt, isAgeFile } from './backup-crypto';
import { BackupError } from './backup-error';

export const FORMAT = 'studio-backup';
export const VERSION = 1;
const DUMP = 'database.dump';
const HEADER = 'backup.json';
const MANIFEST = 'manifest.json';
const OBJECTS = 'objects/';

export { BackupError };

export interface ManifestEntry {
  key: string;
  size: number;
  sha256: string;
  contentType?: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: { size: number; sha256: string };
  objects: ManifestEntry[];
}

export interface Progress {
  phase: 'dump' | 'objects' | 'verify' | 'restore';
  done: number;
  total: number;
  bytes: number;
  totalBytes?: number;
}

/** Counts and hashes what flows through. */
function hasher() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

function run(cmd: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', (e) =>
      reject(new BackupError(`${what}: cannot run ${cmd} (${e.message}). Install PostgreSQL's client tools: apt-get install postgresql-client`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${what} failed (exit ${code}):\n${err.trim()}`))));
  });
}

/** Writes one entry of a known size from a stream; returns its size and sha256. */
async function addEntry(pack: tar.Pack, name: string, size: number, source: Readable): Promise<{ size: number; sha256: string }> {
  const h = hasher();
  let entry!: Writable;
  const written = new Promise<void>((resolve, reject) => {
    // tar-stream's entry is a streamx Writable: node's pipeline takes it, only the type differs.
    entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) => (err ? reject(err) : resolve())) as unknown as Writable;
  });
  written.catch(() => undefined); // awaited below; when the pipeline fails first, its error is the one to report
  await pipeline(source, h.stream, entry);
  await written;
  return h.result();
}

function addJson(pack: tar.Pack, name: string, value: unknown): Promise<void> {
  const body = Buffer.from(`${JSON.stringify(value, null, 1)}\n`);
  return new Promise((resolve, reject) => pack.entry({ name, size: body.length, mode: 0o600, mtime: new Date() }, body, (err) => (err ? reject(err) : resolve())));
}

export interface BackupSummary {
  objects: number;
  bytes: number;
  databaseBytes: number;
}

/**
 * Streams a whole backup into `out` (a file, or an upload): pg_dump into a temporary file first (the tar needs each
 * entry's size up front), then the dump and every object, then the manifest.
 */
export async function writeBackup(opts: {
  databaseUrl: string;
  storage: StorageService;
  out: Writable;
  progress?: (p: Progress) => void;
}): Promise<BackupSummary> {
  const { storage, out, progress = () => undefined } = opts;
  const missing = await storage.ping().then(
    () => null,
    (e: Error) => e.message,
  );
  if (missing) throw new BackupError(`Cannot read the site's bucket "${storage.bucket}" (${missing}): check S3_ENDPOINT, S3_BUCKET and the S3 keys`);
  const tmp = mkdtempSync(join(tmpdir(), 'studio-backup-'));
  try {
    const dumpFile = join(tmp, DUMP);
    progress({ phase: 'dump', done: 0, total: 1, bytes: 0 });
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpFile}`, `--dbname=${opts.databaseUrl}`], 'pg_dump');

    const keys = await storage.listKeys('');
    const pack = tar.pack();
    const piped = pipeline(pack, out);
    piped.catch(() => undefined); // awaited below; an early failure of `out` also fails the entry being written
    const dumpSize = statSync(dumpFile).size;
    const objects: ManifestEntry[] = [];
    let bytes = 0;
    await addJson(pack, HEADER, { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), objects: keys.length });
    const database = await addEntry(pack, DUMP, dumpSize, createReadStream(dumpFile));
    for (const key of keys) {
      const info = await storage.stat(key);
      if (!info) continue; // removed since the listing (a deleted photo's variants): nothing to keep
      const entry = await addEntry(pack, OBJECTS + key, info.size, await storage.get(key));
      objects.push({ key, ...entry, contentType: info.contentType });
      bytes += entry.size;
      progress({ phase: 'objects', done: objects.length, total: keys.length, bytes });
    }
    const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), database, objects };
    await addJson(pack, MANIFEST, manifest);
    pack.finalize();
    await piped;
    return { objects: objects.length, bytes, databaseBytes: database.size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

type EntryHandler = (header: tar.Header, stream: Readable) => Promise<void>;

/** Where an archive's tar bytes come from: the file itself, or its decryption (an age file, with its identity). */
export interface ArchiveSource {
  file: string;
  encrypted: boolean;
  open(): Promise<Readable>;
}

/**
 * Opens FILE as an archive: a plain tar, or an age file read with `identities`. An encrypted archive without an
 * identity is refused in one line, before anything is read or written.
 */
export async function archiveSource(file: string, identities?: string[]): Promise<ArchiveSource> {
  if (!(await isAgeFile(file))) return { file, encrypted: false, open: async () => createReadStream(file) };
  if (!identities?.length) {
    throw new BackupError(`${file} is encrypted (age): give its identity with --identity KEYFILE (or BACKUP_AGE_IDENTITY_FILE); nothing was restored`);
  }
  return { file, encrypted: true, open: () => decryptFile(file, identities) };
}

/** Reads every entry of the archive in order; a truncated or garbled archive rejects with a clear message. */
async function readArchive(source: ArchiveSource, onEntry: EntryHandler): Promise<void> {
  const { file } = source;
  const extract = tar.extract();
  let failed: Error | undefined; // the handler's own failure (pg_restore, the store), not the archive's
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      onEntry(header, stream as unknown as Readable)
        .then(() => next())
        .catch((e: Error) => {
          failed = e;
          stream.resume();
          extract.destroy(e);
        });
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  try {
    await Promise.all([pipeline(await source.open(), extract), done]);
  } catch (e) {
    if (failed) throw failed;
    if (e instanceof BackupError) throw e;
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') throw new BackupError(`${file}: no such file`);
    throw new BackupError(`${file} is damaged or truncated (${err.message}): nothing was restored`);
  }
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const c of stream) {
    n += (c as Buffer).length;
    if (n > limit) throw new BackupError(`an archive entry is larger than ${limit} bytes where JSON was expected`);
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the whole archive once, hashing every entry, and checks it against its manifest: the right format, every
 * entry present with its size and sha256, nothing else. Writes nothing; a damaged archive is refused here.
 */
export async function verifyArchive(archive: ArchiveSource | string, progress: (p: Progress) => void = () => undefined): Promise<Manifest> {
  const source = typeof archive === 'string' ? await archiveSource(archive) : archive;
  const { file } = source;
  const seen = new Map<string, { size: number; sha256: string }>();
  let header: { format?: string; version?: number } | undefined;
  let manifest: Manifest | undefined;
  let bytes = 0;
  const totalBytes = source.encrypted ? undefined : statSync(file, { throwIfNoEntry: false })?.size;
  await readArchive(source, async (h, stream) => {
    if (h.name === HEADER) header = JSON.parse((await readAll(stream, 1 << 20)).toString()) as typeof header;
    else if (h.name === MANIFEST) manifest = JSON.parse((await readAll(stream, 1 << 30)).toString()) as Manifest;
    else {
      const hh = hasher();
      await pipeline(stream, hh.stream, new Writable({ write: (_c, _e, cb) => cb() }));
      seen.set(h.name, hh.result());
      bytes += h.size ?? 0;
      progress({ phase: 'verify', done: seen.size, total: 0, bytes, totalBytes });
    }
  });
  const problem = (what: string) => new BackupError(`${file} is not a complete studio backup (${what}): nothing was restored`);
  if (!header || header.format !== FORMAT) throw problem('no backup.json of this format at its start');
  if (header.version !== VERSION) throw problem(`format version ${header.version}, this code reads ${VERSION}`);
  if (!manifest) throw problem('no manifest at its end: the archive was cut short');
  const expected = new Map<string, { size: number; sha256: string }>([[DUMP, manifest.database], ...manifest.objects.map((o) => [OBJECTS + o.key, o] as const)]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw problem(`${name} is missing`);
    if (got.size !== want.size || got.sha256 !== want.sha256) throw problem(`${name} does not match its manifest (size ${got.size}, expected ${want.size}; or its sha256 differs)`);
  }
  const extra = [...seen.keys()].filter((name) => !expected.has(name));
  if (extra.length) throw problem(`${extra[0]} is not in the manifest`);
  return manifest;
}

/** Tables, sequences or views in the database (0 for a new one); null when the database does not exist. */
export async function databaseRelations(databaseUrl: string): Promise<number | null> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (e) {
    if ((e as { code?: string }).code === '3D000') return null; // invalid_catalog_name: no such database
    throw e;
  }
  try {
    const r = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%' and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return Number(r.rows[0].n);
  } finally {
    await client.end();
  }
}

export interface RestoreSummary {
  objects: number;
  bytes: number;
  createdDatabase: boolean;
}

/**
 * Restores an archive into the database and bucket: verifies the whole archive first, refuses a database or bucket
 * that already holds something (unless `force`), creates the database and bucket when missing, then pg_restore and
 * every object (each checked against its sha256 again as it is stored).
 */
export async function restoreBackup(opts: {
  file: string;
  /** The age identities an encrypted archive is read with. */
  identities?: string[];
  databaseUrl: string;
  storage: StorageService;
  force?: boolean;
  progress?: (p: Progress) => void;
}): Promise<RestoreSummary> {
  const { file, databaseUrl, storage, force = false, progress = () => undefined } = opts;
  const source = await archiveSource(file, opts.identities);
  const manifest = await verifyArchive(source, progress);
  const dbName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));

  const relations = await databaseRelations(databaseUrl);
  if (relations && !force) {
    throw new BackupError(`Database "${dbName}" is not empty (${relations} tables, sequences or views): restore into an empty database, or add --force to replace what the backup holds`);
  }
  const existing = (await storage.listKeys('').catch(() => [] as string[])).length;
  if (existing && !force) {
    throw new BackupError(`Bucket "${storage.bucket}" is not empty (${existing} objects): restore into an empty bucket, or add --force to overwrite the objects the backup holds`);
  }

  const createdDatabase = relations === null ? await ensureDatabase(databaseUrl) : false;
  await storage.ensureBucket();
  const contentTypes = new Map(manifest.objects.map((o) => [OBJECTS + o.key, o]));
  const tmp = mkdtempSync(join(tmpdir(), 'studio-restore-'));
  let done = 0;
  let bytes = 0;
  try {
    await readArchive(source, async (h, stream) => {
      if (h.name === DUMP) {
        const dumpFile = join(tmp, DUMP);
        await pipeline(stream, createWriteStream(dumpFile));
        const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`];
        if (force && relations) args.push('--clean', '--if-exists');
        progress({ phase: 'restore', done: 0, total: manifest.objects.length, bytes: 0 });
        await run('pg_restore', [...args, dumpFile], 'pg_restore');
        rmSync(dumpFile, { force: true });
        return;
      }
      const entry = contentTypes.get(h.name);
      if (!entry) {
        stream.resume();
        return;
      }
      // StorageService.put takes a stream of any size (one PUT, or a multipart upload) and hashes it as it goes.
      const body = new PassThrough();
      const [stored] = await Promise.all([storage.put(entry.key, body, entry.contentType ?? 'application/octet-stream'), pipeline(stream, body)]);
      if (stored.sha256 !== entry.sha256) throw new BackupError(`${entry.key} changed while it was restored (sha256 differs from the manifest)`);
      done += 1;
      bytes += entry.size;
      progress({ phase: 'restore', done, total: manifest.objects.length, bytes });
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { objects: done, bytes, createdDatabase };
}

export const NIGHTLY_PREFIX = 'studio-backup-';
/** What the last good nightly backup held, kept in the target bucket beside the archives (survives the server). */
export const STATE_KEY = 'studio-backups-state.json';
const ARCHIVE = /^studio-backup-(\d{4}-\d\d)-.*\.tar(\.age)?$/;

export interface BackupState {
  lastGood?: { key: string; at: string; objects: number };
  /**
   * Every archive known to be whole. Anything else under the prefix is what a failed run left (a store that kept a
   * cut-off PUT, a removal that failed with the connection): never kept, never counted, removed by the next good run.
   */
  good?: string[];
}

/**
 * Which archives to keep: the newest `keep` (nights) and the first of each month for the newest `keepMonthly`
 * months. Keys sort by time (their names are ISO timestamps); anything else in the bucket is left alone.
 */
export function planRotation(keys: string[], keep: number, keepMonthly: number): { keep: string[]; remove: string[] } {
  const archives = keys.filter((k) => ARCHIVE.test(k)).sort();
  const kept = new Set(archives.slice(Math.max(0, archives.length - keep)));
  const firstOfMonth = new Map<string, string>();
  for (const k of archives) {
    const month = ARCHIVE.exec(k)![1];
    if (!firstOfMonth.has(month)) firstOfMonth.set(month, k);
  }
  for (const k of [...firstOfMonth.values()].slice(Math.max(0, firstOfMonth.size - keepMonthly))) kept.add(k);
  return { keep: archives.filter((k) => kept.has(k)), remove: archives.filter((k) => !kept.has(k)) };
}

/** A night that finds fewer than half the objects of the last good one: a lost or emptied bucket, not a studio's week. */
export function tooFewObjects(objects: number, lastGood: BackupState['lastGood']): boolean {
  return !!lastGood && objects < Math.floor(lastGood.objects / 2);
}

async function readState(target: StorageService): Promise<BackupState> {
  const stat = await target.stat(STATE_KEY);
  if (!stat) return {};
  try {
    return JSON.parse((await target.getBuffer(STATE_KEY)).toString()) as BackupState;
  } catch {
    return {};
  }
}

export interface NightlyResult extends BackupSummary {
  key: string;
  archiveBytes: number;
  encrypted: boolean;
  removed: string[];
  /** Set when older backups were kept on purpose: why (the run's archive itself is stored). */
  rotationRefused?: string;
}

/**
 * One backup streamed straight into another bucket as `studio-backup-<time>.tar` (`.tar.age` when encrypted to
 * `recipient`; no local file), then rotation: the newest `keep` and `keepMonthly` monthly copies stay. Only an
 * archive the target holds whole counts: a failure or an abort (`signal`, SIGTERM) midway aborts the multipart
 * upload and removes whatever was stored, and nothing is rotated. A run that finds far fewer objects than the last
 * good one keeps every older backup and says why (unless `acceptFewer`).
 */
export async function backupToBucket(opts: {
  databaseUrl: string;
  storage: StorageService;
  target: StorageService;
  keep: number;
  /** Monthly copies besides the nightly ones (BACKUP_KEEP_MONTHLY); none unless given. */
  keepMonthly?: number;
  recipient?: string;
  now?: Date;
  signal?: AbortSignal;
  acceptFewer?: boolean;
}): Promise<NightlyResult> {
  const { target, keep, keepMonthly = 0, recipient, signal } = opts;
  const now = opts.now ?? new Date();
  signal?.throwIfAborted();
  await target.ensureBucket();
  const key = `${NIGHTLY_PREFIX}${now.toISOString().replace(/[:.]/g, '-')}.tar${recipient ? '.age' : ''}`;
  const plain = new PassThrough();
  // Failures reach writeBackup and the upload through their pipelines; an abort can come before either listens.
  plain.on('error', () => undefined);
  const body = recipient ? await encrypt(plain, recipient) : plain;
  body.on('error', () => undefined);
  const upload = target.put(key, body, recipient ? 'application/octet-stream' : 'application/x-tar', signal);
  upload.catch(() => undefined); // awaited below
  const stop = () => plain.destroy(new BackupError('stopped by SIGTERM'));
  signal?.addEventListener('abort', stop, { once: true });
  let summary: BackupSummary;
  let archiveBytes: number;
  try {
    summary = await orAbort(writeBackup({ databaseUrl: opts.databaseUrl, storage: opts.storage, out: plain }), signal);
    archiveBytes = (await orAbort(upload, signal)).bytes;
    const stored = await target.stat(key);
    if (stored?.size !== archiveBytes) throw new BackupError(`the backup bucket holds ${stored ? `${stored.size} bytes` : 'nothing'} of the ${archiveBytes} sent: not counted as a backup`);
  } catch (e) {
    plain.destroy();
    body.destroy();
    await upload.catch(() => undefined);
    await target.remove(key).catch(() => undefined);
    if (signal?.aborted) throw new BackupError('stopped by SIGTERM: the upload was aborted and nothing of it kept; older backups are untouched');
    throw e;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  const result: NightlyResult = { ...summary, key, archiveBytes, encrypted: !!recipient, removed: [] };
  const state = await readState(target);
  const archives = (await target.listKeys(NIGHTLY_PREFIX)).filter((k) => ARCHIVE.test(k));
  // Before the first run that kept a list, every archive there was made by a run that finished.
  const whole = new Set([...(state.good ?? archives), key]);
  const save = (next: BackupState) => target.put(STATE_KEY, Buffer.from(`${JSON.stringify(next, null, 1)}\n`), 'application/json');
  if (!opts.acceptFewer && tooFewObjects(summary.objects, state.lastGood)) {
    const last = state.lastGood!;
    result.rotationRefused = `this backup found ${summary.objects} objects, the last good one (${last.key}) ${last.objects}: every older backup is kept. Check the site's bucket; if photos were deleted on purpose, run once with --accept-fewer`;
    await save({ lastGood: last, good: archives.filter((k) => whole.has(k)) });
    return result;
  }
  const halfWritten = archives.filter((k) => !whole.has(k));
  const { keep: kept, remove } = planRotation(archives.filter((k) => whole.has(k)), keep, keepMonthly);
  for (const k of [...halfWritten, ...remove.filter((k) => k !== key)]) {
    await target.remove(k);
    result.removed.push(k);
  }
  await save({ lastGood: { key, at: now.toISOString(), objects: summary.objects }, good: kept });
  return result;
}
