import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AGE_MAGIC, decryptFile, encrypt, generateKeyPair, identityFileText, isAgeFile, readIdentities } from './backup-crypto';

const dir = mkdtempSync(join(tmpdir(), 'studio-age-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** 300 KiB of varied bytes (five STREAM chunks), encrypted to a new key pair, in a file. */
async function sealed(name: string) {
  const pair = await generateKeyPair();
  const plain = Buffer.from(Array.from({ length: 300 * 1024 }, (_, i) => (i * 31) & 0xff));
  const file = join(dir, name);
  writeFileSync(file, await bytes(await encrypt(Readable.from([plain.subarray(0, 100_000), plain.subarray(100_000)]), pair.recipient)));
  return { pair, plain, file };
}

describe('backup encryption with age (docs/architecture.md §15)', () => {
  it('keygen writes an identity file age reads, with its recipient; the file round-trips byte for byte', async () => {
    const { pair, plain, file } = await sealed('good.age');
    expect(pair.identity).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]+$/);
    expect(pair.recipient).toMatch(/^age1[0-9a-z]{58}$/);
    expect(readFileSync(file).subarray(0, AGE_MAGIC.length).toString()).toBe('age-encryption.org/v1');
    expect(await isAgeFile(file)).toBe(true);
    const keyFile = join(dir, 'good.key');
    writeFileSync(keyFile, identityFileText(pair));
    expect(await bytes(await decryptFile(file, await readIdentities(keyFile)))).toEqual(plain);
  });

  it('refuses a wrong key before the first byte, saying so', async () => {
    const { file } = await sealed('wrong.age');
    const other = await generateKeyPair();
    await expect(decryptFile(file, [other.identity])).rejects.toThrow(/not encrypted to this identity \(wrong key/);
  });

  it('says "cut short" for a truncated file, at a chunk boundary or within a chunk', async () => {
    for (const cut of [1, 17, 64 * 1024 + 16]) {
      const { file, pair } = await sealed(`cut-${cut}.age`);
      truncateSync(file, statSync(file).size - cut);
      await expect(bytes(await decryptFile(file, [pair.identity]))).rejects.toThrow(/cut short \(truncated/);
    }
  });

  it('says "altered" when a byte in the middle changed', async () => {
    const { file, pair } = await sealed('altered.age');
    const buf = readFileSync(file);
    buf[Math.floor(buf.length / 3)] ^= 0x01;
    writeFileSync(file, buf);
    await expect(bytes(await decryptFile(file, [pair.identity]))).rejects.toThrow(/altered or damaged/);
  });

  it('refuses an identity file without a key, and a missing one, in one line', async () => {
    const empty = join(dir, 'empty.key');
    writeFileSync(empty, '# public key: age1...\n');
    await expect(readIdentities(empty)).rejects.toThrow(/holds no age identity/);
    await expect(readIdentities(join(dir, 'missing.key'))).rejects.toThrow(/Cannot read the identity file .*ENOENT/);
  });
});
