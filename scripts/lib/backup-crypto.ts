// Backups leave the server encrypted with age (docs/architecture.md §15): the kept `age-encryption` library, its
// streaming API (STREAM: 64 KiB chunks, each authenticated), so memory stays flat whatever the archive's size.
// An age file starts with `age-encryption.org/v1`; `age -d -i KEYFILE` (the reference tool) reads it too.
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { BackupError } from './backup-error';

export const AGE_MAGIC = 'age-encryption.org/v1';
/** Plaintext bytes per STREAM chunk (age's format): a failure within the last one is the file's end. */
const CHUNK = 64 * 1024;

/** A new identity (`AGE-SECRET-KEY-1…`, kept off the server) and its recipient (`age1…`, BACKUP_AGE_RECIPIENT). */
export async function generateKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** The text of an identity file as age-keygen writes it: comments, then the key. */
export function identityFileText(pair: { identity: string; recipient: string }, now = new Date()): string {
  return `# created: ${now.toISOString()}\n# public key: ${pair.recipient}\n${pair.identity}\n`;
}

/** Whether a file is an age file (its first line). */
export async function isAgeFile(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`${file}: no such file`);
    throw e;
  }
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('latin1') === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/** The identities (`AGE-SECRET-KEY-…` lines) of an identity file; a clear refusal when there are none. */
export async function readIdentities(keyFile: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(keyFile, 'utf8');
  } catch (e) {
    throw new BackupError(`Cannot read the identity file ${keyFile} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): nothing was restored`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('AGE-SECRET-KEY-'));
  if (!keys.length) throw new BackupError(`${keyFile} holds no age identity (a line starting AGE-SECRET-KEY-): nothing was restored`);
  return keys;
}

/** `plain` encrypted to `recipient`, as a stream (the header first, then 64 KiB chunks as they come). */
export async function encrypt(plain: Readable, recipient: string): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(sealed as unknown as WebReadableStream<Uint8Array>);
}

/**
 * The plaintext of an age file, as a stream. A wrong identity is refused before the first byte; a file cut short or
 * altered fails the stream with a message that says which (STREAM authenticates every chunk and marks the last one,
 * so neither can pass as a shorter good archive).
 */
export async function decryptFile(file: string, identities: string[]): Promise<Readable> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  let size = 0;
  let plain: Readable;
  let expected = 0;
  try {
    const handle = await open(file, 'r');
    size = (await handle.stat()).size;
    await handle.close();
    const stream = await decrypter.decrypt(Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>);
    try {
      expected = stream.size(size);
    } catch {
      expected = -1; // a size no complete age file has: cut short mid-chunk
    }
    plain = Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);
  } catch (e) {
    throw ageProblem(file, e as Error, false);
  }
  const out = new PassThrough();
  let seen = 0;
  plain.on('data', (c: Buffer) => (seen += c.length));
  plain.on('error', (e) => out.destroy(ageProblem(file, e, expected < 0 || seen >= expected - CHUNK)));
  plain.pipe(out);
  return out;
}

function ageProblem(file: string, e: Error, atTheEnd: boolean): BackupError {
  const m = e.message;
  if (/no identity matched/.test(m)) {
    return new BackupError(`${file} was not encrypted to this identity (wrong key, or its header is damaged): nothing was restored`);
  }
  if (/invalid version line|invalid stanza|invalid header|header/.test(m)) return new BackupError(`${file} is not a readable age file (${m}): nothing was restored`);
  if (atTheEnd) return new BackupError(`${file} is cut short (truncated: its last encrypted chunk is missing or incomplete): nothing was restored`);
  return new BackupError(`${file} has been altered or damaged (an encrypted chunk fails its authentication): nothing was restored`);
}
