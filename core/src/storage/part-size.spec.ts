import { MAX_PART_SIZE, MAX_PARTS, MIN_PART_SIZE, nextPartSize, partsOf } from './part-size';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** `total` bytes as chunks of one reused buffer: nothing of the size is ever held. */
async function* lazyBytes(total: number, chunkSize = 8 * MIB) {
  const chunk = Buffer.alloc(chunkSize);
  for (let left = total; left > 0; left -= chunkSize) yield left >= chunkSize ? chunk : chunk.subarray(0, left);
}

/** A counting fake of the store's side: parts, their sizes, the largest one. */
async function upload(total: number, chunkSize?: number) {
  let parts = 0;
  let bytes = 0;
  let largest = 0;
  let smallestNonLast = Infinity;
  let lastSeen = false;
  for await (const part of partsOf(lazyBytes(total, chunkSize))) {
    expect(lastSeen).toBe(false);
    parts += 1;
    bytes += part.bytes;
    expect(part.chunks.reduce((n, c) => n + c.length, 0)).toBe(part.bytes);
    largest = Math.max(largest, part.bytes);
    if (!part.last) smallestNonLast = Math.min(smallestNonLast, part.bytes);
    lastSeen = part.last;
  }
  return { parts, bytes, largest, smallestNonLast, lastSeen };
}

describe('multipart part sizes (docs/architecture.md §15)', () => {
  it('streams a 60 GiB archive in fewer than 10,000 parts, none below 5 MiB but the last', async () => {
    const r = await upload(60 * GIB);
    expect(r.bytes).toBe(60 * GIB);
    expect(r.parts).toBeLessThan(MAX_PARTS);
    expect(r.smallestNonLast).toBeGreaterThanOrEqual(MIN_PART_SIZE);
    expect(r.largest).toBeLessThanOrEqual(MAX_PART_SIZE);
    expect(r.lastSeen).toBe(true);
  });

  it('would have failed at a fixed 5 MiB part (the old behaviour)', () => {
    expect(Math.ceil((60 * GIB) / MIN_PART_SIZE)).toBeGreaterThan(MAX_PARTS);
  });

  it('keeps 5 MiB parts for ordinary uploads and grows past 5 GB', () => {
    expect(nextPartSize(0)).toBe(MIN_PART_SIZE);
    expect(nextPartSize(4 * GIB)).toBe(MIN_PART_SIZE);
    expect(nextPartSize(60 * GIB)).toBeGreaterThan(60 * MIB);
    expect(nextPartSize(10_000 * GIB)).toBe(MAX_PART_SIZE);
  });

  it('reaches past 800 GiB within 10,000 parts (a studio needs decades for that)', () => {
    let sent = 0;
    for (let i = 0; i < MAX_PARTS; i++) sent += nextPartSize(sent);
    expect(sent).toBeGreaterThan(800 * GIB);
  });

  it('marks the only part of a small or empty stream last, and an exact multiple has no empty tail', async () => {
    expect(await upload(3 * MIB, MIB)).toMatchObject({ parts: 1, bytes: 3 * MIB, lastSeen: true });
    expect(await upload(0)).toMatchObject({ parts: 1, bytes: 0, lastSeen: true });
    expect(await upload(2 * MIN_PART_SIZE, MIB)).toMatchObject({ parts: 2, bytes: 2 * MIN_PART_SIZE, smallestNonLast: MIN_PART_SIZE, lastSeen: true });
    expect(await upload(MIN_PART_SIZE + 1, 3 * MIB)).toMatchObject({ parts: 2, bytes: MIN_PART_SIZE + 1 });
  });
});
