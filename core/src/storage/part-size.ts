/**
 * Part sizes of a multipart upload whose total size is unknown up front (the nightly backup archive streams
 * straight into a bucket). S3 stores take at most 10,000 parts per upload and at least 5 MiB per part (the last may
 * be smaller); at a fixed 5 MiB an upload fails at 48.8 GiB. Each part is at least a thousandth of what was already
 * sent, so the size grows geometrically once the upload passes about 5 GB: 60 GiB ends after about 2,600 parts of at
 * most ~62 MiB, and 10,000 parts reach past 800 GiB. A ceiling keeps one part (held in memory while it is sent) bounded.
 * docs/architecture.md §15.
 */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
export const MAX_PART_SIZE = 128 * 1024 * 1024;
export const MAX_PARTS = 10_000;

const MIB = 1024 * 1024;

/** Size of the next part after `sentBytes` bytes went in earlier parts: whole MiB, from 5 MiB to 128 MiB. */
export function nextPartSize(sentBytes: number): number {
  const wanted = Math.ceil(sentBytes / 1000 / MIB) * MIB;
  return Math.min(MAX_PART_SIZE, Math.max(MIN_PART_SIZE, wanted));
}

export interface Part {
  chunks: Buffer[];
  bytes: number;
  /** The stream ended with this part (it may be short, the only one, or empty for an empty stream). */
  last: boolean;
}

/**
 * Cuts a stream into parts sized by nextPartSize. Each part comes as the chunks it is made of (slices, never
 * copies), so the caller decides whether to join them; `onChunk` sees every byte once, in order (for a hash). One
 * full part is held back until the next byte or the end arrives, so the final part is always marked `last`.
 */
export async function* partsOf(source: AsyncIterable<Buffer | string | Uint8Array>, onChunk: (chunk: Buffer) => void = () => undefined): AsyncGenerator<Part> {
  let sent = 0;
  let size = nextPartSize(0);
  let chunks: Buffer[] = [];
  let bytes = 0;
  let pending: Part | undefined;
  for await (const value of source) {
    let chunk = Buffer.isBuffer(value) ? value : typeof value === 'string' ? Buffer.from(value) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    onChunk(chunk);
    while (chunk.length && bytes + chunk.length >= size) {
      const take = size - bytes;
      chunks.push(chunk.subarray(0, take));
      chunk = chunk.subarray(take);
      if (pending) yield pending;
      pending = { chunks, bytes: size, last: false };
      chunks = [];
      bytes = 0;
      sent += size;
      size = nextPartSize(sent);
    }
    if (chunk.length) {
      if (pending) yield pending;
      pending = undefined;
      chunks.push(chunk);
      bytes += chunk.length;
    }
  }
  if (!bytes && pending) {
    yield { ...pending, last: true };
    return;
  }
  if (pending) yield pending;
  yield { chunks, bytes, last: true };
}
